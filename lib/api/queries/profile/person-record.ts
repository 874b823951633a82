import { queryOptions } from '@tanstack/react-query';
import { fetchPersonRecord } from '../../profile/person';

/**
 * The person record's keys and query, apart from person.ts (which brings zod and the toasts): the
 * tender page's signed-in island reads the consents from the same cache entry as Hesabım before it
 * offers the notification channels at a join (issue #36).
 */
export const personKeys = {
  all: ['profile', 'person'] as const,
  record: (kimlikNo: string) => ['profile', 'person', kimlikNo] as const,
};

export const personRecordQuery = (kimlikNo: string) =>
  queryOptions({ queryKey: personKeys.record(kimlikNo), queryFn: ({ signal }) => fetchPersonRecord(kimlikNo, signal) });
