import type { InstitutionAccounts } from '../../../lib/contract/money';

/** The demo institution's collection accounts (valid IBAN check digits; not a real account). */
const account = (iban: string) => ({
  banka: 'T.C. Ziraat Bankası A.Ş.',
  sube: 'Ankara Kamu Kurumsal Şubesi',
  hesapAdi: 'Makine ve Kimya Endüstrisi A.Ş. Teminat Hesabı',
  iban,
});

export const INSTITUTION_ACCOUNTS: InstitutionAccounts = {
  TL: account('TR300001000000000012345601'),
  USD: account('TR030001000000000012345602'),
  EUR: account('TR730001000000000012345603'),
};
