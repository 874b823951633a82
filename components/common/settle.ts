import { markRenderDegraded } from '@/lib/render-health';

/**
 * Awaits a section's data but lets the page render without it when the API fails: one broken
 * section must not take the whole home page down. The failure is logged on the server, and the
 * page is not kept in a cache (lib/render-health.ts).
 */
export async function settle<T>(label: string, promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (err) {
    console.error(`[home] ${label} could not be loaded:`, (err as Error)?.message ?? err);
    markRenderDegraded();
    return fallback;
  }
}
