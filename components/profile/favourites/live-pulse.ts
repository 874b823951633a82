/** How long a row pulses after a live bid (docs/spec.md §9 timing: 1 s). */
export const PULSE_MS = 1000;

/** A row's last bid: the server's amount or a later live bid, whichever is higher. */
export function liveLastBid(serverAmount: number, live: Readonly<Record<number, number>>, tenderId: number): number {
  return Math.max(serverAmount, live[tenderId] ?? 0);
}
