import { TENDER_TYPE } from '../../../lib/contract/lookups';

/** Fixed values of the demo seed that its tests and the e2e journeys rely on. */

/** The seed's presence marker: the lookup row every seeded database has. */
export const SEED_MARKER_KATEGORI_ID = TENDER_TYPE.publicSale;

/** Advisory lock key so that several instances starting at once seed only once. */
export const SEED_LOCK_KEY = 727002;

/** TC kimlik numbers of the e-Devlet stand-in's test citizens (the dev login page lists them). */
export const TEST_CITIZENS = {
  ayseYilmaz: '10000000146',
  mehmetKaya: '10000000214',
  zeynepDemir: '10000000382',
  aliCelik: '10000000450',
  fatmaSahin: '10000000528',
  mustafaCanOzturk: '10000000696',
} as const;

/** Company registry record Ayşe Yılmaz is authorised for but has not linked yet (she adds it in the UI). */
export const UNLINKED_MERSIS_VKN = '1112223339';

/** Every account's opening deposit payment. */
export const OPENING_DEPOSIT = 5_000_000;
