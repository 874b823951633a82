import { keepPreviousData } from '@tanstack/react-query';
import { auditKeys, auditTrailQuery } from './audit-queries';
import {
  announcementKeys,
  announcementListQuery,
  announcementQuery,
  contactDetailsQuery,
  portalPageKeys,
  portalPageListQuery,
  portalPageQuery,
} from './content-queries';
import {
  paymentOrderPreviewQuery,
  paymentOrdersQuery,
  refundQueueKeys,
  refundRequestListQuery,
} from './refund-queue-queries';
import { collectionsQuery, settlementKeys, settlementListQuery } from './settlement-queries';
import { statementDebitLinesQuery, statementKeys, statementLinesQuery, statementListQuery } from './statements-queries';
import { deskConversationsQuery, deskThreadQuery, supportKeys } from './support-queries';
import { workQueueKeys, workQueueQuery } from './work-queue-queries';

/**
 * The shared query options of the back office (issue #35) read the keys the screens used inline
 * before, under the prefix their mutations invalidate, with the same options. The one change: a
 * "Tümü" filter of the refund and settlement lists is null in the key instead of 'tumu' (both are
 * invalidated by their prefix, nothing reads those keys by value).
 */
const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  expect(key.slice(0, prefix.length)).toEqual([...prefix]);

test('the refund queue reads its old keys under refundQueueKeys.all', () => {
  const list = refundRequestListQuery({ state: 'beklemede', currency: null, page: 2 });
  expect(list.queryKey).toEqual(['yonetim', 'mali', 'iadeler', 'liste', 'beklemede', null, 2]);
  expect(list.placeholderData).toBe(keepPreviousData);
  expect(paymentOrdersQuery().queryKey).toEqual(['yonetim', 'mali', 'iadeler', 'talimatlar']);
  expect(paymentOrderPreviewQuery(7).queryKey).toEqual(['yonetim', 'mali', 'iadeler', 'talimat', 7, 'onizleme']);
  for (const q of [list, paymentOrdersQuery(), paymentOrderPreviewQuery(7)])
    startsWith(q.queryKey, refundQueueKeys.all);
});

test('settlement: the list and a tender’s collections under the prefix the deadline rule invalidates', () => {
  const list = settlementListQuery({ filter: null, page: 1 });
  expect(list.queryKey).toEqual(['yonetim', 'mali', 'odemeler', null, 1]);
  expect(list.placeholderData).toBe(keepPreviousData);
  expect(collectionsQuery(12).queryKey).toEqual(['yonetim', 'mali', 'odemeler', 'tahsilatlar', 12]);
  expect(collectionsQuery(12).enabled).toBe(true);
  expect(collectionsQuery(null).enabled).toBe(false);
  startsWith(list.queryKey, settlementKeys.all);
  startsWith(collectionsQuery(null).queryKey, settlementKeys.all);
});

test('statements: list, lines and debits under statementKeys.all, keeping the previous page', () => {
  const queries = [
    [statementListQuery(3), ['yonetim', 'mali', 'ekstre', 'liste', 3]],
    [statementLinesQuery({ state: 'eslesmedi', page: 1 }), ['yonetim', 'mali', 'ekstre', 'satirlar', 'eslesmedi', 1]],
    [statementDebitLinesQuery({ state: 'eslesti', page: 2 }), ['yonetim', 'mali', 'ekstre', 'borc', 'eslesti', 2]],
  ] as const;
  for (const [q, key] of queries) {
    expect(q.queryKey).toEqual(key);
    expect(q.placeholderData).toBe(keepPreviousData);
    startsWith(q.queryKey, statementKeys.all);
  }
});

test('content: announcements, portal pages and contact details', () => {
  const list = announcementListQuery({ search: 'ihale', page: 1 });
  expect(list.queryKey).toEqual(['yonetim', 'icerik', 'duyurular', 'liste', 'ihale', 1]);
  expect(list.placeholderData).toBe(keepPreviousData);
  expect(announcementQuery(5).queryKey).toEqual(['yonetim', 'icerik', 'duyurular', 'kayit', 5]);
  expect(announcementQuery(5).enabled).toBe(true);
  expect(announcementQuery(null).enabled).toBe(false);
  startsWith(announcementQuery(null).queryKey, announcementKeys.all);
  expect(portalPageListQuery().queryKey).toEqual(['yonetim', 'icerik', 'sayfalar', 'liste']);
  expect(portalPageQuery(4).queryKey).toEqual(['yonetim', 'icerik', 'sayfalar', 'kayit', 4]);
  startsWith(portalPageQuery(4).queryKey, portalPageKeys.all);
  expect(contactDetailsQuery().queryKey).toEqual(['yonetim', 'icerik', 'iletisim']);
});

test('support, the work queue and the audit trail', () => {
  const list = deskConversationsQuery({ statusId: 1, page: 1 });
  expect(list.queryKey).toEqual(['yonetim', 'destek', 'liste', 1, 1]);
  expect(list.placeholderData).toBe(keepPreviousData);
  expect(deskThreadQuery(9).queryKey).toEqual(['yonetim', 'destek', 'talep', 9]);
  startsWith(deskThreadQuery(9).queryKey, supportKeys.all);
  expect(workQueueQuery().queryKey).toEqual(['yonetim', 'bekleyen-isler']);
  expect(workQueueKeys.all).toEqual(['yonetim', 'bekleyen-isler']);
  const filter = {} as Parameters<typeof auditTrailQuery>[0];
  const trail = auditTrailQuery(filter);
  expect(trail.queryKey).toEqual(['yonetim', 'denetim', filter]);
  expect(trail.staleTime).toBe(0);
  expect(trail.initialPageParam).toBeNull();
  startsWith(trail.queryKey, auditKeys.all);
});
