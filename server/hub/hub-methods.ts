import type { TeklifSonucuPayload } from '../../lib/contract/hub-events';
import type { AuctionEvents } from '../auction/auction-events';
import { bidOutcomeEvents } from '../auction/bid-events';
import type { Db } from '../db/client';
import { type Hub, HubError, type HubMethod } from './hub-server';
import { HubMessages, refusedBid } from '../auction/messages';
import { parseId } from '../kernel/parse-id';
import { type BidOutcome, bidTenderId, placeBid } from '../auction/place-bid';
import { KeyedTokenBuckets } from '../http/rate-limit';
import { missedBids } from '../auction/missed-bids';
import { createCatchUp } from './catch-up';

export interface TenderHubDeps {
  db: Db;
  now: () => Date;
  hub: Pick<Hub, 'addToGroup' | 'removeFromGroup' | 'sendToConnection' | 'sendEncodedToConnection'>;
  /** Where a bid's outcome goes after COMMIT (the hub's frames, metrics, page cache subscribe). */
  events: Pick<AuctionEvents, 'emit'>;
  /** Bid rate per person over all their connections (burst, per second); null turns the limit off (benchmarks). */
  bidRate?: { burst: number; perSecond: number } | null;
  log?: { error(obj: unknown, msg?: string): void };
}

const DEFAULT_BID_RATE = { burst: 10, perSecond: 5 };
/**
 * Catch-ups per person over all their connections: one for each of their 20 connections at once
 * (a dropped instance), then one a second. A catch-up may send thousands of frames, so a client
 * asking again and again would make the hub send the same bids again and again.
 */
const CATCH_UP_RATE = { burst: 20, perSecond: 1 };

function tenderIdOf(ihaleId: unknown): number {
  const id = parseId(ihaleId);
  if (id === null) throw new HubError(HubMessages.invalidTender);
  return id;
}

const groupOf = (ihaleId: unknown): string => String(tenderIdOf(ihaleId));

/** AddToGroup's optional last sequence number heard: a whole number from 0, else refused. */
function siraNoOf(raw: unknown): number {
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < 0) throw new HubError(HubMessages.invalidSiraNo);
  return raw;
}

/**
 * The hub methods of the tender portal (docs/architecture.md §4): AddToGroup(ihaleId[, lastSiraNo]),
 * RemoveFromGroup(ihaleId) and Katilim({ cariId, ihaleId, tutar }) = place a bid. The bid result goes
 * to the caller as TeklifSonucuDon (also the invoke result); then the outcome's domain events are
 * emitted (bid-events.ts), which the hub turns into Recive for the tender group (§14).
 */
export function tenderHubMethods(deps: TenderHubDeps): Record<string, HubMethod> {
  const rate = deps.bidRate === undefined ? DEFAULT_BID_RATE : deps.bidRate;
  // Keyed by person, not by connection: a second connection must not double the rate.
  const buckets = rate ? new KeyedTokenBuckets(rate.burst, rate.perSecond) : null;
  const catchUpBuckets = new KeyedTokenBuckets(CATCH_UP_RATE.burst, CATCH_UP_RATE.perSecond);
  // One per instance: its watchers' catch-ups after a drop share the reads of each tender.
  const catchUp = createCatchUp((ihaleId, after) => missedBids(deps.db, ihaleId, after, deps.now()));

  const bid = async (caller: Parameters<HubMethod['handler']>[0], payload: unknown): Promise<TeklifSonucuPayload> => {
    let outcome: BidOutcome;
    if (buckets && !buckets.take(caller.auth.kimlikNo)) {
      outcome = refusedBid({ code: 'tooFast' });
    } else {
      try {
        outcome = await placeBid(deps.db, { caller: caller.auth, payload, now: deps.now });
      } catch (err) {
        deps.log?.error({ err }, 'bid failed');
        outcome = refusedBid({ code: 'failed' });
      }
    }
    const answer: TeklifSonucuPayload = outcome.ok
      ? { resultType: 'Ok', messages: [] }
      : { resultType: 'Error', messages: outcome.messages };
    // The bidder's answer first, then the events (Recive to the group, …): the order clients always saw.
    deps.hub.sendToConnection(caller.connectionId, 'TeklifSonucuDon', answer);
    for (const event of bidOutcomeEvents(bidTenderId(payload), outcome)) deps.events.emit(event);
    return answer;
  };

  return {
    AddToGroup: {
      parameters: 1,
      optionalParameters: 1,
      // With the last sequence number the page has, the bids after it go to this connection first,
      // as Recive (catch-up.ts); the group is joined before they are read, so none falls between.
      handler: async (caller, ihaleId, lastSiraNo) => {
        const id = tenderIdOf(ihaleId);
        const after = lastSiraNo === undefined ? null : siraNoOf(lastSiraNo);
        deps.hub.addToGroup(caller.connectionId, String(id));
        if (after === null) return;
        // In the group either way; the page asks again later for what it missed (JOIN_RETRY_MS).
        if (!catchUpBuckets.take(caller.auth.kimlikNo)) throw new HubError(HubMessages.tooManyCatchUps);
        for (const missed of await catchUp.missedSince(id, after)) {
          deps.hub.sendEncodedToConnection(caller.connectionId, missed.frame);
        }
      },
    },
    RemoveFromGroup: {
      parameters: 1,
      handler: (caller, ihaleId) => deps.hub.removeFromGroup(caller.connectionId, groupOf(ihaleId)),
    },
    Katilim: { parameters: 1, handler: bid },
  };
}
