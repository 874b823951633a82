import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationEvent } from '../../../lib/contract/notifications';
import { cari, gercekKisilik } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The outbox (docs/architecture.md §13): one row per event, written in the transaction of what
 * caused it, keyed by `tekil_anahtar` so the same cause written twice is one event. The worker
 * turns each row into inbox items and deliveries and stamps `islenme_tarihi`.
 */
export const bildirimOlayi = pgTable(
  'bildirim_olayi',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tur: text('tur').notNull(),
    /** The account told, or null for tender-wide events the worker fans out. */
    cariId: integer('cari_id').references(() => cari.id),
    ihaleId: integer('ihale_id'),
    veri: jsonb('veri').$type<NotificationEvent>().notNull(),
    tekilAnahtar: text('tekil_anahtar').notNull(),
    olusturmaTarihi: ts('olusturma_tarihi').notNull().defaultNow(),
    islenmeTarihi: ts('islenme_tarihi'),
  },
  (t) => [
    uniqueIndex('bildirim_olayi_tekil_uq').on(t.tekilAnahtar),
    index('bildirim_olayi_bekleyen_idx').on(t.id).where(sql`islenme_tarihi is null`),
  ],
);

/** The in-portal inbox: one item per event and account; always written, whatever the consents. */
export const bildirim = pgTable(
  'bildirim',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    olayId: bigint('olay_id', { mode: 'number' })
      .notNull()
      .references(() => bildirimOlayi.id),
    cariId: integer('cari_id')
      .notNull()
      .references(() => cari.id),
    tur: text('tur').notNull(),
    ihaleId: integer('ihale_id'),
    baslik: text('baslik').notNull(),
    metin: text('metin').notNull(),
    baglanti: text('baglanti'),
    olusturmaTarihi: ts('olusturma_tarihi').notNull().defaultNow(),
    okunmaTarihi: ts('okunma_tarihi'),
  },
  (t) => [
    uniqueIndex('bildirim_olay_cari_uq').on(t.olayId, t.cariId),
    index('bildirim_cari_idx').on(t.cariId, t.id),
    index('bildirim_cari_tur_ihale_idx').on(t.cariId, t.tur, t.ihaleId, t.olusturmaTarihi),
  ],
);

/**
 * One message to one person on one channel (e-mail, SMS, a browser's push subscription). The unique
 * key makes a re-run of the worker add nothing; `durum` moves bekliyor → gonderildi | basarisiz, or
 * → birlestirildi: a coalesced notice held until `gonderSonra` that a later one of the same kind,
 * tender and account replaced by then (relay.ts: merged into it, never dropped).
 */
export const bildirimTeslimat = pgTable(
  'bildirim_teslimat',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bildirimId: bigint('bildirim_id', { mode: 'number' })
      .notNull()
      .references(() => bildirim.id),
    gercekKisilikId: integer('gercek_kisilik_id')
      .notNull()
      .references(() => gercekKisilik.id),
    kanal: text('kanal', { enum: ['eposta', 'sms', 'push'] }).notNull(),
    /** The address used: e-mail, GSM number, or the push subscription's endpoint. */
    alici: text('alici').notNull(),
    durum: text('durum', { enum: ['bekliyor', 'gonderildi', 'basarisiz', 'birlestirildi'] })
      .notNull()
      .default('bekliyor'),
    /** Held until then (a coalesced notice, relay.ts); null: queued for sending when written. */
    gonderSonra: ts('gonder_sonra'),
    /**
     * The delivery queue's clock (deliver.ts): a worker's lease while it sends (a worker that died
     * leaves it to run out, and another takes the delivery), then, after a failed attempt, the
     * backoff before the next. Null: free to take. On the database's clock, not the portal's.
     */
    kilitBitis: ts('kilit_bitis'),
    deneme: integer('deneme').notNull().default(0),
    sonHata: text('son_hata'),
    olusturmaTarihi: ts('olusturma_tarihi').notNull().defaultNow(),
    gonderimTarihi: ts('gonderim_tarihi'),
  },
  (t) => [
    uniqueIndex('bildirim_teslimat_uq').on(t.bildirimId, t.gercekKisilikId, t.kanal, t.alici),
    index('bildirim_teslimat_bekleyen_idx').on(t.id).where(sql`durum = 'bekliyor'`),
    index('bildirim_teslimat_ertelenen_idx').on(t.gonderSonra).where(sql`gonder_sonra is not null`),
  ],
);

/** A browser a person turned push notifications on in (Web Push subscription, RFC 8030/8291). */
export const pushAboneligi = pgTable(
  'push_aboneligi',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gercekKisilikId: integer('gercek_kisilik_id')
      .notNull()
      .references(() => gercekKisilik.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    olusturmaTarihi: ts('olusturma_tarihi').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_aboneligi_endpoint_uq').on(t.endpoint),
    index('push_aboneligi_kisi_idx').on(t.gercekKisilikId),
  ],
);
