import { queryOptions } from '@tanstack/react-query';
import { fetchWorkQueue } from './work-queue';

/** React Query key and options of the staff home's work queue (Bekleyen İşler). */
export const workQueueKeys = { all: ['yonetim', 'bekleyen-isler'] as const };

export const workQueueQuery = () => queryOptions({ queryKey: workQueueKeys.all, queryFn: fetchWorkQueue });
