import type { UserInfos } from './session-store';

/** For unit tests: Mehmet Kaya signed in as himself (the seed's citizen 10000000214, account 2). */
export const MEHMET: UserInfos = {
  email: 'mehmet.kaya@example.com.tr',
  phone_number: '5332345678',
  NameSurname: 'Mehmet Kaya',
  preferred_username: '10000000214',
  name: '10000000214',
  gercekKisilikId: 2,
  aktifCariId: 2,
  aktifCariTuru: 'gercek',
  userFirmaKayitlarInfo: [],
};

/** The same Mehmet Kaya with no e-mail or phone on record, as the profile screens' tests have him. */
export const MEHMET_NO_CONTACT: UserInfos = { ...MEHMET, email: null, phone_number: null };
