'use client';
import { useSession } from '@/lib/session/use-session';

export interface ActiveAccount {
  /** 'unknown' until the stored state is read (first client render), then signed in or out. */
  status: 'unknown' | 'signed-in' | 'signed-out';
  /** The active account (aktifCariId); every profile call is scoped to it. */
  cariId: number | null;
  /** The person's TC kimlik no: the key of the personal record and the company list. */
  kimlikNo: string | null;
  fullName: string;
  isCompany: boolean;
}

/** The signed-in user's active account for the profile screens. */
export function useActiveAccount(): ActiveAccount {
  const { status, userInfos } = useSession();
  return {
    status,
    cariId: userInfos?.aktifCariId ?? null,
    kimlikNo: userInfos?.name || userInfos?.preferred_username || null,
    fullName: userInfos?.NameSurname ?? '',
    isCompany: userInfos?.aktifCariTuru === 'firma',
  };
}
