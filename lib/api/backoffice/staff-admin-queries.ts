import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '../../contract/staff';
import { STAFF_ADMIN_MESSAGES as M, type StaffCreateInput } from '../../rules/staff-admin';
import { toast } from '../../toast/toast-store';
import { ApiRequestError } from '../http';
import { addStaffMember, fetchStaffList, resetStaffTotp, setStaffActive, setStaffRoles } from './staff-admin';

/** React Query over the staff calls: the list, and the changes that reload it and say what happened. */
export const staffListQuery = () =>
  queryOptions({ queryKey: ['yonetim', 'personel'] as const, queryFn: ({ signal }) => fetchStaffList(signal) });

export const useStaffList = () => useQuery(staffListQuery());

/** The server's Turkish message (a 409's rule, a 400's list), else a general one. */
export function staffErrorText(err: unknown): string {
  if (err instanceof ApiRequestError && err.status !== 0 && err.status < 500) return err.toastText();
  if (err instanceof ApiRequestError && err.status === 0) return err.message;
  return 'İşlem tamamlanamadı. Lütfen tekrar deneyiniz.';
}

function useStaffChange<V>(fn: (v: V) => Promise<unknown>, success: (v: V) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (_r, v) => {
      toast.success(success(v));
      await queryClient.invalidateQueries({ queryKey: ['yonetim'] });
    },
    onError: (err) => toast.error(staffErrorText(err)),
  });
}

export const useAddStaff = () =>
  useStaffChange(
    (body: StaffCreateInput) => addStaffMember(body),
    () => M.added,
  );

export const useSetStaffRoles = () =>
  useStaffChange(
    (v: { id: number; roller: StaffRole[] }) => setStaffRoles(v.id, v.roller),
    () => M.rolesSaved,
  );

export const useSetStaffActive = () =>
  useStaffChange(
    (v: { id: number; aktif: boolean }) => setStaffActive(v.id, v.aktif),
    (v) => (v.aktif ? M.activated : M.deactivated),
  );

export const useResetStaffTotp = () =>
  useStaffChange(
    (id: number) => resetStaffTotp(id),
    () => M.totpReset,
  );
