'use client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { create } from 'zustand';
import type { RecivePayload } from '../contract/hub-events';

/** How long a tender's price flashes (cards) or its row pulses (favourites) after a live bid (docs/spec.md §9: 1 s). */
export const LIVE_PULSE_MS = 1000;

/** A live bid as it arrived, numbered in arrival order within its tender (`n` from 1). */
export interface LiveFrame {
  n: number;
  bid: RecivePayload;
}

/** What this page has heard live about one tender since it loaded. */
export interface LiveTender {
  /** `n` of the newest frame. */
  seq: number;
  /** The highest amount heard. */
  price: number;
  /** The alias that bid it. */
  leader: string;
  /** The end the latest extension announced; null without one. */
  end: string | null;
  extended: boolean;
  /** The last LIVE_FRAMES_KEPT frames, oldest first. */
  frames: LiveFrame[];
  /** True for LIVE_PULSE_MS after a bid (off for one frame first, so a second bid restarts the animation). */
  pulsing: boolean;
}

interface LiveBidsState {
  tenders: Record<number, LiveTender>;
}

/**
 * Per tender, how far the page has every bid: `upTo` (all bids up to it, from the server data or
 * heard live) and the numbers heard beyond a gap. Frames of two instances may cross, so a page
 * that heard #7 but not #6 has every bid up to 5 only, and asks from there after a reconnect.
 */
const known = new Map<number, { upTo: number; beyond: Set<number> }>();

function absorb(entry: { upTo: number; beyond: Set<number> }) {
  while (entry.beyond.delete(entry.upTo + 1)) entry.upTo++;
  for (const n of entry.beyond) if (n <= entry.upTo) entry.beyond.delete(n);
}

/** The page's server data has every bid of the tender up to `siraNo`. */
export function noteLastSiraNo(ihaleId: number, siraNo: number): void {
  if (!Number.isSafeInteger(siraNo) || siraNo < 0) return;
  const entry = known.get(ihaleId);
  if (!entry) return void known.set(ihaleId, { upTo: siraNo, beyond: new Set() });
  entry.upTo = Math.max(entry.upTo, siraNo);
  absorb(entry);
}

/** A live bid's sequence number was heard (lib/realtime/live-bids-feed.ts). */
export function heardSiraNo(ihaleId: number, siraNo: number): void {
  if (!Number.isSafeInteger(siraNo) || siraNo < 1) return;
  const entry = known.get(ihaleId);
  // The first bid heard of a tender without server data (a card): what came before it is the card's.
  if (!entry) return void known.set(ihaleId, { upTo: siraNo, beyond: new Set() });
  if (siraNo > entry.upTo) entry.beyond.add(siraNo);
  absorb(entry);
}

/** The sequence number up to which the page has every bid of the tender; null when it knows none. */
export function lastSiraNoOf(ihaleId: number): number | null {
  return known.get(ihaleId)?.upTo ?? null;
}

/**
 * Whether the page heard a bid of the tender past one it never heard: frames of two instances
 * crossed (filled a moment later), or the instance that stored the missing bid died before it told
 * the others (filled only by a catch-up: lib/realtime/connection-manager.ts `recoverGap`).
 */
export function hasGap(ihaleId: number): boolean {
  return (known.get(ihaleId)?.beyond.size ?? 0) > 0;
}

/**
 * The live bids of every tender the page follows (docs/architecture.md §3 "Client state"): one
 * store fed by ONE Recive listener, read by the cards, the detail, the favourites and my tenders
 * through the hooks below, instead of each handling Recive with its own timers. What writes it (the
 * listener, the folding of a frame, the pulse) is in ./live-bids-feed.ts, which loads with the hub
 * connection's manager: a visitor has no connection, so only what reads the store is on the first load.
 */
export const useLiveBidsStore = create<LiveBidsState>()(() => ({ tenders: {} }));

/** The tender's live entry; undefined until a bid was heard. */
export function useLiveBids(ihaleId: number | null): LiveTender | undefined {
  return useLiveBidsStore((s) => (ihaleId === null ? undefined : s.tenders[ihaleId]));
}

/** Every tender's live entry (for lists: one subscription for all rows). */
export function useLiveBidsAll(): Readonly<Record<number, LiveTender>> {
  return useLiveBidsStore((s) => s.tenders);
}

const NO_FRAMES: readonly RecivePayload[] = [];

/**
 * The bids heard since the component mounted or since `resetKey` last changed (new server data
 * that already contains the earlier ones), oldest first.
 */
export function useLiveBidsSince(ihaleId: number, resetKey: string): readonly RecivePayload[] {
  const entry = useLiveBids(ihaleId);
  const [base, setBase] = useState(() => ({ key: resetKey, id: ihaleId, seq: entry?.seq ?? 0 }));
  let from = base.seq;
  if (base.key !== resetKey || base.id !== ihaleId) {
    from = entry?.seq ?? 0;
    setBase({ key: resetKey, id: ihaleId, seq: from });
  }
  return useMemo(
    () => (!entry || entry.seq <= from ? NO_FRAMES : entry.frames.filter((f) => f.n > from).map((f) => f.bid)),
    [entry, from],
  );
}

/**
 * Calls `handler` once for every new bid of the given tenders heard while mounted (for screens
 * that write the bid into their own cached data). The handler is held in a ref.
 */
export function useOnLiveBid(ihaleIds: readonly number[], handler: (bid: RecivePayload) => void): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  const key = [...new Set(ihaleIds)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!key) return;
    const ids = key.split(',').map(Number);
    return useLiveBidsStore.subscribe((s, prev) => {
      for (const id of ids) {
        const now = s.tenders[id];
        const before = prev.tenders[id]?.seq ?? 0;
        if (!now || now.seq <= before) continue;
        for (const f of now.frames) if (f.n > before) ref.current(f.bid);
      }
    });
  }, [key]);
}
