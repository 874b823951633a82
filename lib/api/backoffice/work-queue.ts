import type { StaffWorkQueue, WorkItem, WorkKind } from '../../contract/work-queue';
import { staffRequest } from './staff-http';

/** The home's work queue (server/backoffice/home/routes.ts): only the kinds of the caller's roles. */
export interface WorkItemModel {
  id: number;
  title: string;
  detail: string | null;
  at: string;
  amount: number | null;
  currency: string | null;
}

export interface WorkEntryModel {
  kind: WorkKind;
  count: number;
  /** The oldest first. */
  items: WorkItemModel[];
}

const toItem = (w: WorkItem): WorkItemModel => ({
  id: w.id,
  title: w.baslik,
  detail: w.ayrinti,
  at: w.tarih,
  amount: w.tutar,
  currency: w.paraBirimi,
});

export async function fetchWorkQueue(): Promise<WorkEntryModel[]> {
  const res = await staffRequest<StaffWorkQueue>('/yonetim/bekleyen-isler');
  return res.isler.map((e) => ({ kind: e.tur, count: e.sayi, items: e.ogeler.map(toItem) }));
}
