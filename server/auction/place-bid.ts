import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { IHALE_DURUMU } from '../db/seed/constants';
import { ihale, ihaleKalem, ihaleKatilimCari, otomatikUzatmaAyar, teklif } from '../db/schema';
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

  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        durum: ihale.ihaleDurumuId,
        baslangic: ihale.baslangicTarihi,
        bitis: ihale.bitisTarihi,
        uzatilmis: ihale.uzatilmisBitisTarihi,
        siraNo: ihale.teklifSiraNo,
        ayarId: ihale.otomatikUzatmaAyarId,
        kalemId: ihaleKalem.id,
        acilis: ihaleKalem.acilisFiyati,
        max: ihaleKalem.turTeklifleriTeklifTutariMax,
      })
      .from(ihale)
      .innerJoin(ihaleKalem, eq(ihaleKalem.ihaleId, ihale.id))
      .where(eq(ihale.id, input.ihaleId))
      .orderBy(ihaleKalem.id)
      .limit(1)
      .for('update');
    if (!row) return refuse(BidMessages.tenderNotFound);

    // The clock is read after the lock: the time checked is the time the bid is recorded with.
    const now = req.now();
    const end = row.uzatilmis ?? row.bitis;
    if (row.durum !== IHALE_DURUMU.devamEdiyor) {
      return refuse(row.durum === IHALE_DURUMU.baslamadi ? BidMessages.notStartedYet : BidMessages.notRunning);
    }
    if (now < row.baslangic) return refuse(BidMessages.notStartedYet);
    if (now >= end) return refuse(BidMessages.ended);

    if (!(await mayActFor(tx, req.caller.kimlikNo, input.cariId))) return refuse(BidMessages.notYourAccount);

    const [katilim] = await tx
      .select({ rumuz: ihaleKatilimCari.cariRumuzu })
      .from(ihaleKatilimCari)
      .where(
        and(
          eq(ihaleKatilimCari.ihaleId, input.ihaleId),
          eq(ihaleKatilimCari.cariId, input.cariId),
          eq(ihaleKatilimCari.isActive, true),
        ),
      );
    if (!katilim) return refuse(BidMessages.notJoined);

    const opening = Number(row.acilis);
    const current = Number(row.max);
    const minimum = minimumAcceptableBid(opening, current);
    if (input.tutar < minimum) return refuse(BidMessages.tooLow(formatTl(minimum)));

    const [highest] = await tx
      .select({ cariId: teklif.cariId })
      .from(teklif)
      .where(eq(teklif.ihaleId, input.ihaleId))
      .orderBy(desc(teklif.siraNo))
      .limit(1);
    if (highest?.cariId === input.cariId) return refuse(BidMessages.alreadyHighest);

    let newEnd = end;
    if (row.ayarId !== null) {
      const [ayar] = await tx
        .select({ son: otomatikUzatmaAyar.sonDakika, uzatma: otomatikUzatmaAyar.uzatmaDakika })
        .from(otomatikUzatmaAyar)
        .where(eq(otomatikUzatmaAyar.id, row.ayarId));
      if (ayar && end.getTime() - now.getTime() <= ayar.son * 60_000) {
        // Never shortens: the end moves to bid time + M minutes only when that is later.
        const candidate = new Date(now.getTime() + ayar.uzatma * 60_000);
        if (candidate > end) newEnd = candidate;
      }
    }
    const extended = newEnd.getTime() !== end.getTime();

    const siraNo = row.siraNo + 1;
    await tx.insert(teklif).values({
      ihaleId: input.ihaleId,
      ihaleKalemId: row.kalemId,
      cariId: input.cariId,
      cariRumuzu: katilim.rumuz,
      teklifTutari: input.tutar.toFixed(2),
      teklifTarihi: now,
      siraNo,
    });
    await tx
      .update(ihale)
      .set({ teklifSiraNo: siraNo, guncellemeTarihi: now, ...(extended ? { uzatilmisBitisTarihi: newEnd } : {}) })
      .where(eq(ihale.id, input.ihaleId));
    await tx
      .update(ihaleKalem)
      .set({ turTeklifleriTeklifTutariMax: input.tutar.toFixed(2) })
      .where(eq(ihaleKalem.id, row.kalemId));

    return {
      ok: true as const,
      recive: {
        id: input.ihaleId,
        teklif: input.tutar,
        cariRumuzu: katilim.rumuz,
        teklifZamani: now.toISOString(),
        uzatildiMi: extended,
        ihaleBitisSuresi: newEnd.toISOString(),
        siraNo,
      },
    };
  });
}

/** Whether the person may act for the account right now (own person account or an authorised company). */
export async function mayActFor(db: Db, kimlikNo: string, cariId: number): Promise<boolean> {
  const rows = await db.execute(sql`
    select 1 as ok from gercek_kisilik gk
    where gk.kimlik_no = ${kimlikNo}
      and (gk.cari_id = ${cariId}
           or exists (select 1 from firma_yetkili fy where fy.gercek_kisilik_id = gk.id and fy.firma_cari_id = ${cariId}))
    limit 1`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}
