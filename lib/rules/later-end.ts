/**
 * The later of two tender ends (ISO). An extension only ever moves a tender's end later, and live
 * bids may arrive out of order (a catch-up after a reconnect sends older bids behind newer live
 * ones: lib/realtime/connection-manager.ts), so a page never takes an earlier end than it has.
 */
export function laterEnd<C extends string | null>(current: C, next: string): C | string {
  const at = Date.parse(next);
  if (Number.isNaN(at)) return current;
  return current !== null && Date.parse(current) >= at ? current : next;
}
