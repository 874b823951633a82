import { sql } from 'drizzle-orm';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import { smallestIncrement } from '../../lib/rules/bid-increments';
import type { AuctionEvents } from '../auction/auction-events';
import { bidOutcomeEvents } from '../auction/bid-events';
import { placeBid } from '../auction/place-bid';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { joinTender } from '../modules/participation/queries';
import { type MadeTender, makeTender, waitForStart } from './make-tender';

/** What a journey asks of its finished tender (server/e2e-fixtures/routes-bidder.ts validates it). */
export interface FinishedTenderSpec {
  /** The accounts that join and bid, each with the person acting for it (a citizen made by `vatandas`). */
  teklifciler: Array<{ kimlikNo: string; cariId: number }>;
  /** Bids in all, placed by the bidders in turn (the last one's bidder wins); default two per bidder. */
  teklifSayisi?: number;
  acilisFiyati?: number;
}

export interface FinishedTender extends MadeTender {
  /** 215 (a winner) or 216 (none: never with bids). */
  durum: number;
  /** The bids in the order they were placed. */
  teklifler: Array<{ cariId: number; rumuz: string; tutar: number }>;
  kazananCariId: number | null;
  kazananTutar: number | null;
}

/**
 * How long the tender runs after the fixture made it: the scheduler's start (its next tick, every
 * second), the joins and the bids. Measured with the e2e journeys running beside it (2 cores, load
 * 8–11): the last of three bids 0.3–1.2 s after the tender was made.
 */
export const BIDDING_SECONDS = 3;
/** How long the scheduler may take to end and decide it after its end (measured: 0.1–0.9 s). */
const DECIDE_WAIT_MS = 2_500;

/**
 * A tender that ran and was decided, with bids by several accounts, made as production makes one:
 * published and started by the scheduler (its record's start entry), joined through the
 * participation module (an alias, the deposit blocked), each bid placed through the tender's bid
 * queue as the hub's Katilim places it (its record entry, its notices) with the same events after
 * COMMIT, then ended and decided by the scheduler when its end passes (the end entry, the winner,
 * the losers' deposits released). The call returns once it is decided: about BIDDING_SECONDS + 1 s.
 */
export async function makeFinishedTender(
  db: Db,
  spec: FinishedTenderSpec,
  deps: { now: () => Date; events: Pick<AuctionEvents, 'emit'> },
): Promise<FinishedTender> {
  const madeAt = deps.now();
  const tender = await makeTender(
    db,
    { baslangicDakika: -60, bitisDakika: BIDDING_SECONDS / 60, acilisFiyati: spec.acilisFiyati },
    madeAt,
  );
  await waitForStart(db, tender.id);
  deps.events.emit({ type: 'pagesChanged', ihaleId: tender.id });
  for (const b of spec.teklifciler) {
    await joinTender(db, { cariId: b.cariId, ihaleId: tender.id, now: deps.now() });
    deps.events.emit({ type: 'joined', ihaleId: tender.id, cariId: b.cariId });
  }
  const count = spec.teklifSayisi ?? 2 * spec.teklifciler.length;
  const step = smallestIncrement(tender.acilisFiyati);
  const teklifler: FinishedTender['teklifler'] = [];
  for (let i = 0; i < count; i++) {
    const bidder = spec.teklifciler[i % spec.teklifciler.length];
    const tutar = teklifler.length === 0 ? tender.acilisFiyati : (teklifler.at(-1)?.tutar ?? 0) + step;
    const outcome = await placeBid(db, {
      caller: { kimlikNo: bidder.kimlikNo, cariIds: [bidder.cariId] },
      payload: { cariId: bidder.cariId, ihaleId: tender.id, tutar },
      now: deps.now,
    });
    for (const event of bidOutcomeEvents(tender.id, outcome)) deps.events.emit(event);
    if (!outcome.ok)
      throw new ApiError(
        503,
        'BidRefused',
        `Bid ${i + 1} of ${count} on tender ${tender.id} refused (${outcome.messages.join(' ')}): the ${BIDDING_SECONDS} s of bidding were not enough.`,
      );
    teklifler.push({ cariId: bidder.cariId, rumuz: outcome.recive.cariRumuzu, tutar });
  }
  const decided = await waitForDecision(db, tender.id, madeAt.getTime() + BIDDING_SECONDS * 1000, deps.now);
  return { ...tender, ...decided, teklifler };
}

/** Waits (on the portal's clock, the scheduler's) until the scheduler decided the tender that ends at `end`. */
async function waitForDecision(
  db: Db,
  id: number,
  end: number,
  now: () => Date,
): Promise<{ durum: number; kazananCariId: number | null; kazananTutar: number | null }> {
  for (;;) {
    const rows = (await db.execute(
      sql`select ihale_durumu_id as durum, kazanan_cari_id as cari, kazanan_tutar::text as tutar from ihale where id = ${id}`,
    )) as unknown as { rows: Array<{ durum: number; cari: number | null; tutar: string | null }> };
    const r = rows.rows[0];
    if (r && (r.durum === TENDER_STATUS.kazananBelirli || r.durum === TENDER_STATUS.kazananBelirsiz))
      return {
        durum: r.durum,
        kazananCariId: r.cari === null ? null : Number(r.cari),
        kazananTutar: r.tutar === null ? null : Number(r.tutar),
      };
    if (now().getTime() >= end + DECIDE_WAIT_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new ApiError(
    503,
    'SchedulerOff',
    `The scheduler did not end and decide tender ${id} within ${DECIDE_WAIT_MS / 1000} s of its end.`,
  );
}
