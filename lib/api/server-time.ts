import { apiRequest } from './http';
import type { ServerCurrentTimeWire } from '../contract/wire-types';

/** The server clock (docs/spec.md §7 ServerCurrentTime): the detail page's render time, and the browser's offset (lib/store/server-offset.ts). */
export async function fetchServerTime(signal?: AbortSignal): Promise<string> {
  const res = await apiRequest<ServerCurrentTimeWire>('/v1/HerkeseAcikSatisIhale/ServerCurrentTime', { signal });
  return res.serverCurrentTime;
}
