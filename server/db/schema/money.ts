import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CARD_MISMATCH_REASONS,
  CARD_MISMATCH_STATES,
  CARD_PAYMENT_STATES,
  COLLECTION_SOURCES,
  PAYMENT_ORDER_STATES,
  PAYMENT_PURPOSES,
  RUNNER_UP_OFFER_STATES,
  STATEMENT_DEBIT_STATES,
  STATEMENT_LINE_STATES,
} from '../../../lib/contract/money';
import { cari } from './accounts';
import { paraBirimi } from './lookups';
import { personel } from './staff';
import { ihale } from './tenders';

/**
 * Money moving in and out (docs/architecture.md §9). The deposit ledger itself is
 * `teminat_hareket` (accounts.ts); these tables record how money arrived or left and who decided.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const currency = () =>
  integer('para_birimi_id')
    .notNull()
    .references(() => paraBirimi.id);

/**
 * A card payment through the bank's virtual POS with 3-D Secure. `id` is the order id (oid) sent to
 * the bank. It starts as 'baslatildi' and leaves that state exactly once, by a conditional UPDATE,
 * so a callback that arrives twice changes nothing; only a genuine approval after the timeout may
 * still move a 'zaman_asimi' payment to 'basarili' (the bank has the money), once.
 */
export const kartOdeme = pgTable(
  'kart_odeme',
  {
    id: uuid('id').primaryKey(),
    cariId: integer('cari_id')
      .notNull()
      .references(() => cari.id),
    amac: text('amac', { enum: PAYMENT_PURPOSES }).notNull(),
    ihaleId: integer('ihale_id').references(() => ihale.id),
    tutar: money('tutar').notNull(),
    paraBirimiId: currency(),
    durum: text('durum', { enum: CARD_PAYMENT_STATES }).notNull().default('baslatildi'),
    /** TC kimlik no of the person who started it (acting for cariId). */
    baslatanKimlikNo: text('baslatan_kimlik_no').notNull(),
    /** What the bank answered: response code, authorisation code, masked card number, message. */
    bankaYanitKodu: text('banka_yanit_kodu'),
    bankaOnayKodu: text('banka_onay_kodu'),
    maskeliKartNo: text('maskeli_kart_no'),
    hataMesaji: text('hata_mesaji'),
    olusturmaTarihi: ts('olusturma_tarihi').notNull().defaultNow(),
    sonucTarihi: ts('sonuc_tarihi'),
  },
  (t) => [
    index('kart_odeme_cari_idx').on(t.cariId, t.olusturmaTarihi),
    index('kart_odeme_bekleyen_idx').on(t.durum, t.olusturmaTarihi),
    check('kart_odeme_tutar_pozitif', sql`${t.tutar} > 0`),
    check('kart_odeme_ihale', sql`(${t.amac} = 'ihale_bakiye') = (${t.ihaleId} is not null)`),
  ],
);

/** Every callback the bank sent, valid or not, as received (append-only: the trail of disputes). */
export const kartOdemeBildirim = pgTable(
  'kart_odeme_bildirim',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kartOdemeId: uuid('kart_odeme_id'),
    alinmaTarihi: ts('alinma_tarihi').notNull().defaultNow(),
    /** What the portal made of it (card-callback.ts CallbackOutcome): 'uygulandi', 'tekrar', 'gec', 'gec-uygulandi', 'gec-kuyrukta', 'imza-hatali', 'tutar-farkli', 'bilinmiyor'. */
    sonuc: text('sonuc').notNull(),
    govde: jsonb('govde').notNull(),
  },
  (t) => [index('kart_odeme_bildirim_odeme_idx').on(t.kartOdemeId)],
);

/**
 * Kart Ödemesi Uyuşmazlıkları: a genuine (signed) approval the portal did not credit by itself,
 * another amount or currency than the order, or a late one that could no longer be credited. It
 * keeps what the bank reported and waits for Mali İşler: 'beklemede' → 'iade_ediliyor' →
 * 'iade_edildi' (refunded to the card through the virtual POS, back to 'beklemede' if the bank
 * refuses) or 'beklemede' → 'alacaklandirildi' (credited as deposit, key `kart-uyusmazlik:<id>`),
 * each by a conditional UPDATE. One row per order: the bank approves an order id once.
 */
export const kartOdemeUyusmazlik = pgTable(
  'kart_odeme_uyusmazlik',
  {
    id: serial('id').primaryKey(),
    kartOdemeId: uuid('kart_odeme_id')
      .notNull()
      .unique()
      .references(() => kartOdeme.id),
    cariId: integer('cari_id')
      .notNull()
      .references(() => cari.id),
    neden: text('neden', { enum: CARD_MISMATCH_REASONS }).notNull(),
    durum: text('durum', { enum: CARD_MISMATCH_STATES }).notNull().default('beklemede'),
    /** The amount and currency as the bank reported them (text as sent, ISO 4217 numeric code). */
    bankaTutarMetni: text('banka_tutar_metni').notNull(),
    bankaParaBirimiKodu: text('banka_para_birimi_kodu').notNull(),
    /** The same read as money, when it could be (else only the text is kept and nothing can be done). */
    bankaTutar: money('banka_tutar'),
    /** The bank's currency as one of the portal's, null when it is none of them. */
    bankaParaBirimiId: integer('banka_para_birimi_id').references(() => paraBirimi.id),
    bankaOnayKodu: text('banka_onay_kodu'),
    maskeliKartNo: text('maskeli_kart_no'),
    bankaYaniti: text('banka_yaniti'),
    /** The bank's whole signed answer, as received. */
    govde: jsonb('govde').notNull(),
    alinmaTarihi: ts('alinma_tarihi').notNull(),
    kararPersonelId: integer('karar_personel_id').references(() => personel.id),
    kararTarihi: ts('karar_tarihi'),
    /** The ledger row a credit became. */
    teminatHareketId: integer('teminat_hareket_id'),
    /** The bank's answer to the refund (its transaction id), or why the last attempt failed. */
    iadeSonucu: text('iade_sonucu'),
  },
  (t) => [index('kart_odeme_uyusmazlik_durum_idx').on(t.durum, t.alinmaTarihi)],
);

/** An imported bank statement. The file's SHA-256 is unique: the same file imported twice changes nothing. */
export const bankaEkstresi = pgTable('banka_ekstresi', {
  id: serial('id').primaryKey(),
  dosyaOzeti: text('dosya_ozeti').notNull().unique(),
  dosyaAdi: text('dosya_adi').notNull(),
  bicim: text('bicim', { enum: ['csv', 'camt053'] }).notNull(),
  /**
   * The institution's account the statement is for (camt.053 Acct/Id/IBAN, the CSV's Hesap IBAN):
   * one account per file. Null only for a statement imported before migration 0010 without a credit.
   */
  hesapIban: text('hesap_iban'),
  yukleyenPersonelId: integer('yukleyen_personel_id')
    .notNull()
    .references(() => personel.id),
  yuklemeTarihi: ts('yukleme_tarihi').notNull().defaultNow(),
  /**
   * Until when the statement covers the account (docs/architecture.md §9, the forfeit waits for it):
   * camt.053 FrToDt/ToDtTm, or else the end of the Istanbul day of the file's latest booking date.
   * Null for a file with neither.
   */
  kapsamBitis: ts('kapsam_bitis'),
});

/**
 * One incoming credit of a statement, on the institution's account `hesapIban`. The bank's own
 * reference of the entry (`bankaReferansi`) is unique per account, so a line repeated in an
 * overlapping statement of that account is not credited twice; the same reference on another
 * account is another transfer. A line without the bank's reference has none (null: never equal to
 * another, so never dropped); when it looks like a line already imported for the account (booking
 * day, amount, currency, description) it is kept as 'benzer' and points at that line
 * (`benzedigiSatirId`). A matched or assigned line points at the ledger row (deposit) or the
 * collection (won tender's balance) it became.
 */
export const bankaEkstreSatiri = pgTable(
  'banka_ekstre_satiri',
  {
    id: serial('id').primaryKey(),
    ekstreId: integer('ekstre_id')
      .notNull()
      .references(() => bankaEkstresi.id),
    hesapIban: text('hesap_iban').notNull(),
    bankaReferansi: text('banka_referansi'),
    islemTarihi: ts('islem_tarihi').notNull(),
    tutar: money('tutar').notNull(),
    paraBirimiId: currency(),
    gonderen: text('gonderen').notNull().default(''),
    aciklama: text('aciklama').notNull().default(''),
    durum: text('durum', { enum: STATEMENT_LINE_STATES }).notNull(),
    benzedigiSatirId: integer('benzedigi_satir_id'),
    cariId: integer('cari_id').references(() => cari.id),
    ihaleId: integer('ihale_id').references(() => ihale.id),
    teminatHareketId: integer('teminat_hareket_id'),
    tahsilatId: integer('tahsilat_id'),
    atayanPersonelId: integer('atayan_personel_id').references(() => personel.id),
    atamaTarihi: ts('atama_tarihi'),
    /** A refund the bank returned: the request whose money this credit brought back. */
    iadeTalebiId: integer('iade_talebi_id'),
  },
  (t) => [
    foreignKey({ name: 'banka_ekstre_satiri_benzedigi_fk', columns: [t.benzedigiSatirId], foreignColumns: [t.id] }),
    uniqueIndex('banka_ekstre_satiri_hesap_referans_uq').on(t.hesapIban, t.bankaReferansi),
    index('banka_ekstre_satiri_benzer_idx').on(t.hesapIban, t.paraBirimiId, t.tutar, t.islemTarihi),
    index('banka_ekstre_satiri_durum_idx').on(t.durum, t.islemTarihi),
    check('banka_ekstre_satiri_tutar_pozitif', sql`${t.tutar} > 0`),
    check(
      'banka_ekstre_satiri_benzer_kaynak',
      sql`${t.durum} <> 'benzer' or (${t.benzedigiSatirId} is not null and ${t.bankaReferansi} is null)`,
    ),
  ],
);

/**
 * One outgoing transfer (debit) of a statement, on the institution's account `hesapIban`: what the
 * bank booked, with the transfer's EndToEndId and the creditor's IBAN as the statement gives them.
 * Its bank reference is unique per account like a credit's, so an overlapping statement repeats
 * nothing. 'eslesti' names the refund request it paid (settled by it); 'eslesmedi' waits, listed,
 * for Mali İşler.
 */
export const bankaEkstreBorcSatiri = pgTable(
  'banka_ekstre_borc_satiri',
  {
    id: serial('id').primaryKey(),
    ekstreId: integer('ekstre_id')
      .notNull()
      .references(() => bankaEkstresi.id),
    hesapIban: text('hesap_iban').notNull(),
    bankaReferansi: text('banka_referansi'),
    islemTarihi: ts('islem_tarihi').notNull(),
    tutar: money('tutar').notNull(),
    paraBirimiId: currency(),
    /** The transfer's EndToEndId (the refund request id in the portal's pain.001), null when none. */
    uctanUcaKimlik: text('uctan_uca_kimlik'),
    /** The creditor's IBAN and name as the statement gives them (camt.053 RltdPties/CdtrAcct, Cdtr). */
    aliciIban: text('alici_iban'),
    aliciAdi: text('alici_adi').notNull().default(''),
    aciklama: text('aciklama').notNull().default(''),
    durum: text('durum', { enum: STATEMENT_DEBIT_STATES }).notNull(),
    iadeTalebiId: integer('iade_talebi_id'),
  },
  (t) => [
    uniqueIndex('banka_ekstre_borc_satiri_hesap_referans_uq').on(t.hesapIban, t.bankaReferansi),
    index('banka_ekstre_borc_satiri_durum_idx').on(t.durum, t.islemTarihi),
    uniqueIndex('banka_ekstre_borc_satiri_talep_uq').on(t.iadeTalebiId),
    check('banka_ekstre_borc_satiri_tutar_pozitif', sql`${t.tutar} > 0`),
    check('banka_ekstre_borc_satiri_eslesen_talep', sql`(${t.durum} = 'eslesti') = (${t.iadeTalebiId} is not null)`),
  ],
);

/**
 * Money received for a won tender's balance (append-only). The tender is paid when the collections
 * reach the winning amount less the deposit used towards it.
 */
export const ihaleTahsilat = pgTable(
  'ihale_tahsilat',
  {
    id: serial('id').primaryKey(),
    ihaleId: integer('ihale_id')
      .notNull()
      .references(() => ihale.id),
    cariId: integer('cari_id')
      .notNull()
      .references(() => cari.id),
    /** The amount in kuruş (bigint, exact): the one stored truth, written by server/money/ledger alone. */
    tutarKurus: bigint('tutar_kurus', { mode: 'bigint' }).notNull(),
    /** The same amount in lira, computed by the database from `tutar_kurus` for readers; never written. */
    tutar: money('tutar').notNull().generatedAlwaysAs(sql`tutar_kurus / 100.0`),
    paraBirimiId: currency(),
    kaynak: text('kaynak', { enum: COLLECTION_SOURCES }).notNull(),
    kartOdemeId: uuid('kart_odeme_id'),
    ekstreSatiriId: integer('ekstre_satiri_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    personelId: integer('personel_id'),
    islemTarihi: ts('islem_tarihi').notNull().defaultNow(),
  },
  (t) => [
    index('ihale_tahsilat_ihale_idx').on(t.ihaleId),
    check('ihale_tahsilat_tutar_pozitif', sql`${t.tutarKurus} > 0`),
  ],
);

/**
 * A payment order (ödeme talimatı) of refunds for the bank, in one currency. Four eyes: the
 * approver is never the preparer (checked by the server and by the constraint).
 */
export const odemeTalimati = pgTable(
  'odeme_talimati',
  {
    id: serial('id').primaryKey(),
    paraBirimiId: currency(),
    durum: text('durum', { enum: PAYMENT_ORDER_STATES }).notNull().default('hazirlandi'),
    hazirlayanPersonelId: integer('hazirlayan_personel_id')
      .notNull()
      .references(() => personel.id),
    hazirlamaTarihi: ts('hazirlama_tarihi').notNull().defaultNow(),
    onaylayanPersonelId: integer('onaylayan_personel_id').references(() => personel.id),
    onayTarihi: ts('onay_tarihi'),
    /**
     * The bank file's MsgId (and PmtInfId), fixed in the UPDATE that approves the order, unique
     * across the institution (ISO 20022 Max35Text): every download of the order is the same
     * message, so the bank's duplicate check stops a second payment.
     */
    mesajKimligi: text('mesaj_kimligi').unique(),
    /** The bank file's CreDtTm (and its execution date), fixed at approval. */
    dosyaOlusturmaTarihi: ts('dosya_olusturma_tarihi'),
    /** The institution's account that pays it (the debtor of the file), as it was at approval. */
    borcluIban: text('borclu_iban'),
    borcluHesapAdi: text('borclu_hesap_adi'),
    /**
     * Sent: when and by whom the approved order's bank file was first produced (downloaded); its
     * requests went 'onaylandi' → 'gonderildi' in the same transaction.
     */
    gonderimTarihi: ts('gonderim_tarihi'),
    gonderenPersonelId: integer('gonderen_personel_id').references(() => personel.id),
  },
  (t) => [
    check(
      'odeme_talimati_dort_goz',
      sql`${t.onaylayanPersonelId} is null or ${t.onaylayanPersonelId} <> ${t.hazirlayanPersonelId}`,
    ),
    check('odeme_talimati_mesaj_kimligi_uzunluk', sql`char_length(${t.mesajKimligi}) between 1 and 35`),
    check(
      'odeme_talimati_onayli_dosya',
      sql`${t.durum} <> 'onaylandi' or (${t.mesajKimligi} is not null and ${t.dosyaOlusturmaTarihi} is not null)`,
    ),
  ],
);

/**
 * The sale offered to the runner-up after the winner defaulted (one per tender): at their own last
 * bid, to accept or decline by `sonYanitTarihi`.
 */
export const ikinciTeklifDaveti = pgTable('ikinci_teklif_daveti', {
  id: serial('id').primaryKey(),
  ihaleId: integer('ihale_id')
    .notNull()
    .unique()
    .references(() => ihale.id),
  cariId: integer('cari_id')
    .notNull()
    .references(() => cari.id),
  /** The defaulting winner, whose deposit was forfeited. */
  oncekiKazananCariId: integer('onceki_kazanan_cari_id')
    .notNull()
    .references(() => cari.id),
  tutar: money('tutar').notNull(),
  sonYanitTarihi: ts('son_yanit_tarihi').notNull(),
  durum: text('durum', { enum: RUNNER_UP_OFFER_STATES }).notNull().default('beklemede'),
  olusturmaTarihi: ts('olusturma_tarihi').notNull().defaultNow(),
  yanitTarihi: ts('yanit_tarihi'),
});

/**
 * A won tender's deposit forfeited for a winner who did not pay by the deadline (settlement/forfeit.ts):
 * the deadline the winner had (the tender's own is replaced when the runner-up accepts) and why the
 * sweep acted then ('ekstre': the account's statements covered the deadline; 'bekleme': the
 * institution's grace for a statement passed). A transfer of theirs booked on or before that deadline
 * but imported later is shown to Mali İşler as 'süresinde ödenmiş, geç aktarılmış'.
 */
export const ihaleYanma = pgTable(
  'ihale_yanma',
  {
    id: serial('id').primaryKey(),
    ihaleId: integer('ihale_id')
      .notNull()
      .references(() => ihale.id),
    cariId: integer('cari_id')
      .notNull()
      .references(() => cari.id),
    sonOdemeTarihi: ts('son_odeme_tarihi').notNull(),
    gerekce: text('gerekce', { enum: ['ekstre', 'bekleme'] }).notNull(),
    yanmaTarihi: ts('yanma_tarihi').notNull(),
  },
  (t) => [uniqueIndex('ihale_yanma_ihale_cari_uq').on(t.ihaleId, t.cariId)],
);
