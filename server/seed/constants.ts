import { TENDER_TYPE } from '../../lib/contract/lookups';
import type { StaffRole } from '../../lib/contract/staff';

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

/**
 * The institution's staff (docs/architecture.md §8), e-Devlet stand-in citizens too. Their TOTP
 * secrets are fixed for the dev seed only (README "Kurum Paneli"), so people and tests can sign in.
 */
export const TEST_STAFF = {
  yonetici: {
    kimlikNo: '10000000764',
    adi: 'Selin',
    soyadi: 'Aydın',
    roller: ['yonetici'],
    totp: 'NQPHCWAJPVVC2J7EUCWHLGYAUSUB3FXV',
  },
  ihale: {
    kimlikNo: '10000000832',
    adi: 'Burak',
    soyadi: 'Koç',
    roller: ['ihale'],
    totp: 'XCDDPGXJQQCRZXPP5RX7ARLEAAQLMDPC',
  },
  mali: {
    kimlikNo: '10000000900',
    adi: 'Elif',
    soyadi: 'Arslan',
    roller: ['mali'],
    totp: 'UKD3C3Y6JJLIRYZDAVHRJUGA7KAIL4N5',
  },
  mali2: {
    kimlikNo: '10000001136',
    adi: 'Hakan',
    soyadi: 'Yıldız',
    roller: ['mali'],
    totp: 'KLWA7V7X3TQTAT7P4CRTM7B3QBACH6MK',
  },
  destek: {
    kimlikNo: '10000001068',
    adi: 'Deniz',
    soyadi: 'Özkan',
    roller: ['destek'],
    totp: 'DNXJVELDLSO3ZUB76IV25FYUBNNXMCB3',
  },
} as const satisfies Record<
  string,
  { kimlikNo: string; adi: string; soyadi: string; roller: readonly StaffRole[]; totp: string }
>;

/** Company registry record Ayşe Yılmaz is authorised for but has not linked yet (she adds it in the UI). */
export const UNLINKED_MERSIS_VKN = '1112223339';

/** Every account's opening deposit payment. */
export const OPENING_DEPOSIT = 5_000_000;

/**
 * The seeded won tender whose winner did not pay (tender-plan.ts `defaulted`): Anadolu Hurda Metal
 * A.Ş. won it, Ege Geri Dönüşüm Ltd. Şti. bid second (both companies Ayşe Yılmaz acts for; no other
 * journey reads their won tenders, and Mehmet Kaya's Katıldığım İhaleler stays empty for
 * e2e/profile-my-tenders.spec.ts). Its deadline has passed unpaid, so the scheduler forfeits the
 * deposit and offers the sale to Ege Geri Dönüşüm on its first tick (e2e/money-settlement.spec.ts).
 */
export const DEFAULTED_TENDER = { winnerCariId: 4, runnerUpCariId: 5 } as const;
