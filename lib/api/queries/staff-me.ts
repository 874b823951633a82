import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStaffMe } from '../backoffice/staff-session';

/** Who is signed in to the back-office; every /yonetim screen reads it through the shell. */
export const staffMeQuery = () =>
  queryOptions({ queryKey: ['yonetim', 'ben'] as const, queryFn: fetchStaffMe, staleTime: 60_000, retry: false });

export const useStaffMe = () => useQuery(staffMeQuery());
