/** A row's last bid: the server's amount or a later live bid, whichever is higher. */
export function liveLastBid(serverAmount: number, live: Readonly<Record<number, number>>, tenderId: number): number {
  return Math.max(serverAmount, live[tenderId] ?? 0);
}
