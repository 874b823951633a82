/**
 * Awaits a section's data but lets the page render without it when the API fails: one broken
 * section must not take the whole home page down. The failure is logged on the server.
 */
export async function settle<T>(label: string, promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (err) {
    console.error(`[home] ${label} could not be loaded:`, (err as Error)?.message ?? err);
    return fallback;
  }
}
