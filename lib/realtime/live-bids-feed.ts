import { LIVE_FRAMES_KEPT, type RecivePayload } from '../contract/hub-events';
import { laterEnd } from '../rules/later-end';
import { hasGap, heardSiraNo, LIVE_PULSE_MS, type LiveTender, useLiveBidsStore } from './live-bids';

/**
 * What writes the live bids store (./live-bids.ts): the hub connection's one Recive listener, the
 * folding of a frame into its tender's entry, and the pulse. Imported by the connection's manager
 * (./realtime-manager.ts), so it loads when a session is ready, with the connection it serves.
 */

const isBid = (p: unknown): p is RecivePayload =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as RecivePayload).id === 'number' &&
  Number.isFinite((p as RecivePayload).teklif);

/**
 * The tender's entry after a frame. Amounts strictly increase within a tender, so the amount
 * identifies a bid: a frame whose amount was already heard (sent twice, or raced by a refresh) is
 * ignored; the detail's own rules (components/auction/live-tender-state.ts) fold the frames.
 */
function applyFrame(entry: LiveTender | undefined, bid: RecivePayload): LiveTender | undefined {
  if (entry?.frames.some((f) => f.bid.teklif === bid.teklif)) return undefined;
  const n = (entry?.seq ?? 0) + 1;
  const higher = !entry || bid.teklif > entry.price;
  const extends_ = bid.uzatildiMi === true && typeof bid.ihaleBitisSuresi === 'string';
  return {
    seq: n,
    price: higher ? bid.teklif : entry.price,
    leader: higher ? bid.cariRumuzu : entry.leader,
    end: extends_ ? laterEnd(entry?.end ?? null, bid.ihaleBitisSuresi) : (entry?.end ?? null),
    extended: (entry?.extended ?? false) || extends_,
    frames: [...(entry?.frames ?? []), { n, bid }].slice(-LIVE_FRAMES_KEPT),
    pulsing: entry?.pulsing ?? false,
  };
}

function setPulsing(id: number, pulsing: boolean): void {
  useLiveBidsStore.setState((s) => {
    const t = s.tenders[id];
    return !t || t.pulsing === pulsing ? s : { tenders: { ...s.tenders, [id]: { ...t, pulsing } } };
  });
}

const pulseTimers = new Map<number, ReturnType<typeof setTimeout>>();

/** A Recive frame into the store: anything that is not a bid, or a bid already heard, is ignored. */
export function receiveLiveBid(payload: unknown): void {
  if (!isBid(payload)) return;
  if (typeof payload.siraNo === 'number') heardSiraNo(payload.id, payload.siraNo);
  const id = payload.id;
  const next = applyFrame(useLiveBidsStore.getState().tenders[id], payload);
  if (!next) return;
  useLiveBidsStore.setState((s) => ({ tenders: { ...s.tenders, [id]: { ...next, pulsing: false } } }));
  // Off, then on in the next frame: a second bid within the pulse restarts the animation.
  const on = () => setPulsing(id, true);
  if (typeof window !== 'undefined' && window.requestAnimationFrame) window.requestAnimationFrame(on);
  else on();
  clearTimeout(pulseTimers.get(id));
  pulseTimers.set(
    id,
    setTimeout(() => {
      pulseTimers.delete(id);
      setPulsing(id, false);
    }, LIVE_PULSE_MS),
  );
}

/**
 * The ONE Recive listener of the hub connection (realtime-manager.ts): feeds the store, and hands
 * a tender whose bids now have a gap to `recoverGap` (ConnectionManager.recoverGap).
 */
export function liveBidListener(recoverGap: (ihaleId: number) => void): (payload: unknown) => void {
  return (payload) => {
    receiveLiveBid(payload);
    const id = (payload as { id?: unknown } | null)?.id;
    if (typeof id === 'number' && hasGap(id)) recoverGap(id);
  };
}
