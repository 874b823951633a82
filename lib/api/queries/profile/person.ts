import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_SUCCESS } from '../../../rules/profile-schemas';
import { toast } from '../../../toast/toast-store';
import { type ContactConsent, type PersonRecord, saveContactConsent } from '../../profile/person';
import { profileErrorText } from './errors';
import { personKeys, personRecordQuery } from './person-record';

export { personKeys, personRecordQuery } from './person-record';

/**
 * Hesabım: the signed-in person's record (null kimlikNo: not yet known, nothing is fetched). The
 * consents change outside this screen too (an e-mail's one-click unsubscribe, docs/architecture.md
 * §13), so every visit and every return to the tab reads them afresh, never from the cache alone.
 */
export function usePersonRecord(kimlikNo: string | null) {
  return useQuery({
    ...personRecordQuery(kimlikNo ?? ''),
    enabled: !!kimlikNo,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

/** Saves the two consents; the record in the cache follows so a reload shows the same. */
export function useSaveContactConsent(kimlikNo: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: ContactConsent) => saveContactConsent(consent),
    onSuccess: (saved) => {
      if (kimlikNo) {
        queryClient.setQueryData<PersonRecord | null>(personKeys.record(kimlikNo), (old) =>
          old ? { ...old, ...saved } : old,
        );
      }
      toast.success(PROFILE_SUCCESS.consentSaved);
    },
    onError: (err) => toast.error(profileErrorText(err, 'errors')),
  });
}
