import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { LEDGER_KINDS, REFUND_STATES } from '../../../lib/contract/money';
import { paraBirimi } from './lookups';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * e-Devlet stand-in: the citizens the dev identity provider knows. The real e-Devlet is not
 * reachable; this table is what it would answer (name, contact data) for a TC kimlik no.
 */
export const edevletVatandas = pgTable('edevlet_vatandas', {
  kimlikNo: text('kimlik_no').primaryKey(),
  adi: text('adi').notNull(),
  soyadi: text('soyadi').notNull(),
  eposta: text('eposta'),
  gsm: text('gsm'),
});

/** MERSIS (company registry) stand-in: companies and their partners with signing authority. */
export const mersisFirma = pgTable('mersis_firma', {
  vkn: text('vkn').primaryKey(),
  unvani: text('unvani').notNull(),
});

export const mersisOrtak = pgTable(
  'mersis_ortak',
  {
    vkn: text('vkn')
      .notNull()
      .references(() => mersisFirma.vkn),
    kimlikNo: text('kimlik_no').notNull(),
    adSoyad: text('ad_soyad').notNull(),
    yetkili: boolean('yetkili').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.vkn, t.kimlikNo] })],
);

/** A portal account (cari): either a natural person or a company. All scoped data hangs off it. */
export const cari = pgTable(
  'cari',
  {
    id: serial('id').primaryKey(),
    tur: text('tur', { enum: ['gercek', 'firma'] }).notNull(),
    unvan: text('unvan').notNull(),
    vergiNo: text('vergi_no'),
    olusturmaTarihi: ts('olusturma_tarihi').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cari_vergi_no_uq').on(t.vergiNo)],
);

/** The portal's natural-person record; created by the registration call (SozlesmeleriOnayliGercekKisilikEkle). */
export const gercekKisilik = pgTable('gercek_kisilik', {
  id: serial('id').primaryKey(),
  cariId: integer('cari_id')
    .notNull()
    .unique()
    .references(() => cari.id),
  kimlikNo: text('kimlik_no').notNull().unique(),
  adi: text('adi').notNull(),
  soyadi: text('soyadi').notNull(),
  gsm: text('gsm'),
  eposta: text('eposta'),
  epostaBildirimOnayi: boolean('eposta_bildirim_onayi').notNull().default(false),
  gsmBildirimOnayi: boolean('gsm_bildirim_onayi').notNull().default(false),
});

/** Who may act for which company: a person authorised for a company account. */
export const firmaYetkili = pgTable(
  'firma_yetkili',
  {
    gercekKisilikId: integer('gercek_kisilik_id')
      .notNull()
      .references(() => gercekKisilik.id),
    firmaCariId: integer('firma_cari_id')
      .notNull()
      .references(() => cari.id),
    eklenmeTarihi: ts('eklenme_tarihi').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gercekKisilikId, t.firmaCariId] })],
);

/** Contract acceptances; `versiyon` below the current contract version means "outdated" (sonucTipi 2). */
export const sozlesmeOnay = pgTable(
  'sozlesme_onay',
  {
    id: serial('id').primaryKey(),
    cariId: integer('cari_id')
      .notNull()
      .references(() => cari.id),
    ihaleTipiId: integer('ihale_tipi_id').notNull(),
    versiyon: integer('versiyon').notNull(),
    onayTarihi: ts('onay_tarihi').notNull().defaultNow(),
  },
  (t) => [index('sozlesme_onay_cari_idx').on(t.cariId, t.ihaleTipiId)],
);

export const aktiviteLog = pgTable('aktivite_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  cariId: integer('cari_id')
    .notNull()
    .references(() => cari.id),
  gercekKisilikId: integer('gercek_kisilik_id').references(() => gercekKisilik.id),
  activityType: text('activity_type', { enum: ['login', 'logout'] }).notNull(),
  tarih: ts('tarih').notNull().defaultNow(),
});

/** Single-use, short-lived codes the e-Devlet stand-in hands back as `access_token`. Stored hashed. */
export const externalLoginCode = pgTable('external_login_code', {
  tokenHash: text('token_hash').primaryKey(),
  kimlikNo: text('kimlik_no').notNull(),
  provider: text('provider').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Opaque refresh tokens, stored hashed, rotated on every use; reuse revokes the whole family. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    kimlikNo: text('kimlik_no').notNull(),
    clientId: text('client_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    /**
     * The one account (person or company) the session acts for, chosen once at /callback and
     * the same on every row of the family (docs/spec.md §1: fixed until the user logs out and in again).
     */
    aktifCariId: integer('aktif_cari_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_token_family_idx').on(t.familyId)],
);

export const cariIban = pgTable('cari_iban', {
  cariId: integer('cari_id')
    .primaryKey()
    .references(() => cari.id),
  iban: text('iban').notNull(),
  guncellemeTarihi: ts('guncelleme_tarihi').notNull().defaultNow(),
});

/**
 * Append-only deposit (teminat) ledger. Rows are never updated or deleted; every balance of the
 * financial summary is a sum over it. `yon` 1 = into the account's available deposit, 2 = out of it;
 * the kinds and their directions are LEDGER_DIRECTION (lib/contract/money.ts). Written only by
 * server/money/ledger (a test fails when another file does).
 */
export const teminatHareket = pgTable(
  'teminat_hareket',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cariId: integer('cari_id')
      .notNull()
      .references(() => cari.id),
    ihaleId: integer('ihale_id'),
    iadeTalebiId: integer('iade_talebi_id'),
    tur: text('tur', { enum: LEDGER_KINDS }).notNull(),
    yon: smallint('yon').notNull(),
    /** The amount in kuruş (bigint, exact): the one stored truth, written by server/money/ledger alone. */
    tutarKurus: bigint('tutar_kurus', { mode: 'bigint' }).notNull(),
    /** The same amount in lira, computed by the database from `tutar_kurus` for readers; never written. */
    tutar: numeric('tutar', { precision: 18, scale: 2 }).notNull().generatedAlwaysAs(sql`tutar_kurus / 100.0`),
    aciklama: text('aciklama').notNull(),
    durum: text('durum').notNull().default('Tamamlandı'),
    islemTarihi: ts('islem_tarihi').notNull().defaultNow(),
    /** Every row carries its currency (docs/architecture.md §9): balances are per currency. */
    paraBirimiId: integer('para_birimi_id')
      .notNull()
      .default(1)
      .references(() => paraBirimi.id),
    /**
     * Required of every posting (server/money/ledger/postings.ts): it names the act ('kart:<oid>',
     * 'blokaj:<ihale>:<cari>:<n>', …), and the unique index turns a repeat into a no-op.
     */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The staff member whose act wrote the row (statement assignment, refund decision, forfeit); null for the bidder's own acts. */
    personelId: integer('personel_id'),
  },
  (t) => [
    index('teminat_hareket_cari_idx').on(t.cariId, t.islemTarihi),
    check('teminat_hareket_tutar_pozitif', sql`${t.tutarKurus} > 0`),
    check('teminat_hareket_yon', sql`${t.yon} in (1, 2)`),
  ],
);

/**
 * A refund request (docs/architecture.md §9). Its money left the available balance with the
 * `iade_talebi` ledger row; it ends as paid out (`iade`, when a payment order holding it is
 * approved) or rejected with a reason (`iade_red`, the amount comes back).
 */
export const teminatIadeTalebi = pgTable('teminat_iade_talebi', {
  id: serial('id').primaryKey(),
  cariId: integer('cari_id')
    .notNull()
    .references(() => cari.id),
  talepTutari: numeric('talep_tutari', { precision: 18, scale: 2 }).notNull(),
  iban: text('iban').notNull(),
  durum: text('durum', { enum: REFUND_STATES }).notNull().default('beklemede'),
  talepTarihi: ts('talep_tarihi').notNull().defaultNow(),
  paraBirimiId: integer('para_birimi_id')
    .notNull()
    .default(1)
    .references(() => paraBirimi.id),
  /** The payment order that pays it out (null until one is prepared). */
  odemeTalimatiId: integer('odeme_talimati_id'),
  redNedeni: text('red_nedeni'),
  kararPersonelId: integer('karar_personel_id'),
  kararTarihi: ts('karar_tarihi'),
  /** The account's name as the bank file pays it (Cdtr Nm), fixed when its payment order is approved. */
  aliciAdi: text('alici_adi'),
  /** Settled: the booking date of the outgoing transfer on the institution's statement. */
  odemeTarihi: ts('odeme_tarihi'),
  /** Returned by the bank: the booking date of the return on the institution's statement. */
  donusTarihi: ts('donus_tarihi'),
});
