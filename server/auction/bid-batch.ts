import { tenderEnd } from '../db/schema/tender-end';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import { lockTender } from './lock-tender';
import { notifyBidBatch } from './notify-bids';
import { decideBids, type LockedTender, leaderAfter, type PlacedBid } from './decide-bids';
import { refusedBid } from './messages';
import type { BidOutcome, ExceededProxy, RecivePayload } from './place-bid';
import { endedProxies, type ProxyToDecide } from './proxy-answers';
import {
  appendCtes,
  latestTreeSql,
  type NewEntry,
  parseTreeState,
  prepareAppend,
  type TreeState,
} from '../transparency/append';
import { transparencySigner } from '../transparency/signing-key';

/** A parsed bid waiting in a tender's queue. */
export interface QueuedBid {
  ihaleId: number;
  cariId: number;
  tutar: number;
  kimlikNo: string;
  now: () => Date;
}

/** A maximum was set or raised: the maximums answer the current price (decide-bids.ts ProxyNudge). */
export interface QueuedNudge {
  ihaleId: number;
  nudge: true;
  now: () => Date;
}

export type QueuedItem = QueuedBid | QueuedNudge;

/** What a nudge did: the bids placed for maximums, and the accounts told their maximum was passed. */
export interface NudgeOutcome {
  answers: RecivePayload[];
  exceeded: ExceededProxy[];
}

type Outcome<T extends QueuedItem> = T extends QueuedNudge ? NudgeOutcome : BidOutcome;

/**
 * Decides and stores a batch of bids on ONE tender in ONE transaction: lock the tender and item
 * rows, read the facts of every bidding account and the tender's active maximums in one query,
 * apply the rules to each bid in order in memory (the maximums answering after each), write every
 * stored bid plus the item maximum, the tender sequence/end and the ended maximums in one
 * statement, COMMIT once. Four round trips and one WAL flush for the whole batch, instead of per
 * bid. Outcomes come back in the batch's order; the caller answers only after this resolves, i.e.
 * after COMMIT. The accounts whose maximum a rival passed ride on the batch's last outcome.
 */
export async function runBidBatch<T extends QueuedItem>(
  db: Db,
  ihaleId: number,
  items: readonly T[],
): Promise<Outcome<T>[]> {
  const outcomes = await db.transaction(async (tx): Promise<Array<BidOutcome | NudgeOutcome>> => {
    const row = await lockTender(tx, ihaleId, items[0].now());
    if (!row)
      return items.map((i) => ('nudge' in i ? { answers: [], exceeded: [] } : refusedBid({ code: 'tenderNotFound' })));

    const bids = items.filter((i): i is QueuedBid & T => !('nudge' in i));
    const facts = await batchFacts(tx, ihaleId, bids);
    const startEnd = tenderEnd(row);
    const tender: LockedTender = {
      durum: row.durum,
      baslangic: row.baslangic,
      end: startEnd,
      siraNo: row.siraNo,
      acilis: Number(row.acilis),
      max: Number(row.max),
      highestCariId: facts.highestCariId,
      sonDakika: row.sonDakika,
      uzatmaDakika: row.uzatmaDakika,
    };
    // The clock is read after the lock: the time checked is the time the bid is recorded with.
    const factsOf = new Map(bids.map((b, i) => [b, facts.perBid[i]]));
    const decisions = decideBids(
      tender,
      items.map((i) =>
        'nudge' in i
          ? { nudge: true as const, now: i.now() }
          : { cariId: i.cariId, tutar: i.tutar, now: i.now(), ...factsOf.get(i as QueuedBid & T)! },
      ),
      facts.proxies,
    );

    const stored = decisions.flatMap((d) => (d.ok ? [...(d.bid ? [d.bid] : []), ...d.answers] : []));
    const running = tender.durum === TENDER_STATUS.devam;
    const ended = running ? endedProxies(leaderAfter(tender, decisions), facts.proxies) : [];
    // The bid record gets every stored bid (and each extension after its bid) and one signed
    // checkpoint, written by the same statement as the bids (docs/architecture.md §11).
    const record = await prepareAppend(
      transparencySigner(db),
      ihaleId,
      facts.tree,
      recordEntries(stored, row.currencyCode ?? 'TRY'),
    );
    await storeBatch(tx, { ihaleId, kalemId: row.kalemId, startEnd, stored, ended, record: appendCtes([record]) });
    await notifyBidBatch(tx, { ihaleId, paraBirimiId: row.paraBirimiId, leaderBefore: facts.highestCariId, stored });

    const toRecive = (b: PlacedBid): RecivePayload => ({
      id: ihaleId,
      teklif: b.tutar,
      cariRumuzu: b.rumuz,
      teklifZamani: b.now.toISOString(),
      uzatildiMi: b.extended,
      ihaleBitisSuresi: b.end.toISOString(),
      siraNo: b.siraNo,
      otomatik: b.otomatik,
    });
    const exceeded = ended.filter((e) => e.reason === 'asildi').map((e) => ({ cariId: e.proxy.cariId, ihaleId }));
    return decisions.map((d, i): BidOutcome | NudgeOutcome => {
      const last = i === decisions.length - 1 ? exceeded : [];
      if (!d.ok) return last.length > 0 ? { ...refusedBid(d.refusal), exceeded: last } : refusedBid(d.refusal);
      const answers = d.answers.map(toRecive);
      return d.bid ? { ok: true, recive: toRecive(d.bid), answers, exceeded: last } : { answers, exceeded: last };
    });
  });
  return outcomes as Outcome<T>[];
}

/** The bid record's entries for the stored bids: a 'teklif' each, an 'uzatma' right after a bid that moved the end. */
function recordEntries(stored: readonly PlacedBid[], paraBirimi: string): NewEntry[] {
  return stored.flatMap((b): NewEntry[] => {
    const zaman = b.now.toISOString();
    const bitis = b.end.toISOString();
    const bid: NewEntry = {
      tur: 'teklif',
      zaman,
      rumuz: b.rumuz,
      tutar: b.tutar.toFixed(2),
      paraBirimi,
      otomatik: b.otomatik,
      bitis,
    };
    return b.extended ? [bid, { tur: 'uzatma', zaman, bitis }] : [bid];
  });
}

/**
 * One statement for everything the batch changes (data-modifying CTEs always run to completion):
 * the new bids, the item maximum, the tender's sequence and end, and the maximums that ended.
 */
async function storeBatch(
  tx: Db,
  b: {
    ihaleId: number;
    kalemId: number;
    startEnd: Date;
    stored: readonly PlacedBid[];
    ended: ReturnType<typeof endedProxies>;
    /** The bid record's CTEs (transparency/append.ts). */
    record: SQL[];
  },
): Promise<void> {
  const last = b.stored.at(-1);
  const parts: SQL[] = [...b.record];
  if (b.ended.length > 0) {
    const rows = b.ended.map((e) => sql`(${e.proxy.id}::bigint, ${e.reason}::text)`);
    parts.push(sql`biten as (
      update otomatik_teklif o set bitis_tarihi = now(), bitis_nedeni = v.neden
      from (values ${sql.join(rows, sql`, `)}) as v(id, neden)
      where o.id = v.id and o.bitis_tarihi is null
    )`);
  }
  if (!last) {
    if (parts.length > 0) await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
    return;
  }
  const rows = b.stored.map(
    (d) =>
      sql`(${b.ihaleId}, ${b.kalemId}, ${d.cariId}, ${d.rumuz}, ${d.tutar.toFixed(2)}, ${d.now.toISOString()}::timestamptz, ${d.siraNo}, ${d.otomatik})`,
  );
  parts.push(sql`yeni as (
    insert into teklif (ihale_id, ihale_kalem_id, cari_id, cari_rumuzu, teklif_tutari, teklif_tarihi, sira_no, otomatik)
    values ${sql.join(rows, sql`, `)}
  )`);
  parts.push(sql`kalem as (
    update ihale_kalem set tur_teklifleri_teklif_tutari_max = ${last.tutar.toFixed(2)} where id = ${b.kalemId}
  )`);
  const extendedEnd = last.end.getTime() !== b.startEnd.getTime() ? last.end.toISOString() : null;
  await tx.execute(sql`
    with ${sql.join(parts, sql`, `)}
    update ihale set teklif_sira_no = ${last.siraNo}, guncelleme_tarihi = ${last.now.toISOString()}::timestamptz,
      uzatilmis_bitis_tarihi = coalesce(${extendedEnd}::timestamptz, uzatilmis_bitis_tarihi)
    where id = ${b.ihaleId}`);
}

/**
 * Everything the bids check besides the tender row, in one query: for each distinct
 * (person, account) pair whether the person may act for the account right now (own person
 * account or an authorised company, read fresh) and the account's active alias in the tender;
 * who holds the highest bid; and the tender's active maximums with the same two facts of theirs.
 */
async function batchFacts(
  tx: Db,
  ihaleId: number,
  bids: readonly QueuedBid[],
): Promise<{
  highestCariId: number | null;
  perBid: Array<{ mayAct: boolean; rumuz: string | null }>;
  proxies: ProxyToDecide[];
  tree: TreeState;
}> {
  const pairKey = (b: { kimlikNo: string; cariId: number }) => `${b.kimlikNo}\u0000${b.cariId}`;
  const pairs = [...new Map(bids.map((b) => [pairKey(b), b])).values()];
  const mayAct = (kimlikNo: SQL, cariId: SQL) => sql`exists (
    select 1 from gercek_kisilik gk
    where gk.kimlik_no = ${kimlikNo}
      and (gk.cari_id = ${cariId}
           or exists (select 1 from firma_yetkili fy where fy.gercek_kisilik_id = gk.id and fy.firma_cari_id = ${cariId})))`;
  const rumuz = (cariId: SQL) => sql`(select k.cari_rumuzu from ihale_katilim_cari k
    where k.ihale_id = ${ihaleId} and k.cari_id = ${cariId} and k.is_active)`;
  const values = pairs.map((b, i) => sql`(${i}::int, ${b.kimlikNo}::text, ${b.cariId}::int)`);
  const perPair =
    pairs.length === 0
      ? sql`'[]'::json`
      : sql`(select json_agg(json_build_object('i', p.i, 'mayAct', ${mayAct(sql`p.kimlik_no`, sql`p.cari_id`)},
              'rumuz', ${rumuz(sql`p.cari_id`)}))
            from (values ${sql.join(values, sql`, `)}) as p(i, kimlik_no, cari_id))`;
  const result = await tx.execute(sql`
    select
      ${perPair} as pairs,
      (select t.cari_id from teklif t where t.ihale_id = ${ihaleId} order by t.sira_no desc limit 1) as highest_cari_id,
      (select json_agg(json_build_object('id', o.id, 'cariId', o.cari_id, 'azami', o.azami_tutar,
              'mayAct', ${mayAct(sql`o.kimlik_no`, sql`o.cari_id`)}, 'rumuz', ${rumuz(sql`o.cari_id`)}) order by o.id)
        from otomatik_teklif o where o.ihale_id = ${ihaleId} and o.bitis_tarihi is null) as proxies,
      ${latestTreeSql(ihaleId)} as tree`);
  const [row] = (
    result as unknown as {
      rows: Array<{
        pairs: Array<{ i: number; mayAct: boolean; rumuz: string | null }> | string | null;
        highest_cari_id: number | string | null;
        proxies:
          | Array<{ id: number; cariId: number; azami: number | string; mayAct: boolean; rumuz: string | null }>
          | string
          | null;
        tree: unknown;
      }>;
    }
  ).rows;
  const json = <V>(v: V[] | string | null): V[] => (typeof v === 'string' ? (JSON.parse(v) as V[]) : (v ?? []));
  const byPair = new Map<string, { mayAct: boolean; rumuz: string | null }>();
  for (const r of json(row.pairs))
    byPair.set(pairKey(pairs[Number(r.i)]), { mayAct: r.mayAct === true, rumuz: r.rumuz });
  const highest = row.highest_cari_id;
  return {
    highestCariId: highest === null ? null : Number(highest),
    perBid: bids.map((b) => byPair.get(pairKey(b)) ?? { mayAct: false, rumuz: null }),
    proxies: json(row.proxies).map((p) => ({
      id: Number(p.id),
      cariId: Number(p.cariId),
      azami: Number(p.azami),
      mayAct: p.mayAct === true,
      rumuz: p.rumuz,
    })),
    tree: parseTreeState(row.tree),
  };
}
