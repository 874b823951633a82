export const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `cond` until it is true; rejects after `timeoutMs` with `what` in the message. */
export async function waitUntil(
  cond: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await delay(50);
  }
}
