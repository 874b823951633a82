/**
 * The hub contract (docs/architecture.md §4): method and event names and the payload shapes, one
 * definition for the browser (lib/realtime) and the server (server/hub/hub-methods.ts,
 * place-bid.ts, scheduler.ts).
 */
import { type BildirimGeldiPayload, NOTIFICATION_HUB_EVENT } from './notifications';

/** Client → server methods. */
export const HUB_METHODS = {
  /**
   * Join the tender's group: `(ihaleId)`, or `(ihaleId, lastSiraNo)` to be sent first, as Recive to
   * this connection only, the bids after the last one the page has (a reconnect, a cached page).
   */
  addToGroup: 'AddToGroup',
  removeFromGroup: 'RemoveFromGroup',
  /** Place a bid: `{ cariId, ihaleId, tutar }`. */
  bid: 'Katilim',
} as const;

/** Live bids a page keeps per tender: far more than one auction gets between two reloads of its page. */
export const LIVE_FRAMES_KEPT = 500;

/**
 * The most bids one catch-up sends (AddToGroup with the last siraNo heard), newest first kept: a
 * whole closing minute at 50 bids/s and more. Not LIVE_FRAMES_KEPT: a watcher away for 12 s at
 * 50 bids/s had missed 600, and a cap of 500 left it without the oldest (bench:closing-minute).
 */
export const CATCH_UP_MAX_BIDS = 5000;

/** A live bid, sent to the tender's group after the bid is committed. */
export interface RecivePayload {
  /** Tender id */
  id: number;
  teklif: number;
  cariRumuzu: string;
  /** ISO date-time */
  teklifZamani: string;
  uzatildiMi: boolean;
  /** The end that now applies (ISO), extended or not. */
  ihaleBitisSuresi: string;
  /** Per-tender sequence number (sent by this portal's server; optional for other servers). */
  siraNo?: number;
  /** True when the portal placed the bid for the alias's maximum (otomatik teklif, lib/rules/proxy-bid.ts). */
  otomatik?: boolean;
}

/** The caller's answer to a bid. */
export interface TeklifSonucuPayload {
  resultType: 'Ok' | 'Error';
  messages: string[];
}

/** Start and end notices carry the tender id. */
export interface IhaleBildirimPayload {
  id: number;
}

/** A conversation message from the institution, for the account's connections. */
export interface IletisimMesajPayload {
  id: number;
  iletisimId: number;
  icerik: string;
  olustumaTarihi: string;
}

/** To the account's connections: a rival bid went past the account's maximum in this tender, which has ended. */
export interface OtomatikTeklifBittiPayload {
  ihaleId: number;
}

/**
 * To everyone: the back-office changed what public pages show (a tender published, edited,
 * withdrawn, cancelled or decided; an announcement, the slider, a portal page, the contact
 * details). Every instance's anonymous page cache drops its pages; open pages may refetch.
 */
export interface PortalGuncellendiPayload {
  /** The tender concerned, or null for content. */
  ihaleId: number | null;
}

/** To the tender group: the institution withdrew, cancelled or decided the tender (docs/architecture.md §8). */
export interface IhaleDurumBildirimiPayload {
  id: number;
  durumId: number;
  /** The reason the public page shows (withdrawal, cancellation, no winner); null otherwise. */
  neden: string | null;
}

/** Server → client events and their payloads. */
export interface HubEventMap {
  Recive: RecivePayload;
  TeklifSonucuDon: TeklifSonucuPayload;
  /** To the tender group. */
  IhaleBaslangicBildirimi: IhaleBildirimPayload;
  IhaleBitisBildirimi: IhaleBildirimPayload;
  /** To everyone. */
  IhaleBaslangicEvent: IhaleBildirimPayload;
  IhaleBitisEvent: IhaleBildirimPayload;
  cariIletisimMesajIlet: IletisimMesajPayload;
  OtomatikTeklifBitti: OtomatikTeklifBittiPayload;
  PortalGuncellendiEvent: PortalGuncellendiPayload;
  IhaleDurumBildirimi: IhaleDurumBildirimiPayload;
  /** To the account's connections: an inbox item arrived (NOTIFICATION_HUB_EVENT, lib/contract/notifications.ts). */
  BildirimGeldi: BildirimGeldiPayload;
}

export type HubEventName = keyof HubEventMap;

export const HUB_EVENT_NAMES: readonly HubEventName[] = [
  'Recive',
  'TeklifSonucuDon',
  'IhaleBaslangicBildirimi',
  'IhaleBitisBildirimi',
  'IhaleBaslangicEvent',
  'IhaleBitisEvent',
  'cariIletisimMesajIlet',
  'OtomatikTeklifBitti',
  'PortalGuncellendiEvent',
  'IhaleDurumBildirimi',
  NOTIFICATION_HUB_EVENT,
];

/** A bid as the hub method takes it. */
export interface BidPayload {
  cariId: number;
  ihaleId: number;
  tutar: number;
}

/**
 * The query flag of the back-office monitor's hub connection: the hub then authenticates the staff
 * session cookie instead of a bidder's token, as a watcher acting for no account (docs/architecture.md §8).
 */
export const STAFF_WATCHER_QUERY = 'izleyici=yonetim';

/** docs/spec.md §9: automatic reconnect delays (ms). */
export const RECONNECT_DELAYS_MS = [0, 5000, 10000, 20000, 30000, 60000, 90000, 120000, 150000, 180000];
