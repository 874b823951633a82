import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FINISHED_STATUS_IDS } from '../../lib/rules/tender-status';
import type { Db } from '../db/client';
import type { RunnerUpOfferState } from '../../lib/contract/money';
import {
  ihale,
  ihaleKalem,
  ihaleKatilimCari,
  ihaleYanma,
  ikinciTeklifDaveti,
  olcuBirimi,
  otomatikUzatmaAyar,
  teklif,
} from '../db/schema';
import { tenderEndSql } from '../db/schema/tender-end';
import { isPortalTender } from '../tenders/visibility';

/**
 * The ended tenders the open data publishes (docs/architecture.md §12): public tenders of this
 * portal (tenders/visibility.ts: never a draft, a withdrawn, an unpublished or another
 * channel's tender) that finished for good (215, 216, 217). What is read here is what the public
 * tender page already shows; bidders are read by their per-tender alias only: no account id, name
 * or identity number is ever selected, so none can reach a release.
 */
export interface EndedTender {
  id: number;
  baslik: string;
  aciklama: string;
  yayinTarihi: Date;
  baslangicTarihi: Date;
  bitisTarihi: Date;
  uzatilmisBitisTarihi: Date | null;
  teminatTutari: string;
  ihaleDurumuId: number;
  paraBirimiId: number;
  odemeDurumu: number;
  kazananTutar: string | null;
  guncellemeTarihi: Date;
  sonucKararTarihi: Date | null;
  iptalNedeni: string | null;
  sonucNedeni: string | null;
  /** The winner's alias in this tender (215 only). */
  kazananRumuzu: string | null;
  /** The automatic extension rule: a bid in the last `sonDakika` minutes moves the end by `uzatmaDakika`. */
  uzatma: { sonDakika: number; uzatmaDakika: number } | null;
  items: { id: number; aciklama: string; acilisFiyati: string; miktar: string; birim: string }[];
  /** Every accepted bid, in the order placed (bids are never changed or deleted). */
  bids: { siraNo: number; rumuz: string; tutar: string; tarih: Date; otomatik: boolean }[];
  /**
   * The winners who did not pay and lost their deposit (settlement/forfeit.ts), oldest first: the
   * first winner, and the runner-up if they accepted the offer and did not pay either.
   */
  forfeits: { rumuz: string; yanmaTarihi: Date }[];
  /** The sale offered to the runner-up after the winner's forfeit (one per tender), or null. */
  offer: {
    rumuz: string;
    /** The defaulting winner the offer replaces. */
    oncekiRumuz: string;
    tutar: string;
    durum: RunnerUpOfferState;
    olusturmaTarihi: Date;
    sonYanitTarihi: Date;
    yanitTarihi: Date | null;
  } | null;
}

const isEnded = (now: Date) => and(isPortalTender(now), inArray(ihale.ihaleDurumuId, [...FINISHED_STATUS_IDS]));

/** One page of ended tender ids, newest end first, with one more row than asked to tell whether a next page exists. */
export async function endedTenderIds(db: Db, now: Date, offset: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: ihale.id })
    .from(ihale)
    .where(isEnded(now))
    .orderBy(desc(tenderEndSql), desc(ihale.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

/** The ended tenders of `ids` (others are left out), in the order of `ids`. */
export async function endedTenders(db: Db, now: Date, ids: number[]): Promise<EndedTender[]> {
  if (ids.length === 0) return [];
  const tenders = await db
    .select({
      id: ihale.id,
      baslik: ihale.baslik,
      aciklama: ihale.aciklama,
      yayinTarihi: ihale.yayinTarihi,
      baslangicTarihi: ihale.baslangicTarihi,
      bitisTarihi: ihale.bitisTarihi,
      uzatilmisBitisTarihi: ihale.uzatilmisBitisTarihi,
      teminatTutari: ihale.teminatTutari,
      ihaleDurumuId: ihale.ihaleDurumuId,
      paraBirimiId: ihale.paraBirimiId,
      odemeDurumu: ihale.odemeDurumu,
      kazananTutar: ihale.kazananTutar,
      guncellemeTarihi: ihale.guncellemeTarihi,
      sonucKararTarihi: ihale.sonucKararTarihi,
      iptalNedeni: ihale.iptalNedeni,
      sonucNedeni: ihale.sonucNedeni,
      kazananRumuzu: ihaleKatilimCari.cariRumuzu,
      sonDakika: otomatikUzatmaAyar.sonDakika,
      uzatmaDakika: otomatikUzatmaAyar.uzatmaDakika,
    })
    .from(ihale)
    .leftJoin(
      ihaleKatilimCari,
      and(eq(ihaleKatilimCari.ihaleId, ihale.id), eq(ihaleKatilimCari.cariId, ihale.kazananCariId)),
    )
    .leftJoin(otomatikUzatmaAyar, eq(otomatikUzatmaAyar.id, ihale.otomatikUzatmaAyarId))
    .where(and(inArray(ihale.id, ids), isEnded(now)));
  if (tenders.length === 0) return [];
  const found = tenders.map((t) => t.id);
  const previous = alias(ihaleKatilimCari, 'onceki_kazanan');
  const [items, bids, forfeits, offers] = await Promise.all([
    db
      .select({
        ihaleId: ihaleKalem.ihaleId,
        id: ihaleKalem.id,
        aciklama: ihaleKalem.aciklama,
        acilisFiyati: ihaleKalem.acilisFiyati,
        miktar: ihaleKalem.miktar,
        birim: olcuBirimi.adi,
      })
      .from(ihaleKalem)
      .innerJoin(olcuBirimi, eq(olcuBirimi.id, ihaleKalem.olcuBirimiId))
      .where(inArray(ihaleKalem.ihaleId, found))
      .orderBy(asc(ihaleKalem.id)),
    db
      .select({
        ihaleId: teklif.ihaleId,
        siraNo: teklif.siraNo,
        rumuz: teklif.cariRumuzu,
        tutar: teklif.teklifTutari,
        tarih: teklif.teklifTarihi,
        otomatik: teklif.otomatik,
      })
      .from(teklif)
      .where(inArray(teklif.ihaleId, found))
      .orderBy(asc(teklif.siraNo)),
    // Aliases only, as everywhere here: the account ids are joined on, never selected.
    db
      .select({ ihaleId: ihaleYanma.ihaleId, rumuz: ihaleKatilimCari.cariRumuzu, yanmaTarihi: ihaleYanma.yanmaTarihi })
      .from(ihaleYanma)
      .innerJoin(
        ihaleKatilimCari,
        and(eq(ihaleKatilimCari.ihaleId, ihaleYanma.ihaleId), eq(ihaleKatilimCari.cariId, ihaleYanma.cariId)),
      )
      .where(inArray(ihaleYanma.ihaleId, found))
      .orderBy(asc(ihaleYanma.yanmaTarihi), asc(ihaleYanma.id)),
    db
      .select({
        ihaleId: ikinciTeklifDaveti.ihaleId,
        rumuz: ihaleKatilimCari.cariRumuzu,
        oncekiRumuz: previous.cariRumuzu,
        tutar: ikinciTeklifDaveti.tutar,
        durum: ikinciTeklifDaveti.durum,
        olusturmaTarihi: ikinciTeklifDaveti.olusturmaTarihi,
        sonYanitTarihi: ikinciTeklifDaveti.sonYanitTarihi,
        yanitTarihi: ikinciTeklifDaveti.yanitTarihi,
      })
      .from(ikinciTeklifDaveti)
      .innerJoin(
        ihaleKatilimCari,
        and(
          eq(ihaleKatilimCari.ihaleId, ikinciTeklifDaveti.ihaleId),
          eq(ihaleKatilimCari.cariId, ikinciTeklifDaveti.cariId),
        ),
      )
      .innerJoin(
        previous,
        and(
          eq(previous.ihaleId, ikinciTeklifDaveti.ihaleId),
          eq(previous.cariId, ikinciTeklifDaveti.oncekiKazananCariId),
        ),
      )
      .where(inArray(ikinciTeklifDaveti.ihaleId, found)),
  ]);
  const byId = new Map(
    tenders.map(({ sonDakika, uzatmaDakika, ...t }) => [
      t.id,
      {
        ...t,
        uzatma: sonDakika !== null && uzatmaDakika !== null ? { sonDakika, uzatmaDakika } : null,
        items: items.filter((i) => i.ihaleId === t.id).map(({ ihaleId: _, ...i }) => i),
        bids: bids.filter((b) => b.ihaleId === t.id).map(({ ihaleId: _, ...b }) => b),
        forfeits: forfeits.filter((f) => f.ihaleId === t.id).map(({ ihaleId: _, ...f }) => f),
        offer: offers.filter((o) => o.ihaleId === t.id).map(({ ihaleId: _, ...o }) => o)[0] ?? null,
      } satisfies EndedTender,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
