/**
 * The notification vocabulary (issue #15, docs/architecture.md §13): what a bidder is told, through
 * which channels, the limits, the outbox event shapes the server writes in the transaction of what
 * caused them, and the inbox item the browser reads. One definition each; the server (enqueue,
 * worker, templates), the inbox API and the bell import them.
 */

/** Every kind of notification. */
export const NOTIFICATION_KINDS = [
  'teklifGecildi', // a rival bid passed yours on a tender you joined
  'favoriBaslayacak', // a favourite tender starts in FAVOURITE_STARTS_SOON_MINUTES
  'favoriBasladi', // a favourite tender started
  'bitiyor', // a joined tender ends in ENDING_SOON_MINUTES
  'uzatildi', // a joined tender was extended
  'kazandi', // you won (amount, deposit used, balance, deadline)
  'kaybetti', // you did not win; your deposit is released
  'teminatAlindi', // your deposit payment was received
  'odemeAlindi', // your payment towards a won tender's balance was received (what is left, if any)
  'iadeOnaylandi', // your refund was approved (in a payment order)
  'iadeOdendi', // your refund was paid out (the statement shows the transfer)
  'iadeDondu', // the bank returned your refund; the amount is available deposit again
  'iadeReddedildi', // your refund was rejected, with the reason
  'odemeYarinSonGun', // the balance of a won tender is due tomorrow
  'ikinciTeklifDaveti', // the winner defaulted; the sale is offered to you
  'ihaleIptal', // a tender you joined was cancelled, with the reason
  'yanitVerildi', // the institution answered your conversation
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The channels. The inbox always gets a notification; the others only as the person consented. */
export const NOTIFICATION_CHANNELS = ['gelenKutusu', 'eposta', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** SMS is for what cannot wait (issue #15): outbid, won, payment deadline, cancellation. */
export const SMS_KINDS: readonly NotificationKind[] = ['teklifGecildi', 'kazandi', 'odemeYarinSonGun', 'ihaleIptal'];

/**
 * Outbid and extension messages per tender and account: one at once, then the latest of this many
 * minutes when they end; none held in a tender's last minutes (server/notifications/relay.ts holdFor).
 */
export const OUTBID_COALESCE_MINUTES = 5;
/** A favourite tender's "starts soon" notice goes this long before its start. */
export const FAVOURITE_STARTS_SOON_MINUTES = 60;
/** A joined tender's "ends soon" notice goes this long before its end. */
export const ENDING_SOON_MINUTES = 30;

/** An amount as the ledger keeps it: whole kuruş (1/100 of the unit) and the currency's para_birimi id. */
export interface MoneyAmount {
  kurus: number;
  paraBirimiId: number;
}

/**
 * What the server writes to the outbox (`bildirim_olayi`), in the same transaction as the cause.
 * Tender-wide events (no `cariId`) are fanned out by the worker to the accounts concerned: joined
 * accounts (teklifGecildi minus the new leader, bitiyor, uzatildi, ihaleIptal) or the accounts that
 * favourited the tender (favoriBaslayacak, favoriBasladi). Dates are ISO strings.
 */
export type NotificationEvent =
  | { tur: 'teklifGecildi'; ihaleId: number; liderCariId: number; teklif: MoneyAmount; zaman: string }
  | { tur: 'favoriBaslayacak'; ihaleId: number; baslangic: string }
  | { tur: 'favoriBasladi'; ihaleId: number }
  | { tur: 'bitiyor'; ihaleId: number; bitis: string }
  | { tur: 'uzatildi'; ihaleId: number; bitis: string }
  | {
      tur: 'kazandi';
      cariId: number;
      ihaleId: number;
      tutar: MoneyAmount;
      kullanilanTeminat: MoneyAmount;
      kalanOdeme: MoneyAmount;
      sonOdemeTarihi: string | null;
    }
  | { tur: 'kaybetti'; cariId: number; ihaleId: number; serbestTeminat: MoneyAmount }
  | { tur: 'teminatAlindi'; cariId: number; tutar: MoneyAmount }
  | { tur: 'odemeAlindi'; cariId: number; ihaleId: number; tutar: MoneyAmount; kalanOdeme: MoneyAmount }
  | { tur: 'iadeOnaylandi'; cariId: number; tutar: MoneyAmount }
  | { tur: 'iadeOdendi'; cariId: number; tutar: MoneyAmount }
  | { tur: 'iadeDondu'; cariId: number; tutar: MoneyAmount }
  | { tur: 'iadeReddedildi'; cariId: number; tutar: MoneyAmount; neden: string }
  | { tur: 'odemeYarinSonGun'; cariId: number; ihaleId: number; kalanOdeme: MoneyAmount; sonOdemeTarihi: string }
  | { tur: 'ikinciTeklifDaveti'; cariId: number; ihaleId: number; tutar: MoneyAmount; sonCevapTarihi: string }
  | { tur: 'ihaleIptal'; ihaleId: number; neden: string }
  | { tur: 'yanitVerildi'; cariId: number; iletisimId: number; konu: string };

/** Tender-wide kinds the worker fans out; every other kind names its account. */
export const FAN_OUT_KINDS: readonly NotificationKind[] = [
  'teklifGecildi',
  'favoriBaslayacak',
  'favoriBasladi',
  'bitiyor',
  'uzatildi',
  'ihaleIptal',
];

/** An inbox item as the API answers it (GET /api/bildirimler). */
export interface BildirimWire {
  Id: number;
  Tur: NotificationKind;
  Baslik: string;
  Metin: string;
  /** A portal path to open (e.g. /ihaleler/12), or null. */
  Baglanti: string | null;
  OlusturmaTarihi: string;
  OkunmaTarihi: string | null;
}

/** Hub event to the account's connections when an inbox item arrives (the bell counts it). */
export const NOTIFICATION_HUB_EVENT = 'BildirimGeldi';
export interface BildirimGeldiPayload {
  bildirim: BildirimWire;
  okunmamis: number;
}
