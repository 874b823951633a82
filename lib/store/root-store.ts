'use client';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { secureStorage } from '../session/secure-storage';

/** A company the signed-in person may act for (userFirmaKayitlarInfo). */
export interface FirmaKaydi {
  id: number;
  adi: string;
  vergiNo: string;
}

/** userInfos of docs/spec.md §3: the user-info answer plus the active account and the company records. */
export interface UserInfos {
  email: string | null;
  phone_number: string | null;
  NameSurname: string;
  preferred_username: string;
  name: string;
  gercekKisilikId: number | null;
  aktifCariId: number | null;
  /** 'gercek' when acting as the natural person, 'firma' when acting for a company. */
  aktifCariTuru: 'gercek' | 'firma' | null;
  userFirmaKayitlarInfo: FirmaKaydi[];
}

interface RootState {
  userInfos: UserInfos | null;
  setUserInfos(u: UserInfos | null): void;
  patchUserInfos(p: Partial<UserInfos>): void;
  reset(): void;
}

/**
 * The persisted app state (docs/spec.md §3, §9): stored under the key `root` in the encrypted storage.
 * Only user infos are persisted; route history lives in its own, unpersisted store.
 */
export const useRootStore = create<RootState>()(
  persist(
    (set) => ({
      userInfos: null,
      setUserInfos: (userInfos) => set({ userInfos }),
      patchUserInfos: (p) => set((s) => (s.userInfos ? { userInfos: { ...s.userInfos, ...p } } : s)),
      reset: () => set({ userInfos: null }),
    }),
    {
      name: 'root',
      storage: createJSONStorage(() => secureStorage),
      partialize: (s) => ({ userInfos: s.userInfos }),
      version: 1,
    },
  ),
);
