import { randomInt } from 'node:crypto';

/**
 * Identity numbers for the journeys' own people and companies (server/e2e-fixtures/): random, so
 * two journeys never meet in one account, and well-formed, so every check the portal makes passes.
 */

/** A random T.C. kimlik no that passes the official check (lib/rules/account-schemas.ts isValidTcKimlikNo). */
export function randomTcKimlikNo(): string {
  const d = [randomInt(1, 10), ...Array.from({ length: 8 }, () => randomInt(0, 10))];
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((a, b) => a + b, 0) % 10);
  return d.join('');
}

/** A random 10-digit tax number (VKN) that no seeded company has (they start with 1–9 and are few). */
export function randomVkn(): string {
  return `8${Array.from({ length: 9 }, () => randomInt(0, 10)).join('')}`;
}

const FIRST_NAMES = [
  'Elif',
  'Can',
  'Deniz',
  'Ece',
  'Emre',
  'Gül',
  'Kerem',
  'Leyla',
  'Murat',
  'Nazlı',
  'Onur',
  'Selin',
  'Burcu',
  'Cem',
  'Derya',
  'Eren',
  'Filiz',
  'Gökhan',
  'Hande',
  'İlker',
  'Kaan',
  'Melis',
  'Oğuz',
  'Pınar',
  'Serkan',
  'Tuba',
  'Umut',
  'Volkan',
  'Yasemin',
  'Zafer',
];
const SURNAMES = [
  'Aksoy',
  'Bulut',
  'Çınar',
  'Doğan',
  'Erdem',
  'Güneş',
  'Kılıç',
  'Özdemir',
  'Polat',
  'Şimşek',
  'Tekin',
  'Yurt',
  'Acar',
  'Başaran',
  'Coşkun',
  'Duman',
  'Ekinci',
  'Gündoğdu',
  'Işık',
  'Karaca',
  'Kurt',
  'Oral',
  'Sarı',
  'Taş',
  'Uysal',
  'Varol',
  'Yalçın',
  'Zengin',
  'Altun',
  'Bayram',
];
const COMPANY_WORDS = ['Anadolu', 'Ege', 'Marmara', 'Toros', 'Kuzey', 'Güney', 'Akdeniz', 'Trakya'];
const COMPANY_KINDS = ['Hurda Metal A.Ş.', 'Geri Dönüşüm Ltd. Şti.', 'Makine San. A.Ş.', 'Ticaret Ltd. Şti.'];

/** A Turkish name for a journey's citizen or staff member; `adi` or `soyadi` when the journey chose it. */
export function randomName(given: { adi?: string; soyadi?: string } = {}): { adi: string; soyadi: string } {
  return {
    adi: given.adi ?? FIRST_NAMES[randomInt(FIRST_NAMES.length)],
    soyadi: given.soyadi ?? SURNAMES[randomInt(SURNAMES.length)],
  };
}

/** A company title with a number in it, so a journey can find its own company by name. */
export function randomCompanyTitle(): string {
  return `${COMPANY_WORDS[randomInt(COMPANY_WORDS.length)]} ${randomInt(100, 1000)} ${COMPANY_KINDS[randomInt(COMPANY_KINDS.length)]}`;
}
