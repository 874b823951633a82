import { installedApiClock } from '../api-clock';
import { apiRequest } from './http';
import type { ServerCurrentTimeWire } from '../contract/wire-types';

/**
 * The server clock (docs/spec.md §7 ServerCurrentTime): the detail page's render time, and the browser's
 * offset (lib/store/server-offset.ts). A render in the API's own process reads the API's clock directly
 * (lib/api-clock.ts); everything else asks the API.
 */
export async function fetchServerTime(signal?: AbortSignal): Promise<string> {
  const apiClock = installedApiClock();
  if (apiClock) return apiClock().toISOString();
  const res = await apiRequest<ServerCurrentTimeWire>('/v1/HerkeseAcikSatisIhale/ServerCurrentTime', { signal });
  return res.serverCurrentTime;
}
