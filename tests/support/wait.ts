// Waiting in tests (server suite and tests/faults): every wait is for an event and has a deadline,
// so a test that would otherwise hang fails and names what never happened (docs/architecture.md §7).
// A bare `delay` is for pacing a scenario (a client that pings every 120 ms), never to hope that
// something has happened before an assertion.

export const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Polls `cond` until it is true; rejects after `timeoutMs` with `what` in the message (a function:
 * read at the timeout, so the message can say how far things got).
 */
export async function waitUntil(
  cond: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string | (() => string) = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
    await delay(Math.min(50, Math.max(5, timeoutMs / 100)));
  }
}

/** The promise's outcome, or a rejection naming `what` if it does not settle within `timeoutMs`. */
export async function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
