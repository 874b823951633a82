import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ihale, ihaleKalem, otomatikUzatmaAyar } from '../db/schema';
import { isPortalTender } from '../modules/tenders/visibility';
import { decideBids } from './decide-bids';
import { BidMessages } from './messages';
import type { BidOutcome } from './place-bid';

/** A parsed bid waiting in a tender's queue. */
export interface QueuedBid {
  ihaleId: number;
  cariId: number;
  tutar: number;
  kimlikNo: string;
  now: () => Date;
}

/**
 * Decides and stores a batch of bids on ONE tender in ONE transaction: lock the tender and item
 * rows, read the facts of every bidding account in one query, apply the rules to each bid in
 * order in memory, write every accepted bid plus the item maximum and the tender sequence/end in
 * one statement, COMMIT once. Four round trips and one WAL flush for the whole batch, instead of
 * per bid. Outcomes come back in the batch's order; the caller answers only after this resolves,
 * i.e. after COMMIT.
 */
export async function runBidBatch(db: Db, ihaleId: number, bids: readonly QueuedBid[]): Promise<BidOutcome[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        durum: ihale.ihaleDurumuId,
        baslangic: ihale.baslangicTarihi,
        bitis: ihale.bitisTarihi,
        uzatilmis: ihale.uzatilmisBitisTarihi,
        siraNo: ihale.teklifSiraNo,
        kalemId: ihaleKalem.id,
        acilis: ihaleKalem.acilisFiyati,
        max: ihaleKalem.turTeklifleriTeklifTutariMax,
        sonDakika: otomatikUzatmaAyar.sonDakika,
        uzatmaDakika: otomatikUzatmaAyar.uzatmaDakika,
      })
      .from(ihale)
      .innerJoin(ihaleKalem, eq(ihaleKalem.ihaleId, ihale.id))
      .leftJoin(otomatikUzatmaAyar, eq(otomatikUzatmaAyar.id, ihale.otomatikUzatmaAyarId))
      // A tender the portal may not act on is refused exactly like a missing one.
      .where(and(eq(ihale.id, ihaleId), isPortalTender(bids[0].now())))
      .orderBy(ihaleKalem.id)
      .limit(1)
      .for('update', { of: [ihale, ihaleKalem] });
    if (!row) return bids.map(() => refused(BidMessages.tenderNotFound));

    const facts = await batchFacts(tx, ihaleId, bids);
    const startEnd = row.uzatilmis ?? row.bitis;
    // The clock is read after the lock: the time checked is the time the bid is recorded with.
    const decisions = decideBids(
      {
        durum: row.durum,
        baslangic: row.baslangic,
        end: startEnd,
        siraNo: row.siraNo,
        acilis: Number(row.acilis),
        max: Number(row.max),
        highestCariId: facts.highestCariId,
        sonDakika: row.sonDakika,
        uzatmaDakika: row.uzatmaDakika,
      },
      bids.map((b, i) => ({ cariId: b.cariId, tutar: b.tutar, now: b.now(), ...facts.perBid[i] })),
    );

    const accepted = decisions.flatMap((d) => (d.ok ? [d] : []));
    const last = accepted.at(-1);
    if (last) {
      const rows = accepted.map(
        (d) =>
          sql`(${ihaleId}, ${row.kalemId}, ${d.cariId}, ${d.rumuz}, ${d.tutar.toFixed(2)}, ${d.now.toISOString()}::timestamptz, ${d.siraNo})`,
      );
      const extendedEnd = last.end.getTime() !== startEnd.getTime() ? last.end.toISOString() : null;
      // Data-modifying CTEs always run to completion: bids, item maximum and tender in one statement.
      await tx.execute(sql`
        with yeni as (
          insert into teklif (ihale_id, ihale_kalem_id, cari_id, cari_rumuzu, teklif_tutari, teklif_tarihi, sira_no)
          values ${sql.join(rows, sql`, `)}
        ), kalem as (
          update ihale_kalem set tur_teklifleri_teklif_tutari_max = ${last.tutar.toFixed(2)} where id = ${row.kalemId}
        )
        update ihale set teklif_sira_no = ${last.siraNo}, guncelleme_tarihi = ${last.now.toISOString()}::timestamptz,
          uzatilmis_bitis_tarihi = coalesce(${extendedEnd}::timestamptz, uzatilmis_bitis_tarihi)
        where id = ${ihaleId}`);
    }
    return decisions.map(
      (d): BidOutcome =>
        d.ok
          ? {
              ok: true,
              recive: {
                id: ihaleId,
                teklif: d.tutar,
                cariRumuzu: d.rumuz,
                teklifZamani: d.now.toISOString(),
                uzatildiMi: d.extended,
                ihaleBitisSuresi: d.end.toISOString(),
                siraNo: d.siraNo,
              },
            }
          : refused(d.message),
    );
  });
}

const refused = (message: string): BidOutcome => ({ ok: false, messages: [message] });

/**
 * Everything the bids check besides the tender row, in one query: for each distinct
 * (person, account) pair whether the person may act for the account right now (own person
 * account or an authorised company, read fresh) and the account's active alias in the tender;
 * and who holds the highest bid.
 */
async function batchFacts(
  tx: Db,
  ihaleId: number,
  bids: readonly QueuedBid[],
): Promise<{ highestCariId: number | null; perBid: Array<{ mayAct: boolean; rumuz: string | null }> }> {
  const pairKey = (b: QueuedBid) => `${b.kimlikNo}\u0000${b.cariId}`;
  const pairs = [...new Map(bids.map((b) => [pairKey(b), b])).values()];
  const values = pairs.map((b, i) => sql`(${i}::int, ${b.kimlikNo}::text, ${b.cariId}::int)`);
  const result = await tx.execute(sql`
    select
      p.i,
      exists (
        select 1 from gercek_kisilik gk
        where gk.kimlik_no = p.kimlik_no
          and (gk.cari_id = p.cari_id
               or exists (select 1 from firma_yetkili fy where fy.gercek_kisilik_id = gk.id and fy.firma_cari_id = p.cari_id))
      ) as may_act,
      (select k.cari_rumuzu from ihale_katilim_cari k
        where k.ihale_id = ${ihaleId} and k.cari_id = p.cari_id and k.is_active) as rumuz,
      (select t.cari_id from teklif t where t.ihale_id = ${ihaleId} order by t.sira_no desc limit 1) as highest_cari_id
    from (values ${sql.join(values, sql`, `)}) as p(i, kimlik_no, cari_id)`);
  const rows = (
    result as unknown as {
      rows: Array<{ i: number | string; may_act: boolean; rumuz: string | null; highest_cari_id: number | null }>;
    }
  ).rows;
  const byPair = new Map<string, { mayAct: boolean; rumuz: string | null }>();
  for (const r of rows) byPair.set(pairKey(pairs[Number(r.i)]), { mayAct: r.may_act === true, rumuz: r.rumuz });
  const highest = rows[0]?.highest_cari_id ?? null;
  return {
    highestCariId: highest === null ? null : Number(highest),
    perBid: bids.map((b) => byPair.get(pairKey(b)) ?? { mayAct: false, rumuz: null }),
  };
}
