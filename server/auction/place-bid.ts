import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { IHALE_DURUMU } from '../db/seed/constants';
import { ihale, ihaleKalem, otomatikUzatmaAyar } from '../db/schema';
import { MAX_BID, minimumAcceptableBid } from './increments';
import { BidMessages, formatTl } from './messages';

/** Live bid as the tender group receives it (`Recive`); `siraNo` is the per-tender sequence number. */
export interface RecivePayload {
  id: number;
  teklif: number;
  cariRumuzu: string;
  teklifZamani: string;
  uzatildiMi: boolean;
  /** The end that now applies (ISO), extended or not. */
  ihaleBitisSuresi: string;
  siraNo: number;
}

export type BidOutcome = { ok: true; recive: RecivePayload } | { ok: false; messages: string[] };

export interface BidRequest {
  /** The signed-in person and the accounts their token carried. */
  caller: { kimlikNo: string; cariIds: readonly number[] };
  payload: unknown;
  now: () => Date;
}

const refuse = (message: string): BidOutcome => ({ ok: false, messages: [message] });

/** A positive integer id from a number or a digit string; null otherwise. */
export function parseId(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** The bid amount: whole TL, from a JSON number or a digit string (the bid box sends digits only). */
function parseAmount(v: unknown): { amount: number } | { error: string } {
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && /^\d{1,16}$/.test(v.trim())) n = Number(v.trim());
  else return { error: BidMessages.notWholeNumber };
  if (!Number.isFinite(n) || !Number.isInteger(n) || n <= 0) return { error: BidMessages.notWholeNumber };
  if (n > MAX_BID) return { error: BidMessages.tooLarge };
  return { amount: n };
}

function readPayload(payload: unknown): { cariId: number; ihaleId: number; tutar: number } | { error: string } {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return { error: BidMessages.invalidPayload };
  const p = payload as Record<string, unknown>;
  const cariId = parseId(p.cariId ?? p.CariId);
  const ihaleId = parseId(p.ihaleId ?? p.IhaleId);
  if (cariId === null || ihaleId === null) return { error: BidMessages.invalidPayload };
  const amount = parseAmount(p.tutar ?? p.Tutar);
  if ('error' in amount) return amount;
  return { cariId, ihaleId, tutar: amount.amount };
}

/**
 * Places one bid under the rules of ARCHITECTURE.md §5, in ONE transaction that locks the tender
 * and its item row: concurrent bids on a tender run one after another, so sequence numbers and
 * amounts strictly increase. Resolves only after COMMIT: an accepted bid is durable.
 */
export async function placeBid(db: Db, req: BidRequest): Promise<BidOutcome> {
  const input = readPayload(req.payload);
  if ('error' in input) return refuse(input.error);
  // Quick check on the token's accounts; the transaction re-checks against the database.
  if (!req.caller.cariIds.includes(input.cariId)) return refuse(BidMessages.notYourAccount);

  // Five round trips: BEGIN, lock + read, the checks, one write statement, COMMIT.
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
      .where(eq(ihale.id, input.ihaleId))
      .orderBy(ihaleKalem.id)
      .limit(1)
      .for('update', { of: [ihale, ihaleKalem] });
    if (!row) return refuse(BidMessages.tenderNotFound);

    // The clock is read after the lock: the time checked is the time the bid is recorded with.
    const now = req.now();
    const end = row.uzatilmis ?? row.bitis;
    if (row.durum !== IHALE_DURUMU.devamEdiyor) {
      return refuse(row.durum === IHALE_DURUMU.baslamadi ? BidMessages.notStartedYet : BidMessages.notRunning);
    }
    if (now < row.baslangic) return refuse(BidMessages.notStartedYet);
    if (now >= end) return refuse(BidMessages.ended);

    const facts = await bidFacts(tx, { kimlikNo: req.caller.kimlikNo, cariId: input.cariId, ihaleId: input.ihaleId });
    if (!facts.mayAct) return refuse(BidMessages.notYourAccount);
    if (facts.rumuz === null) return refuse(BidMessages.notJoined);

    const opening = Number(row.acilis);
    const current = Number(row.max);
    const minimum = minimumAcceptableBid(opening, current);
    if (input.tutar < minimum) return refuse(BidMessages.tooLow(formatTl(minimum)));
    if (facts.highestCariId === input.cariId) return refuse(BidMessages.alreadyHighest);

    let newEnd = end;
    if (
      row.sonDakika !== null &&
      row.uzatmaDakika !== null &&
      end.getTime() - now.getTime() <= row.sonDakika * 60_000
    ) {
      // Never shortens: the end moves to bid time + M minutes only when that is later.
      const candidate = new Date(now.getTime() + row.uzatmaDakika * 60_000);
      if (candidate > end) newEnd = candidate;
    }
    const extended = newEnd.getTime() !== end.getTime();
    const siraNo = row.siraNo + 1;
    const tutar = input.tutar.toFixed(2);
    // Data-modifying CTEs always run to completion: bid, item maximum and tender in one statement.
    await tx.execute(sql`
      with yeni as (
        insert into teklif (ihale_id, ihale_kalem_id, cari_id, cari_rumuzu, teklif_tutari, teklif_tarihi, sira_no)
        values (${input.ihaleId}, ${row.kalemId}, ${input.cariId}, ${facts.rumuz}, ${tutar}, ${now.toISOString()}::timestamptz, ${siraNo})
      ), kalem as (
        update ihale_kalem set tur_teklifleri_teklif_tutari_max = ${tutar} where id = ${row.kalemId}
      )
      update ihale set teklif_sira_no = ${siraNo}, guncelleme_tarihi = ${now.toISOString()}::timestamptz,
        uzatilmis_bitis_tarihi = coalesce(${extended ? newEnd.toISOString() : null}::timestamptz, uzatilmis_bitis_tarihi)
      where id = ${input.ihaleId}`);
    return {
      ok: true as const,
      recive: {
        id: input.ihaleId,
        teklif: input.tutar,
        cariRumuzu: facts.rumuz,
        teklifZamani: now.toISOString(),
        uzatildiMi: extended,
        ihaleBitisSuresi: newEnd.toISOString(),
        siraNo,
      },
    };
  });
}

/**
 * Everything a bid checks besides the tender row, in one query: whether the person may act for
 * the account right now (own person account or an authorised company, read fresh), the account's
 * active alias in the tender, and who holds the highest bid.
 */
async function bidFacts(
  tx: Db,
  p: { kimlikNo: string; cariId: number; ihaleId: number },
): Promise<{ mayAct: boolean; rumuz: string | null; highestCariId: number | null }> {
  const result = await tx.execute(sql`
    select
      exists (
        select 1 from gercek_kisilik gk
        where gk.kimlik_no = ${p.kimlikNo}
          and (gk.cari_id = ${p.cariId}
               or exists (select 1 from firma_yetkili fy where fy.gercek_kisilik_id = gk.id and fy.firma_cari_id = ${p.cariId}))
      ) as may_act,
      (select k.cari_rumuzu from ihale_katilim_cari k
        where k.ihale_id = ${p.ihaleId} and k.cari_id = ${p.cariId} and k.is_active) as rumuz,
      (select t.cari_id from teklif t where t.ihale_id = ${p.ihaleId} order by t.sira_no desc limit 1) as highest_cari_id`);
  const [r] = (
    result as unknown as { rows: Array<{ may_act: boolean; rumuz: string | null; highest_cari_id: number | null }> }
  ).rows;
  return {
    mayAct: r.may_act === true,
    rumuz: r.rumuz,
    highestCariId: r.highest_cari_id === null ? null : Number(r.highest_cari_id),
  };
}
