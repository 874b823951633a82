import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { FILE_USAGE, TENDER_STATUS, TENDER_TYPE } from '../../lib/contract/lookups';
import { PARA_BIRIMI, type Currency } from '../../lib/contract/money';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { ihale, ihaleDosya, ihaleKalem, otomatikUzatmaAyar } from '../db/schema';
import { depositFor } from '../seed/build-tenders';
import { OLCU_BIRIMI, TESLIMAT_YERI } from '../seed/data/lookups';
import { IMAGE_VARIANTS, imageUrl } from '../seed/media-manifest';

/** What a journey asks of its tender (server/e2e-fixtures/routes.ts validates it). */
export interface TenderSpec {
  baslik?: string;
  /** Minutes from now; negative for a tender that started already. */
  baslangicDakika: number;
  bitisDakika: number;
  acilisFiyati?: number;
  /** Default: the seed's rule, 10 % of the opening price rounded (server/seed/build-tenders.ts). */
  teminat?: number;
  paraBirimi?: Currency;
  /** "Son N dakikada verilen teklif süreyi M dakika uzatır."; none by default. */
  uzatma?: { sonDakika: number; uzatmaDakika: number } | null;
  /** Decided by the scheduler when bidding ends (default), or left at 214 for staff. */
  otomatikSonuclandirma?: boolean;
  kdvDahil?: boolean;
  oneCikar?: boolean;
  /** A draft (211) the İhale Sorumlusu is still preparing: not published, never started. */
  taslak?: boolean;
}

export interface MadeTender {
  id: number;
  baslik: string;
  kalemId: number;
  teminat: number;
  acilisFiyati: number;
}

/**
 * A tender of a journey's own, published and visible like one the İhale Sorumlusu published: it is
 * written as not started (212), and the scheduler starts it (the tender's start in the past: on its
 * next tick, which the caller waits for), so what a start does (the bid record's entry, the
 * notifications) happens as for any tender.
 */
export async function makeTender(db: Db, spec: TenderSpec, now: Date): Promise<MadeTender> {
  const minute = 60_000;
  const acilisFiyati = spec.acilisFiyati ?? 10_000;
  const teminat = spec.teminat ?? depositFor(acilisFiyati);
  const baslik = spec.baslik ?? `Hurda Bakır Kablo Parti ${randomInt(10_000, 100_000)}`;
  const start = new Date(now.getTime() + spec.baslangicDakika * minute);
  const end = new Date(now.getTime() + spec.bitisDakika * minute);
  if (end <= start) throw new Error('bitisDakika must be after baslangicDakika');
  return db.transaction(async (tx) => {
    const ruleId = spec.uzatma ? await extensionRule(tx as unknown as Db, spec.uzatma) : null;
    const [row] = await tx
      .insert(ihale)
      .values({
        baslik,
        aciklama: `<p><strong>${baslik}</strong> herkese açık e-satış ihalesi ile açık artırma usulüyle satışa sunulmuştur.</p><ul><li>Miktar: yaklaşık 3 Ton</li><li>Malzeme bulunduğu yerde ve olduğu gibi satılmaktadır.</li></ul>`,
        yayinTarihi: spec.taslak
          ? new Date(start.getTime() - 60 * minute)
          : new Date(Math.min(now.getTime() - minute, start.getTime() - minute)),
        baslangicTarihi: start,
        bitisTarihi: end,
        teminatTutari: teminat.toFixed(2),
        ihaleDurumuId: spec.taslak ? TENDER_STATUS.taslak : TENDER_STATUS.baslamadi,
        paraBirimiId: PARA_BIRIMI[spec.paraBirimi ?? 'TL'].id,
        ihaleTipiId: TENDER_TYPE.publicSale,
        otomatikUzatmaAyarId: ruleId,
        otomatikSonuclandirma: spec.otomatikSonuclandirma ?? true,
        kdvDahil: spec.kdvDahil ?? false,
        oneCikar: spec.oneCikar ?? false,
        guncellemeTarihi: now,
      })
      .returning({ id: ihale.id });
    const [item] = await tx
      .insert(ihaleKalem)
      .values({
        ihaleId: row.id,
        acilisFiyati: acilisFiyati.toFixed(2),
        miktar: '3.000',
        olcuBirimiId: OLCU_BIRIMI.Ton.id,
        aciklama: 'Karışık kesitli, PVC izoleli kablo hurdası.',
        herkeseAcikSatisIhaleKalemRumuz: 'Rumuz',
        teslimatYeriId: TESLIMAT_YERI.kirikkale.id,
        ihaleKalemKategoriId: 121,
      })
      .returning({ id: ihaleKalem.id });
    await tx.insert(ihaleDosya).values({
      ihaleId: row.id,
      url: imageUrl('bakir', (row.id % IMAGE_VARIANTS) + 1),
      adi: 'Kart Görseli',
      aciklama: baslik,
      kullanimTuruId: FILE_USAGE.cardImage,
      siraNo: 0,
    });
    return { id: row.id, baslik, kalemId: item.id, teminat, acilisFiyati };
  });
}

/** The extension rule with these minutes: the seed's when it has one, otherwise a new row. */
async function extensionRule(db: Db, r: { sonDakika: number; uzatmaDakika: number }): Promise<number> {
  const [found] = await db
    .select({ id: otomatikUzatmaAyar.id })
    .from(otomatikUzatmaAyar)
    .where(and(eq(otomatikUzatmaAyar.sonDakika, r.sonDakika), eq(otomatikUzatmaAyar.uzatmaDakika, r.uzatmaDakika)))
    .limit(1);
  if (found) return found.id;
  const [made] = await db
    .insert(otomatikUzatmaAyar)
    .values({
      aciklama: `Son ${r.sonDakika} dakikada verilen teklif süreyi ${r.uzatmaDakika} dakika uzatır.`,
      sonDakika: r.sonDakika,
      uzatmaDakika: r.uzatmaDakika,
    })
    .returning({ id: otomatikUzatmaAyar.id });
  return made.id;
}

/** How long a tender that starts at once may wait for the scheduler's next tick. */
const START_WAIT_MS = 15_000;

/** Waits until the scheduler has started the tender, as any tender (its bid record, its notifications). */
export async function waitForStart(db: Db, id: number): Promise<void> {
  const deadline = Date.now() + START_WAIT_MS;
  while (Date.now() < deadline) {
    const rows = (await db.execute(sql`select ihale_durumu_id as durum from ihale where id = ${id}`)) as unknown as {
      rows: Array<{ durum: number }>;
    };
    if (rows.rows[0]?.durum !== TENDER_STATUS.baslamadi) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new ApiError(503, 'SchedulerOff', `The scheduler did not start tender ${id} within ${START_WAIT_MS / 1000} s.`);
}
