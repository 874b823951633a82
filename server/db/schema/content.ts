import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cari } from './accounts';
import { kategori } from './lookups';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const duyuru = pgTable(
  'duyuru',
  {
    id: serial('id').primaryKey(),
    baslik: text('baslik').notNull(),
    icerik: text('icerik').notNull(),
    yayinTarihi: ts('yayin_tarihi').notNull(),
    popup: boolean('popup').notNull().default(false),
    yayindanKaldir: boolean('yayindan_kaldir').notNull().default(false),
    ihaleTipiId: integer('ihale_tipi_id')
      .notNull()
      .references(() => kategori.id),
  },
  (t) => [index('duyuru_yayin_idx').on(t.ihaleTipiId, t.yayinTarihi)],
);

export const anaSayfaSlider = pgTable('ana_sayfa_slider', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  siraNo: integer('sira_no').notNull(),
  aciklama: text('aciklama').notNull().default(''),
  ihaleTipiId: integer('ihale_tipi_id')
    .notNull()
    .references(() => kategori.id),
  aktif: boolean('aktif').notNull().default(true),
});

/** Portal content pages by SayfaId: 141 membership terms, 142 KVKK, 143 user agreement, 144 FAQ, 145 guide. */
export const portalSayfa = pgTable('portal_sayfa', {
  id: serial('id').primaryKey(),
  sayfaId: integer('sayfa_id').notNull().unique(),
  baslik: text('baslik').notNull(),
  icerik: text('icerik').notNull(),
  ihaleTipiId: integer('ihale_tipi_id')
    .notNull()
    .references(() => kategori.id),
});

/** Support conversation of an account with the institution. */
export const iletisim = pgTable(
  'iletisim',
  {
    id: serial('id').primaryKey(),
    cariId: integer('cari_id')
      .notNull()
      .references(() => cari.id),
    konuId: integer('konu_id')
      .notNull()
      .references(() => kategori.id),
    durumId: integer('durum_id')
      .notNull()
      .references(() => kategori.id),
    baslik: text('baslik').notNull(),
    ihaleTipiId: integer('ihale_tipi_id')
      .notNull()
      .references(() => kategori.id),
    acilisTarihi: ts('acilis_tarihi').notNull().defaultNow(),
    sonCevap: ts('son_cevap'),
  },
  (t) => [index('iletisim_cari_idx').on(t.cariId)],
);

export const iletisimYazisma = pgTable(
  'iletisim_yazisma',
  {
    id: serial('id').primaryKey(),
    iletisimId: integer('iletisim_id')
      .notNull()
      .references(() => iletisim.id),
    icerik: text('icerik').notNull(),
    yazanAdiSoyadi: text('yazan_adi_soyadi').notNull(),
    kurumYazisi: boolean('kurum_yazisi').notNull().default(false),
    olusturmaTarihi: ts('olusturma_tarihi').notNull().defaultNow(),
  },
  (t) => [index('iletisim_yazisma_iletisim_idx').on(t.iletisimId)],
);

/** Portal settings edited in the back-office, one JSON value per key (contact details: 'iletisim'). */
export const portalAyar = pgTable('portal_ayar', {
  anahtar: text('anahtar').primaryKey(),
  deger: jsonb('deger').notNull(),
  guncellemeTarihi: ts('guncelleme_tarihi').notNull().defaultNow(),
});
