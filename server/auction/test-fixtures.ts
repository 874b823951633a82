/**
 * A small, fully known data set for auction, participation and favourite tests: the lookups the
 * tender tables need, people and companies with deposits and contract acceptances, and tenders
 * in any state and time window.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PARA_BIRIMI } from '../../lib/contract/money';
import type { Db } from '../db/client';
import { postDepositIn } from '../money/ledger/postings';
import { toKurus } from '../kernel/kurus';
import {
  cari,
  firmaYetkili,
  gercekKisilik,
  ihale,
  ihaleKalem,
  ihaleKalemKategori,
  kategori,
  olcuBirimi,
  otomatikUzatmaAyar,
  paraBirimi,
  sozlesmeOnay,
  teslimatYeri,
} from '../db/schema';
import { CURRENT_CONTRACT_VERSION } from '../modules/accounts/contract-version';

export interface AuctionLookups {
  paraBirimiId: number;
  olcuBirimiId: number;
  teslimatYeriId: number;
  /** "Son 3 dakikada verilen teklif süreyi 3 dakika uzatır." */
  uzatma3x3: number;
  /** A rule whose extension is shorter than its window (5 min window, 2 min extension). */
  uzatma5x2: number;
}

export async function insertAuctionLookups(db: Db): Promise<AuctionLookups> {
  await db
    .insert(kategori)
    .values([
      { id: 50, adi: 'İhale Tipi' },
      { id: 51, adi: 'Herkese Açık Satış', ustKategoriId: 50 },
      { id: 52, adi: 'Lisanslı Satış', ustKategoriId: 50 },
      { id: 210, adi: 'İhale Durumu' },
      { id: 211, adi: 'Taslak', ustKategoriId: 210 },
      { id: 212, adi: 'Başlamadı', ustKategoriId: 210 },
      { id: 213, adi: 'Devam Ediyor', ustKategoriId: 210 },
      { id: 214, adi: 'Teklifler Değerlendiriliyor', ustKategoriId: 210 },
      { id: 215, adi: 'Kazanan Belirli', ustKategoriId: 210 },
      { id: 216, adi: 'Kazanan Belirsiz', ustKategoriId: 210 },
      { id: 217, adi: 'İptal', ustKategoriId: 210 },
    ])
    .onConflictDoNothing();
  await db.insert(ihaleKalemKategori).values({ id: 1, adi: 'Tüm Kategoriler' }).onConflictDoNothing();
  const [pb] = await db.insert(paraBirimi).values({ adi: 'TL', kod: 'TRY' }).returning({ id: paraBirimi.id });
  const [ob] = await db.insert(olcuBirimi).values({ adi: 'Ton' }).returning({ id: olcuBirimi.id });
  const [ty] = await db
    .insert(teslimatYeri)
    .values({ adi: 'Kırıkkale Fabrikası', adresi: 'Yahşihan, Kırıkkale' })
    .returning({ id: teslimatYeri.id });
  const [a] = await db
    .insert(otomatikUzatmaAyar)
    .values({ aciklama: 'Son 3 dakikada verilen teklif süreyi 3 dakika uzatır.', sonDakika: 3, uzatmaDakika: 3 })
    .returning({ id: otomatikUzatmaAyar.id });
  const [b] = await db
    .insert(otomatikUzatmaAyar)
    .values({ aciklama: 'Son 5 dakikada verilen teklif süreyi 2 dakika uzatır.', sonDakika: 5, uzatmaDakika: 2 })
    .returning({ id: otomatikUzatmaAyar.id });
  return { paraBirimiId: pb.id, olcuBirimiId: ob.id, teslimatYeriId: ty.id, uzatma3x3: a.id, uzatma5x2: b.id };
}

export async function deposit(
  db: Db,
  cariId: number,
  tutar: number,
  at = new Date('2026-01-01T00:00:00Z'),
): Promise<void> {
  if (tutar <= 0) return;
  // Through the ledger's own posting, as a statement line would (nothing else writes the ledger).
  await postDepositIn(db, {
    cariId,
    paraBirimiId: PARA_BIRIMI.TL.id,
    tutarKurus: toKurus(tutar),
    aciklama: 'Teminat yatırma (EFT)',
    idempotencyKey: `test-yatirma:${cariId}:${randomUUID()}`,
    at,
  });
}

export async function acceptContract(db: Db, cariId: number, versiyon = CURRENT_CONTRACT_VERSION): Promise<void> {
  await db.insert(sozlesmeOnay).values({ cariId, ihaleTipiId: 51, versiyon });
}

export interface TestPerson {
  kimlikNo: string;
  cariId: number;
  gercekKisilikId: number;
}

/** A registered natural person with their account, a deposit and (by default) current contracts. */
export async function createPerson(
  db: Db,
  p: { kimlikNo: string; adi?: string; soyadi?: string; deposit?: number; contract?: number | null },
): Promise<TestPerson> {
  const adi = p.adi ?? 'Test';
  const soyadi = p.soyadi ?? `Kişi ${p.kimlikNo.slice(-3)}`;
  const [c] = await db
    .insert(cari)
    .values({ tur: 'gercek', unvan: `${adi} ${soyadi}` })
    .returning({ id: cari.id });
  const [g] = await db
    .insert(gercekKisilik)
    .values({ cariId: c.id, kimlikNo: p.kimlikNo, adi, soyadi, gsm: '5321234567', eposta: 'test@example.com.tr' })
    .returning({ id: gercekKisilik.id });
  await deposit(db, c.id, p.deposit ?? 5_000_000);
  if (p.contract !== null) await acceptContract(db, c.id, p.contract ?? CURRENT_CONTRACT_VERSION);
  return { kimlikNo: p.kimlikNo, cariId: c.id, gercekKisilikId: g.id };
}

/** A company account the given people are authorised for. */
export async function createCompany(
  db: Db,
  p: { unvan: string; vkn: string; owners: TestPerson[]; deposit?: number; contract?: number | null },
): Promise<number> {
  const [c] = await db.insert(cari).values({ tur: 'firma', unvan: p.unvan, vergiNo: p.vkn }).returning({ id: cari.id });
  for (const o of p.owners)
    await db.insert(firmaYetkili).values({ gercekKisilikId: o.gercekKisilikId, firmaCariId: c.id });
  await deposit(db, c.id, p.deposit ?? 5_000_000);
  if (p.contract !== null) await acceptContract(db, c.id, p.contract ?? CURRENT_CONTRACT_VERSION);
  return c.id;
}

/** The bid tests' cast: Ayşe, Mehmet, and a company Ayşe is authorised for. */
export async function createBidders(db: Db): Promise<{ ayse: TestPerson; mehmet: TestPerson; company: number }> {
  const ayse = await createPerson(db, { kimlikNo: '10000000146' });
  const mehmet = await createPerson(db, { kimlikNo: '10000000214' });
  const company = await createCompany(db, { unvan: 'Ege Geri Dönüşüm Ltd. Şti.', vkn: '9876543217', owners: [ayse] });
  return { ayse, mehmet, company };
}

export interface TenderSpec {
  durum: number;
  start: Date;
  end: Date;
  opening: number;
  teminat?: number;
  ayarId?: number | null;
  yayin?: Date;
  baslik?: string;
  sonOdemeGun?: number;
  ihaleTipiId?: number;
  yayindanKaldir?: boolean;
  /** Settle by itself when bidding ends (default true, as the seeded tenders); false waits at 214. */
  otomatikSonuclandirma?: boolean;
}

export async function createTender(
  db: Db,
  l: AuctionLookups,
  t: TenderSpec,
): Promise<{ ihaleId: number; kalemId: number }> {
  const [row] = await db
    .insert(ihale)
    .values({
      baslik: t.baslik ?? 'Hurda Bakır Kablo (yaklaşık 12 ton)',
      aciklama: '<p>Test ihalesi</p>',
      yayinTarihi: t.yayin ?? new Date(t.start.getTime() - 86_400_000),
      baslangicTarihi: t.start,
      bitisTarihi: t.end,
      teminatTutari: (t.teminat ?? Math.round(t.opening / 10)).toFixed(2),
      ihaleDurumuId: t.durum,
      paraBirimiId: l.paraBirimiId,
      ihaleTipiId: t.ihaleTipiId ?? 51,
      otomatikUzatmaAyarId: t.ayarId ?? null,
      sonOdemeIcinEklenecekGun: t.sonOdemeGun ?? 7,
      yayindanKaldir: t.yayindanKaldir ?? false,
      otomatikSonuclandirma: t.otomatikSonuclandirma ?? true,
    })
    .returning({ id: ihale.id });
  const [k] = await db
    .insert(ihaleKalem)
    .values({
      ihaleId: row.id,
      acilisFiyati: t.opening.toFixed(2),
      miktar: '12.000',
      olcuBirimiId: l.olcuBirimiId,
      herkeseAcikSatisIhaleKalemRumuz: 'Rumuz',
      teslimatYeriId: l.teslimatYeriId,
      ihaleKalemKategoriId: 1,
    })
    .returning({ id: ihaleKalem.id });
  return { ihaleId: row.id, kalemId: k.id };
}

export async function tenderRow(db: Db, ihaleId: number) {
  const [row] = await db.select().from(ihale).where(eq(ihale.id, ihaleId));
  return row;
}

/** A clock tests move by hand. */
export function manualClock(start: Date) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    set: (d: Date) => {
      t = d.getTime();
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

export const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);
