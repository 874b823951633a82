'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { availableIn } from '@/lib/api/profile/deposit-detail';
import { type PersonRecord, saveContactConsent } from '@/lib/api/profile/person';
import { depositDetailQuery, depositKeys } from '@/lib/api/queries/profile/deposit-detail';
import { personKeys, personRecordQuery } from '@/lib/api/queries/profile/person-record';
import { depositCover } from '@/lib/rules/deposit-cover';
import {
  CHANNEL_TEXTS,
  type ChannelChoice,
  type ChannelOffer,
  consentOfChoice,
  joinChannelOffer,
} from '@/lib/rules/notification-channels';
import { PROFILE_SUCCESS } from '@/lib/rules/profile-messages';
import { toast } from '@/lib/toast/toast-store';

interface Params {
  cariId: number;
  /** The signed-in person (their consents are the person's, whichever account acts). */
  kimlikNo: string | null;
  /** The tender's required deposit and its currency name ('TL', 'USD', …). */
  deposit: number;
  currency: string;
  /** 'İhaleye Katıl' is on screen: nothing is read otherwise. */
  active: boolean;
}

export interface JoinPreconditions {
  /** The deposit is still being read: the button waits rather than let a refused join start. */
  loading: boolean;
  /** The available deposit in the tender's currency; null when the tender needs none or it is unknown. */
  available: number | null;
  /** It falls short: 'Teminat Yatır' instead of a dialog that would refuse (issue #36 item 4). */
  short: boolean;
  /** The notification channels the join dialog offers (issue #36); null when not offered. */
  channels: ChannelOffer | null;
}

/**
 * What the tender page knows before the join dialog opens: whether the account's available deposit
 * (GET v1/Teminat/Detay, the query Teminat Bilgileri reads) covers the tender's, and whether the
 * person has a notification channel on. The server still refuses a join it cannot cover.
 */
export function useJoinPreconditions({ cariId, kimlikNo, deposit, currency, active }: Params): JoinPreconditions {
  const needsDeposit = active && deposit > 0;
  const deposits = useQuery({
    ...depositDetailQuery(cariId),
    enabled: needsDeposit,
    // Paid in another tab (the 'Teminat Yatır' link): coming back shows the new balance.
    refetchOnWindowFocus: true,
  });
  const person = useQuery({ ...personRecordQuery(kimlikNo ?? ''), enabled: active && !!kimlikNo });
  // An unreadable balance leaves the decision to the server, as before.
  const available = needsDeposit && deposits.data ? availableIn(deposits.data, currency) : null;
  return {
    loading: needsDeposit && deposits.isLoading,
    available,
    short: available !== null && !depositCover(deposit, available).covered,
    channels: joinChannelOffer(person.data),
  };
}

/** After a join: the balance moved, and the channels ticked in the dialog are saved (one preference call). */
export function useAfterJoin(cariId: number, kimlikNo: string | null) {
  const queryClient = useQueryClient();
  const refreshDeposit = () => void queryClient.invalidateQueries({ queryKey: depositKeys.detail(cariId) });
  const saveChannels = async (choice: ChannelChoice, offer: ChannelOffer | null) => {
    const consent = offer && consentOfChoice(choice, offer);
    if (!consent) return;
    try {
      const saved = await saveContactConsent(consent);
      if (kimlikNo) {
        queryClient.setQueryData<PersonRecord | null>(personKeys.record(kimlikNo), (old) =>
          old ? { ...old, ...saved } : old,
        );
      }
      toast.success(PROFILE_SUCCESS.consentSaved);
    } catch {
      // The join itself stands; the choice can be made again in Hesabım.
      toast.error(CHANNEL_TEXTS.saveFailed);
    }
  };
  return { refreshDeposit, saveChannels };
}
