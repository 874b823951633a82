import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Currency, RefundState } from '../../contract/money';
import { fetchPaymentOrderPreview, fetchPaymentOrders, fetchRefundRequests } from './refund-queue';

/** The refund queue's filter: null is "Tümü". */
export interface RefundRequestFilter {
  state: RefundState | null;
  currency: Currency | null;
  page: number;
}

/**
 * React Query keys and options of /yonetim/mali/iadeler: the requests, the payment orders and an
 * order's preview all sit under `all`, which every decision (prepare, reject, approve, cancel,
 * download) invalidates.
 */
export const refundQueueKeys = {
  all: ['yonetim', 'mali', 'iadeler'] as const,
  list: (q: RefundRequestFilter) => [...refundQueueKeys.all, 'liste', q.state, q.currency, q.page] as const,
  orders: () => [...refundQueueKeys.all, 'talimatlar'] as const,
  orderPreview: (id: number) => [...refundQueueKeys.all, 'talimat', id, 'onizleme'] as const,
};

export const refundRequestListQuery = (q: RefundRequestFilter) =>
  queryOptions({
    queryKey: refundQueueKeys.list(q),
    queryFn: () => fetchRefundRequests(q),
    placeholderData: keepPreviousData,
  });

export const paymentOrdersQuery = () =>
  queryOptions({ queryKey: refundQueueKeys.orders(), queryFn: fetchPaymentOrders });

export const paymentOrderPreviewQuery = (id: number) =>
  queryOptions({ queryKey: refundQueueKeys.orderPreview(id), queryFn: () => fetchPaymentOrderPreview(id) });
