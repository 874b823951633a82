import type { RecivePayload } from './place-bid';
import type { BidRefusal } from './messages';
import type { DecidedStatus } from './settle';

/**
 * What happens in an auction, as typed domain events (docs/architecture.md §14). Emitted after the
 * change committed by the code that made it; the hub (frames to browsers), the anonymous page
 * cache and the metrics subscribe (server/auction/auction-events.ts). Server-internal: browsers
 * hear the hub's frames (lib/contract/hub-events.ts), instances hear these over the backplane.
 */
export type AuctionEvent =
  /** A bid was stored: an account's own, or one the portal placed for a maximum (`teklif.otomatik`). */
  | { type: 'bidAccepted'; ihaleId: number; teklif: RecivePayload }
  /** A bid was refused; `ihaleId` is null when the request named no valid tender. */
  | { type: 'bidRefused'; ihaleId: number | null; refusal: BidRefusal }
  /** A rival bid passed the account's maximum (otomatik teklif): the maximum has ended. */
  | { type: 'proxyExceeded'; ihaleId: number; cariId: number }
  /** An account joined a tender, or left it. */
  | { type: 'joined'; ihaleId: number; cariId: number }
  | { type: 'left'; ihaleId: number; cariId: number }
  /** The scheduler started or ended a tender the portal acts on. */
  | { type: 'tenderStarted'; ihaleId: number }
  | { type: 'tenderEnded'; ihaleId: number }
  /** A bid in the last minutes moved the end (ISO); follows the bidAccepted that moved it. */
  | { type: 'extended'; ihaleId: number; bitis: string }
  /** The tender was decided: a winner (215) or none (216), by the scheduler or by staff. */
  | { type: 'settled'; ihaleId: number; durum: DecidedStatus; kazananCariId: number | null }
  /** Staff withdrew, cancelled or decided the tender (docs/architecture.md §8); `neden` is the public reason. */
  | { type: 'statusChanged'; ihaleId: number; durumId: number; neden: string | null }
  /**
   * What public pages show changed otherwise: a forfeit or an expired offer (§9), or the
   * back-office's content and tender edits; null when no tender is concerned.
   */
  | { type: 'pagesChanged'; ihaleId: number | null };

/**
 * Whether other instances hear the event (over the backplane): everything but a refusal, which
 * changes nothing anyone else sees (and may come in floods).
 */
export function sharedAcrossInstances(event: AuctionEvent): boolean {
  return event.type !== 'bidRefused';
}
