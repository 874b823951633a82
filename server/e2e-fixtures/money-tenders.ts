import { sql } from 'drizzle-orm';
import { ODEME_DURUMU } from '../../lib/contract/money';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import { smallestIncrement } from '../../lib/rules/bid-increments';
import type { AuctionEvents } from '../auction/auction-events';
import { bidOutcomeEvents } from '../auction/bid-events';
import { placeBid } from '../auction/place-bid';
import { withdrawTender } from '../backoffice/lifecycle/queries';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { joinTender } from '../modules/participation/queries';
import { makeStaff } from './make-staff';
import { type MadeTender, makeTender, type TenderSpec, waitForStart } from './make-tender';
import { statementGraceDays } from '../money/deadline';

/**
 * Tenders of the money and back-office journeys past their bidding (docs/architecture.md §9):
 * bid on by the journey's own accounts and decided, the way the portal gets there. The accounts
 * join (their deposit blocked) and bid through the auction's own functions, the bidding time runs
 * out (its end moved to now: the one shortcut, standing for the time a real tender runs), and the
 * running scheduler ends the tender, decides it and sweeps the overdue payments as it does for any.
 */

/** The portal's clock and its domain events (what a join or a bid emits after COMMIT, as the hub's do). */
export interface FixtureDeps {
  now: () => Date;
  events: Pick<AuctionEvents, 'emit'>;
}

/** What a tender with bids is asked for: its accounts, in bidding order; the last one bids highest. */
export interface BidTenderSpec {
  /** Accounts (a person's own or a company's) that join and bid, each the smallest step above the one before. */
  teklifVerenler: number[];
  acilisFiyati?: number;
  baslik?: string;
}

export interface DecidedTender extends MadeTender {
  /** The bids, in the order given: [cariId, amount]. */
  teklifler: Array<{ cariId: number; tutar: number }>;
}

/** How long the scheduler may take for one transition (it ticks every second). */
const SCHEDULER_WAIT_MS = 15_000;

interface TenderState {
  durum: number;
  odeme: number;
}

async function tenderState(db: Db, id: number): Promise<TenderState> {
  const res = (await db.execute(
    sql`select ihale_durumu_id as durum, odeme_durumu as odeme from ihale where id = ${id}`,
  )) as unknown as { rows: TenderState[] };
  return res.rows[0];
}

/** Waits until the scheduler has brought the tender to the state `reached` tells. */
export async function waitForScheduler(
  db: Db,
  id: number,
  what: string,
  reached: (s: TenderState) => boolean,
): Promise<void> {
  const deadline = Date.now() + SCHEDULER_WAIT_MS;
  while (Date.now() < deadline) {
    if (reached(await tenderState(db, id))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new ApiError(
    503,
    'SchedulerOff',
    `The scheduler did not ${what} tender ${id} within ${SCHEDULER_WAIT_MS / 1000} s.`,
  );
}

/** A person who may act for the account: its own person, or an authorised person of the company. */
async function actorOf(db: Db, cariId: number): Promise<string> {
  const res = (await db.execute(sql`
    select gk.kimlik_no as kimlik from gercek_kisilik gk
    where gk.cari_id = ${cariId}
       or exists (select 1 from firma_yetkili fy where fy.gercek_kisilik_id = gk.id and fy.firma_cari_id = ${cariId})
    order by gk.id limit 1`)) as unknown as { rows: Array<{ kimlik: string }> };
  const kimlik = res.rows[0]?.kimlik;
  if (!kimlik) throw new ApiError(400, 'ValidationError', `No person may act for account ${cariId}.`);
  return kimlik;
}

/**
 * A running TL tender the accounts joined and bid on, in the order given: the first bids the
 * opening price, each next one the smallest step above. Returns with the bidding still open.
 */
async function runningTenderWithBids(
  db: Db,
  spec: BidTenderSpec & Pick<TenderSpec, 'otomatikSonuclandirma'>,
  { now, events }: FixtureDeps,
): Promise<DecidedTender> {
  if (spec.teklifVerenler.length === 0) throw new ApiError(400, 'ValidationError', 'At least one bidder.');
  const tender = await makeTender(
    db,
    {
      baslangicDakika: -60,
      bitisDakika: 60,
      acilisFiyati: spec.acilisFiyati,
      baslik: spec.baslik,
      otomatikSonuclandirma: spec.otomatikSonuclandirma,
    },
    now(),
  );
  await waitForStart(db, tender.id);
  events.emit({ type: 'pagesChanged', ihaleId: tender.id });
  for (const cariId of new Set(spec.teklifVerenler)) {
    await joinTender(db, { cariId, ihaleId: tender.id, now: now() });
    events.emit({ type: 'joined', ihaleId: tender.id, cariId });
  }
  const teklifler: DecidedTender['teklifler'] = [];
  let tutar = tender.acilisFiyati;
  for (const cariId of spec.teklifVerenler) {
    const outcome = await placeBid(db, {
      caller: { kimlikNo: await actorOf(db, cariId), cariIds: [cariId] },
      payload: { cariId, ihaleId: tender.id, tutar },
      now,
    });
    for (const event of bidOutcomeEvents(tender.id, outcome)) events.emit(event);
    if (!outcome.ok) throw new ApiError(409, 'BidRefused', `${cariId} ${tutar}: ${outcome.messages.join(' ')}`);
    teklifler.push({ cariId, tutar });
    tutar += smallestIncrement(tender.acilisFiyati);
  }
  return { ...tender, teklifler };
}

/** The bidding time runs out now: the scheduler's next tick ends the tender (213 → 214). */
async function endBiddingNow(db: Db, id: number, now: Date): Promise<void> {
  await db.execute(sql`update ihale set bitis_tarihi = ${now.toISOString()}::timestamptz
                       where id = ${id} and ihale_durumu_id = ${TENDER_STATUS.devam}`);
}

/**
 * A tender whose bidding ended and that waits at 214 for an İhale Sorumlusu's decision
 * (otomatik_sonuclandirma off), with the bids of the given accounts.
 */
export async function awaitingDecisionTender(db: Db, spec: BidTenderSpec, deps: FixtureDeps): Promise<DecidedTender> {
  const tender = await runningTenderWithBids(db, { ...spec, otomatikSonuclandirma: false }, deps);
  await endBiddingNow(db, tender.id, deps.now());
  await waitForScheduler(db, tender.id, 'end', (s) => s.durum === TENDER_STATUS.degerlendiriliyor);
  return tender;
}

/**
 * A won tender whose winner did not pay by the deadline (the seed's `defaulted` tender, of the
 * journey's own accounts): the last bidder wins it, the one before is the runner-up. The scheduler
 * ends and decides it; then its payment deadline passes (moved back past the grace for the bank's
 * statement, as days would pass)
 * and the scheduler forfeits the winner's deposit and offers the sale to the runner-up. Returns
 * once it has.
 */
export async function defaultedTender(db: Db, spec: BidTenderSpec, deps: FixtureDeps): Promise<DecidedTender> {
  if (new Set(spec.teklifVerenler).size < 2)
    throw new ApiError(400, 'ValidationError', 'A winner and a runner-up: two accounts.');
  const { now } = deps;
  const tender = await runningTenderWithBids(db, spec, deps);
  await endBiddingNow(db, tender.id, now());
  await waitForScheduler(
    db,
    tender.id,
    'decide',
    (s) => s.durum === TENDER_STATUS.kazananBelirli && s.odeme === ODEME_DURUMU.bekleniyor,
  );
  // Past the deadline and past the grace for its statement (server/money/deadline.ts), as days would pass.
  const graceDays = await statementGraceDays(db);
  const deadline = new Date(now().getTime() - (graceDays + 1) * 86_400_000);
  await db.execute(sql`update ihale set son_odeme_tarihi = ${deadline.toISOString()}::timestamptz
                       where id = ${tender.id} and odeme_durumu = ${ODEME_DURUMU.bekleniyor}`);
  await waitForScheduler(db, tender.id, 'forfeit', (s) => s.odeme === ODEME_DURUMU.yandi);
  return tender;
}

/**
 * A running tender an İhale Sorumlusu withdrew (YayindanKaldir) with the reason its address shows,
 * through the back-office's own withdrawal (a staff member of its own signs the audit record).
 */
export async function withdrawnTender(db: Db, p: { neden: string }, { now, events }: FixtureDeps): Promise<MadeTender> {
  const tender = await makeTender(db, { baslangicDakika: -60, bitisDakika: 60 }, now());
  await waitForStart(db, tender.id);
  const staff = await makeStaff(db, { roller: ['ihale'] }, now());
  const res = (await db.execute(sql`select id from personel where kimlik_no = ${staff.kimlikNo}`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  const result = await withdrawTender(
    db,
    { personelId: Number(res.rows[0].id), adiSoyadi: staff.adSoyad, ip: null },
    { ihaleId: tender.id, neden: p.neden, now: now() },
  );
  // As the back-office's withdrawal announces it (server/backoffice/lifecycle/routes.ts).
  events.emit({ type: 'statusChanged', ihaleId: result.id, durumId: result.durumId, neden: p.neden });
  return tender;
}
