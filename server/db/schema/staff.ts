import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { STAFF_ROLE_KEYS } from '../../../lib/contract/staff';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The institution's staff (docs/architecture.md §8): citizens with a staff record, signing in at
 * /yonetim/giris through e-Devlet and a TOTP second factor. `totpGizli` is the base32 secret, set
 * at enrolment and confirmed by the first valid code (`totpOnayTarihi`); `totpSonAdim` is the
 * last time step accepted, so a code is never accepted twice.
 */
export const personel = pgTable('personel', {
  id: serial('id').primaryKey(),
  kimlikNo: text('kimlik_no').notNull().unique(),
  adiSoyadi: text('adi_soyadi').notNull(),
  aktif: boolean('aktif').notNull().default(true),
  totpGizli: text('totp_gizli'),
  totpOnayTarihi: ts('totp_onay_tarihi'),
  totpSonAdim: bigint('totp_son_adim', { mode: 'number' }),
  hataliDeneme: integer('hatali_deneme').notNull().default(0),
  kilitBitis: ts('kilit_bitis'),
  olusturmaTarihi: ts('olusturma_tarihi').notNull().defaultNow(),
});

export const personelRol = pgTable(
  'personel_rol',
  {
    personelId: integer('personel_id')
      .notNull()
      .references(() => personel.id),
    rol: text('rol', { enum: STAFF_ROLE_KEYS }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.personelId, t.rol] }),
    check('personel_rol_gecerli', sql`${t.rol} in ('yonetici', 'ihale', 'mali', 'destek')`),
  ],
);

/** One-time recovery codes, stored as sha256; `kullanimTarihi` set when spent. */
export const personelKurtarmaKodu = pgTable(
  'personel_kurtarma_kodu',
  {
    id: serial('id').primaryKey(),
    personelId: integer('personel_id')
      .notNull()
      .references(() => personel.id),
    kodOzeti: text('kod_ozeti').notNull(),
    kullanimTarihi: ts('kullanim_tarihi'),
  },
  (t) => [index('personel_kurtarma_kodu_personel_idx').on(t.personelId)],
);

/** A staff session: ends on sign-out, or after 30 minutes without a request (`sonEtkinlik`). */
export const personelOturum = pgTable(
  'personel_oturum',
  {
    id: uuid('id').primaryKey(),
    personelId: integer('personel_id')
      .notNull()
      .references(() => personel.id),
    baslangic: ts('baslangic').notNull(),
    sonEtkinlik: ts('son_etkinlik').notNull(),
    bitis: ts('bitis'),
  },
  (t) => [index('personel_oturum_personel_idx').on(t.personelId)],
);

/**
 * The audit trail: every staff action, written in the transaction of the action itself. Rows are
 * never changed or deleted: a trigger (migration 0005) refuses UPDATE, DELETE and TRUNCATE for
 * every database role the application uses.
 */
export const denetimKaydi = pgTable(
  'denetim_kaydi',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    zaman: ts('zaman').notNull().defaultNow(),
    personelId: integer('personel_id').references(() => personel.id),
    personelAdi: text('personel_adi').notNull(),
    islem: text('islem').notNull(),
    hedefTuru: text('hedef_turu'),
    hedefId: text('hedef_id'),
    onceki: jsonb('onceki'),
    sonraki: jsonb('sonraki'),
    ayrinti: text('ayrinti'),
    ip: text('ip'),
  },
  (t) => [
    index('denetim_kaydi_zaman_idx').on(t.zaman),
    index('denetim_kaydi_personel_idx').on(t.personelId, t.zaman),
    index('denetim_kaydi_hedef_idx').on(t.hedefTuru, t.hedefId),
  ],
);
