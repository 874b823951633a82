import type { Currency, PaymentOrderState, RefundState } from '../../contract/money';
import type {
  StaffPaymentOrder,
  StaffPaymentOrderPreview,
  StaffRefundPage,
  StaffRefundRequest,
} from '../../contract/refund-queue';
import type { DownloadedFile } from '../http';
import { staffRequest } from './staff-http';

/** The refund queue's calls (server/backoffice/finance/refunds/routes.ts, docs/architecture.md §9). */
export interface RefundRequestModel {
  id: number;
  accountTitle: string;
  iban: string;
  amount: number;
  currency: Currency;
  requestedAt: string;
  state: RefundState;
  orderId: number | null;
  rejectReason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  /** Its order's file first produced (sent), the statement's booking of the transfer (settled), of its return. */
  sentAt: string | null;
  paidAt: string | null;
  returnedAt: string | null;
}

export interface RefundPageModel {
  items: RefundRequestModel[];
  total: number;
  pageCount: number;
}

export interface PaymentOrderModel {
  id: number;
  currency: Currency;
  state: PaymentOrderState;
  preparedBy: string;
  preparedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
  requestCount: number;
  total: number;
  /** The signed-in staff member prepared it: they may not approve it (four eyes). */
  mine: boolean;
  /** The bank file's message id, fixed at approval (null before). */
  messageId: string | null;
  /** Sent: when and by whom the file was first downloaded (null before). */
  sentAt: string | null;
  sentBy: string | null;
}

/** An order's preview: what it pays, to whom (masked IBAN) and how much; not a bank file. */
export interface PaymentOrderPreviewModel {
  id: number;
  state: PaymentOrderState;
  currency: Currency;
  requestCount: number;
  total: number;
  messageId: string | null;
  lines: { requestId: number; payee: string; maskedIban: string; amount: number }[];
}

export const toRefundRequest = (w: StaffRefundRequest): RefundRequestModel => ({
  id: w.id,
  accountTitle: w.cariUnvan,
  iban: w.iban,
  amount: w.tutar,
  currency: w.paraBirimi,
  requestedAt: w.talepTarihi,
  state: w.durum,
  orderId: w.odemeTalimatiId,
  rejectReason: w.redNedeni,
  decidedBy: w.kararVeren,
  decidedAt: w.kararTarihi,
  sentAt: w.gonderimTarihi,
  paidAt: w.odemeTarihi,
  returnedAt: w.donusTarihi,
});

export const toPaymentOrder = (w: StaffPaymentOrder): PaymentOrderModel => ({
  id: w.id,
  currency: w.paraBirimi,
  state: w.durum,
  preparedBy: w.hazirlayan,
  preparedAt: w.hazirlamaTarihi,
  approvedBy: w.onaylayan,
  approvedAt: w.onayTarihi,
  requestCount: w.talepSayisi,
  total: w.toplamTutar,
  mine: w.benHazirladim,
  messageId: w.mesajKimligi,
  sentAt: w.gonderimTarihi,
  sentBy: w.gonderen,
});

export const toPaymentOrderPreview = (w: StaffPaymentOrderPreview): PaymentOrderPreviewModel => ({
  id: w.id,
  state: w.durum,
  currency: w.paraBirimi,
  requestCount: w.talepSayisi,
  total: w.toplamTutar,
  messageId: w.mesajKimligi,
  lines: w.kalemler.map((k) => ({ requestId: k.talepId, payee: k.alici, maskedIban: k.maskeliIban, amount: k.tutar })),
});

export async function fetchRefundRequests(q: {
  state: RefundState | null;
  currency: Currency | null;
  page: number;
}): Promise<RefundPageModel> {
  const params = new URLSearchParams({ sayfa: String(q.page) });
  if (q.state) params.set('durum', q.state);
  if (q.currency) params.set('paraBirimi', q.currency);
  const res = await staffRequest<StaffRefundPage>(`/yonetim/mali/iadeler?${params}`);
  return {
    items: res.items.map(toRefundRequest),
    total: res.toplam,
    pageCount: Math.max(1, Math.ceil(res.toplam / res.sayfaBoyutu)),
  };
}

export async function rejectRefundRequest(id: number, reason: string): Promise<void> {
  await staffRequest(`/yonetim/mali/iadeler/${id}/red`, { method: 'POST', body: { neden: reason } });
}

export async function fetchPaymentOrders(): Promise<PaymentOrderModel[]> {
  return (await staffRequest<StaffPaymentOrder[]>('/yonetim/mali/talimatlar')).map(toPaymentOrder);
}

export async function preparePaymentOrder(requestIds: number[]): Promise<PaymentOrderModel> {
  return toPaymentOrder(
    await staffRequest<StaffPaymentOrder>('/yonetim/mali/talimatlar', {
      method: 'POST',
      body: { talepIdleri: requestIds },
    }),
  );
}

export async function approvePaymentOrder(id: number): Promise<void> {
  await staffRequest(`/yonetim/mali/talimatlar/${id}/onay`, { method: 'POST', body: {} });
}

export async function cancelPaymentOrder(id: number): Promise<void> {
  await staffRequest(`/yonetim/mali/talimatlar/${id}/iptal`, { method: 'POST', body: {} });
}

/** The preview of an order, to read on screen (there is no preview file). */
export async function fetchPaymentOrderPreview(id: number): Promise<PaymentOrderPreviewModel> {
  return toPaymentOrderPreview(await staffRequest<StaffPaymentOrderPreview>(`/yonetim/mali/talimatlar/${id}/onizleme`));
}

/**
 * Downloads the bank file (pain.001) of an approved order as a Blob through the one fetch wrapper,
 * so a refusal shows as a message instead of being saved as the file. Every download of an order
 * is the same file (its message id and time were fixed at approval); the first marks its refunds sent.
 */
export async function downloadPaymentOrderFile(id: number): Promise<void> {
  const file = await staffRequest<DownloadedFile>(`/yonetim/mali/talimatlar/${id}/dosya`, { as: 'file' });
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename ?? `odeme-talimati-${id}.xml`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
