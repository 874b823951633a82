import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_SUCCESS } from '../../../rules/profile-schemas';
import { PROFILE_MESSAGES } from '../../../rules/profile-messages';
import { useSessionStore } from '../../../session/session-store';
import { toast } from '../../../toast/toast-store';
import {
  type CompanyRow,
  fetchCompanies,
  linkCompany,
  lookupRegistryCompany,
  toFirmaKayitlari,
  unlinkCompany,
} from '../../profile/companies';
import { profileErrorText } from './errors';

export const companyKeys = {
  all: ['profile', 'companies'] as const,
  list: (kimlikNo: string) => ['profile', 'companies', kimlikNo] as const,
};

export const companiesQuery = (kimlikNo: string) =>
  queryOptions({ queryKey: companyKeys.list(kimlikNo), queryFn: ({ signal }) => fetchCompanies(signal) });

/** Firmalarım: the companies of the signed-in person (the list is the person's, not the active account's). */
export function useCompanies(kimlikNo: string | null) {
  const query = useQuery({ ...companiesQuery(kimlikNo ?? ''), enabled: !!kimlikNo });
  return query;
}

/** 'Sorgula': the registry record, or null with the warning 'Ortaklık bilgisi bulunamadı.' */
export function useRegistryLookup() {
  return useMutation({
    mutationFn: (vkn: string) => lookupRegistryCompany(vkn),
    onSuccess: (found) => {
      if (!found) toast.warning(PROFILE_MESSAGES.partnershipNotFound);
    },
    onError: (err) => toast.error(profileErrorText(err, 'mesajList')),
  });
}

/**
 * After a change the list reloads, and the stored company records follow it so the next login's
 * account choice offers exactly these companies.
 */
function useRefreshCompanies(kimlikNo: string | null) {
  const queryClient = useQueryClient();
  return async () => {
    if (!kimlikNo) return;
    const rows = await queryClient.fetchQuery({ ...companiesQuery(kimlikNo), staleTime: 0 });
    syncStoredCompanies(rows);
  };
}

export function syncStoredCompanies(rows: CompanyRow[]) {
  useSessionStore.getState().patched({ userFirmaKayitlarInfo: toFirmaKayitlari(rows) });
}

/** 'Kaydet': links the company; a missing id in the answer means nothing was saved ('Kayıt başarısız.'). */
export function useLinkCompany(kimlikNo: string | null) {
  const refresh = useRefreshCompanies(kimlikNo);
  return useMutation({
    mutationFn: async (vkn: string) => {
      const id = await linkCompany(vkn);
      if (id === null) throw new Error(PROFILE_MESSAGES.saveFailed);
      return id;
    },
    onSuccess: async () => {
      toast.success(PROFILE_SUCCESS.done);
      await refresh();
    },
    onError: (err) => toast.error(profileErrorText(err, 'mesajList')),
  });
}

export function useUnlinkCompany(kimlikNo: string | null) {
  const refresh = useRefreshCompanies(kimlikNo);
  return useMutation({
    mutationFn: (vkn: string) => unlinkCompany(vkn),
    onSuccess: async () => {
      toast.success(PROFILE_SUCCESS.done);
      await refresh();
    },
    onError: (err) => toast.error(profileErrorText(err, 'mesajList')),
  });
}
