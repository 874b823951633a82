import type { StaffRole } from './staff';

/**
 * The back-office home's work queue (`GET /api/yonetim/bekleyen-isler`, issue #36 item 13): per kind
 * of work, how much waits and the oldest few. Each kind belongs to one role; the server reads only
 * the kinds of the roles the caller holds, so a count a role may not see is never computed.
 */
export const WORK_KINDS = ['destek', 'karar', 'iadeOnayi', 'ekstreSatiri', 'bugunOdeme'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** Whose work each kind is: the role of the screen where it is done. */
export const WORK_KIND_ROLE: Record<WorkKind, StaffRole> = {
  /** Open conversations (201): the bidder wrote last and waits for an answer. */
  destek: 'destek',
  /** Ended tenders waiting at 214 for an İhale Sorumlusu (automatic settling off, not withdrawn). */
  karar: 'ihale',
  /** Payment orders prepared by someone else, waiting for the caller's second approval (four eyes). */
  iadeOnayi: 'mali',
  /** Incoming statement lines waiting for Mali İşler: unmatched, or look-alikes of earlier lines. */
  ekstreSatiri: 'mali',
  /** Won tenders awaiting payment whose deadline falls on today's Istanbul day. */
  bugunOdeme: 'mali',
};

/** How many of the oldest waiting items each kind lists. */
export const WORK_QUEUE_PREVIEW = 3;

/** One waiting item: what it is, who or what it concerns, its date and its amount where it has one. */
export interface WorkItem {
  id: number;
  baslik: string;
  ayrinti: string | null;
  /** ISO 8601: opened / last written, ended, prepared, booked, or the payment deadline. */
  tarih: string;
  tutar: number | null;
  paraBirimi: string | null;
}

export interface WorkQueueEntry {
  tur: WorkKind;
  sayi: number;
  /** The oldest first, at most WORK_QUEUE_PREVIEW. */
  ogeler: WorkItem[];
}

/** Only the kinds of the caller's roles, in WORK_KINDS order. */
export interface StaffWorkQueue {
  isler: WorkQueueEntry[];
}
