import {
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cari } from './accounts';
import {
  etiket,
  ihaleKalemKategori,
  kategori,
  olcuBirimi,
  otomatikUzatmaAyar,
  paraBirimi,
  teslimatYeri,
} from './lookups';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

export const ihale = pgTable(
  'ihale',
  {
    id: serial('id').primaryKey(),
    baslik: text('baslik').notNull(),
    aciklama: text('aciklama').notNull().default(''),
    yayinTarihi: ts('yayin_tarihi').notNull(),
    baslangicTarihi: ts('baslangic_tarihi').notNull(),
    bitisTarihi: ts('bitis_tarihi').notNull(),
    uzatilmisBitisTarihi: ts('uzatilmis_bitis_tarihi'),
    teminatTutari: money('teminat_tutari').notNull(),
    ihaleDurumuId: integer('ihale_durumu_id')
      .notNull()
      .references(() => kategori.id),
    paraBirimiId: integer('para_birimi_id')
      .notNull()
      .references(() => paraBirimi.id),
    /** 0 = nothing due, 1 = payment awaited, 2 = paid (set on won tenders). */
    odemeDurumu: smallint('odeme_durumu').notNull().default(0),
    sonOdemeIcinEklenecekGun: integer('son_odeme_icin_eklenecek_gun').notNull().default(7),
    oneCikar: boolean('one_cikar').notNull().default(false),
    yayindanKaldir: boolean('yayindan_kaldir').notNull().default(false),
    ihaleTipiId: integer('ihale_tipi_id')
      .notNull()
      .references(() => kategori.id),
    otomatikUzatmaAyarId: integer('otomatik_uzatma_ayar_id').references(() => otomatikUzatmaAyar.id),
    /** Whether the tender's prices include KDV (VAT); shown next to every price. */
    kdvDahil: boolean('kdv_dahil').notNull().default(false),
    /** Last per-tender bid sequence number handed out. */
    teklifSiraNo: integer('teklif_sira_no').notNull().default(0),
    kazananCariId: integer('kazanan_cari_id').references(() => cari.id),
    kazananTutar: money('kazanan_tutar'),
    sonOdemeTarihi: ts('son_odeme_tarihi'),
    guncellemeTarihi: ts('guncelleme_tarihi').notNull().defaultNow(),
    /**
     * On: when bidding ends the scheduler decides the tender at once (today's behaviour, kept for
     * the seeded tenders). Off (new tenders): it waits at 214 until an İhale Sorumlusu decides.
     */
    otomatikSonuclandirma: boolean('otomatik_sonuclandirma').notNull().default(false),
    /** Reasons the public page shows: withdrawal (YayindanKaldir), cancellation (217), no winner (216). */
    yayindanKaldirmaNedeni: text('yayindan_kaldirma_nedeni'),
    iptalNedeni: text('iptal_nedeni'),
    sonucNedeni: text('sonuc_nedeni'),
    /** Who decided the result (215/216) and when; null for automatic settling. */
    sonucKararPersonelId: integer('sonuc_karar_personel_id'),
    sonucKararTarihi: ts('sonuc_karar_tarihi'),
    olusturanPersonelId: integer('olusturan_personel_id'),
  },
  (t) => [
    index('ihale_liste_idx').on(t.ihaleTipiId, t.ihaleDurumuId, t.yayinTarihi),
    // Home page order (OneCikar desc, YayinTarihi desc, Id desc): read backwards, stops after the page.
    index('ihale_vitrin_idx').on(t.ihaleTipiId, t.oneCikar, t.yayinTarihi, t.id),
    index('ihale_baslangic_idx').on(t.baslangicTarihi),
    index('ihale_bitis_idx').on(t.bitisTarihi),
  ],
);

export const ihaleKalem = pgTable(
  'ihale_kalem',
  {
    id: serial('id').primaryKey(),
    ihaleId: integer('ihale_id')
      .notNull()
      .references(() => ihale.id),
    acilisFiyati: money('acilis_fiyati').notNull(),
    turTeklifleriTeklifTutariMax: money('tur_teklifleri_teklif_tutari_max').notNull().default('0'),
    miktar: numeric('miktar', { precision: 18, scale: 3 }).notNull(),
    olcuBirimiId: integer('olcu_birimi_id')
      .notNull()
      .references(() => olcuBirimi.id),
    aciklama: text('aciklama').notNull().default(''),
    herkeseAcikSatisIhaleKalemRumuz: text('herkese_acik_satis_ihale_kalem_rumuz').notNull(),
    teslimatYeriId: integer('teslimat_yeri_id')
      .notNull()
      .references(() => teslimatYeri.id),
    ihaleKalemKategoriId: integer('ihale_kalem_kategori_id')
      .notNull()
      .references(() => ihaleKalemKategori.id),
  },
  (t) => [index('ihale_kalem_ihale_idx').on(t.ihaleId), index('ihale_kalem_kategori_idx').on(t.ihaleKalemKategoriId)],
);

/** Tender files; `kullanimTuruId` 221 card image, 222 gallery image, 223 attachment. */
export const ihaleDosya = pgTable(
  'ihale_dosya',
  {
    id: serial('id').primaryKey(),
    ihaleId: integer('ihale_id')
      .notNull()
      .references(() => ihale.id),
    url: text('url').notNull(),
    adi: text('adi').notNull(),
    aciklama: text('aciklama').notNull().default(''),
    kullanimTuruId: integer('kullanim_turu_id')
      .notNull()
      .references(() => kategori.id),
    siraNo: integer('sira_no').notNull().default(0),
  },
  (t) => [index('ihale_dosya_ihale_idx').on(t.ihaleId)],
);

export const ihaleKalemDosya = pgTable(
  'ihale_kalem_dosya',
  {
    id: serial('id').primaryKey(),
    ihaleKalemId: integer('ihale_kalem_id')
      .notNull()
      .references(() => ihaleKalem.id),
    url: text('url').notNull(),
    adi: text('adi').notNull(),
    aciklama: text('aciklama').notNull().default(''),
    kullanimTuruId: integer('kullanim_turu_id')
      .notNull()
      .references(() => kategori.id),
  },
  (t) => [index('ihale_kalem_dosya_kalem_idx').on(t.ihaleKalemId)],
);

export const ihaleEtiket = pgTable(
  'ihale_etiket',
  {
    id: serial('id').primaryKey(),
    ihaleId: integer('ihale_id')
      .notNull()
      .references(() => ihale.id),
    etiketId: integer('etiket_id')
      .notNull()
      .references(() => etiket.id),
  },
  (t) => [uniqueIndex('ihale_etiket_uq').on(t.ihaleId, t.etiketId)],
);

/** Join record (IhaleKatilimCari): an account takes part in a tender under a tender-unique alias. */
export const ihaleKatilimCari = pgTable(
  'ihale_katilim_cari',
  {
    id: serial('id').primaryKey(),
    ihaleId: integer('ihale_id')
      .notNull()
      .references(() => ihale.id),
    cariId: integer('cari_id')
      .notNull()
      .references(() => cari.id),
    cariRumuzu: text('cari_rumuzu').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** null while the tender runs; 1 won, 2 lost. */
    kazanilmaDurumu: smallint('kazanilma_durumu'),
    katilimTarihi: ts('katilim_tarihi').notNull().defaultNow(),
    guncellemeTarihi: ts('guncelleme_tarihi').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ihale_katilim_cari_uq').on(t.ihaleId, t.cariId),
    uniqueIndex('ihale_katilim_rumuz_uq').on(t.ihaleId, t.cariRumuzu),
    index('ihale_katilim_cari_idx').on(t.cariId),
  ],
);

/** Bids. Never updated or deleted; `siraNo` is the per-tender sequence number. */
export const teklif = pgTable(
  'teklif',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ihaleId: integer('ihale_id')
      .notNull()
      .references(() => ihale.id),
    ihaleKalemId: integer('ihale_kalem_id')
      .notNull()
      .references(() => ihaleKalem.id),
    cariId: integer('cari_id')
      .notNull()
      .references(() => cari.id),
    cariRumuzu: text('cari_rumuzu').notNull(),
    teklifTutari: money('teklif_tutari').notNull(),
    teklifTarihi: ts('teklif_tarihi').notNull().defaultNow(),
    siraNo: integer('sira_no').notNull(),
    /** Placed by the portal for the account's maximum (otomatik teklif). */
    otomatik: boolean('otomatik').notNull().default(false),
  },
  (t) => [
    uniqueIndex('teklif_sira_uq').on(t.ihaleId, t.siraNo),
    uniqueIndex('teklif_tutar_uq').on(t.ihaleId, t.teklifTutari),
    index('teklif_cari_idx').on(t.cariId),
  ],
);

/**
 * Otomatik teklif maximums (lib/rules/proxy-bid.ts). A row is never changed but to end it: a new
 * maximum ends the old row ('degistirildi') and adds one, so the table is the history of every
 * maximum. At most one active row (bitisTarihi null) per tender and account; among equal maximums
 * the lower id (set earlier) wins. `azamiTutar` is secret: no public answer, message or log has it.
 */
export const otomatikTeklif = pgTable(
  'otomatik_teklif',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ihaleId: integer('ihale_id')
      .notNull()
      .references(() => ihale.id),
    cariId: integer('cari_id')
      .notNull()
      .references(() => cari.id),
    /** The person who set it: the portal bids only while they may still act for the account. */
    kimlikNo: text('kimlik_no').notNull(),
    azamiTutar: money('azami_tutar').notNull(),
    olusturmaTarihi: ts('olusturma_tarihi').notNull().defaultNow(),
    bitisTarihi: ts('bitis_tarihi'),
    /** Why it ended: iptal, degistirildi, asildi, ayrildi, yetki, ihaleBitti. */
    bitisNedeni: text('bitis_nedeni'),
  },
  (t) => [uniqueIndex('otomatik_teklif_aktif_uq').on(t.ihaleId, t.cariId).where(sql`bitis_tarihi is null`)],
);

export const favoriIhale = pgTable(
  'favori_ihale',
  {
    id: serial('id').primaryKey(),
    ihaleId: integer('ihale_id')
      .notNull()
      .references(() => ihale.id),
    cariId: integer('cari_id')
      .notNull()
      .references(() => cari.id),
    eklenmeTarihi: ts('eklenme_tarihi').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favori_ihale_uq').on(t.ihaleId, t.cariId), index('favori_ihale_cari_idx').on(t.cariId)],
);
