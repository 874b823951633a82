import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The institution's generic lookup table ("Kategori"). One row per code the product uses:
 * tender types (parent 50: 51 public sale, 52 licensed sale), conversation topics (parent 190),
 * conversation states (parent 200: 201 opened, …), tender statuses (parent 210: 211–217) and
 * file usage types (parent 220: 221–223). Ids are fixed by docs/spec.md §9, so they are not serial.
 */
export const kategori = pgTable('kategori', {
  id: integer('id').primaryKey(),
  adi: text('adi').notNull(),
  ustKategoriId: integer('ust_kategori_id'),
  siraNo: integer('sira_no').notNull().default(0),
});

export const paraBirimi = pgTable('para_birimi', {
  id: serial('id').primaryKey(),
  adi: text('adi').notNull(),
  kod: text('kod').notNull().unique(),
});

export const olcuBirimi = pgTable('olcu_birimi', {
  id: serial('id').primaryKey(),
  adi: text('adi').notNull().unique(),
});

export const teslimatYeri = pgTable('teslimat_yeri', {
  id: serial('id').primaryKey(),
  adi: text('adi').notNull(),
  adresi: text('adresi').notNull(),
  aktif: boolean('aktif').notNull().default(true),
});

/** Material category tree of tender items; the root has id 1 and no parent. */
export const ihaleKalemKategori = pgTable('ihale_kalem_kategori', {
  id: integer('id').primaryKey(),
  adi: text('adi').notNull(),
  ustIhaleKalemKategoriId: integer('ust_ihale_kalem_kategori_id'),
  siraNo: integer('sira_no').notNull().default(0),
});

export const etiket = pgTable('etiket', {
  id: serial('id').primaryKey(),
  adi: text('adi').notNull().unique(),
});

/** Auto-extension rule: a bid inside the last `sonDakika` minutes moves the end to bid time + `uzatmaDakika`. */
export const otomatikUzatmaAyar = pgTable('otomatik_uzatma_ayar', {
  id: serial('id').primaryKey(),
  aciklama: text('aciklama').notNull(),
  sonDakika: integer('son_dakika').notNull(),
  uzatmaDakika: integer('uzatma_dakika').notNull(),
});
