import { queryOptions } from '@tanstack/react-query';
import { serverOffset } from '../../rules/countdown';
import { apiRequest } from '../http';
import type { ServerCurrentTimeWire } from '../../contract/wire-types';

/**
 * The server clock (docs/spec.md §7 ServerCurrentTime), kept apart from the tender queries so the countdown
 * does not pull the list's query building into the detail page's bundle.
 */
export async function fetchServerTime(signal?: AbortSignal): Promise<string> {
  const res = await apiRequest<ServerCurrentTimeWire>('/v1/HerkeseAcikSatisIhale/ServerCurrentTime', { signal });
  return res.serverCurrentTime;
}

/**
 * Offset (ms) from this browser's clock to the server's, measured with the request's round trip so
 * countdowns run on server time (docs/architecture.md §5).
 */
export const serverOffsetQuery = () =>
  queryOptions({
    queryKey: ['server-time', 'offset'] as const,
    queryFn: async ({ signal }) => {
      const sent = Date.now();
      const serverIso = await fetchServerTime(signal);
      const received = Date.now();
      return serverOffset(serverIso, received, received - sent);
    },
  });
