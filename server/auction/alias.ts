import { randomInt } from 'node:crypto';

/** Words for tender aliases (cariRumuzu): neutral Turkish nature and animal names. */
const WORDS = [
  'Kartal',
  'Şahin',
  'Doğan',
  'Atmaca',
  'Bozkurt',
  'Çınar',
  'Poyraz',
  'Yıldız',
  'Deniz',
  'Toprak',
  'Ateş',
  'Rüzgâr',
  'Kaya',
  'Ceylan',
  'Pars',
  'Aslan',
  'Kaplan',
  'Bulut',
  'Yağmur',
  'Ekin',
  'Tuna',
  'Fırtına',
  'Meltem',
  'Ilgaz',
  'Kuzgun',
  'Sarp',
  'Başak',
  'Defne',
  'Ardıç',
  'Sedir',
  'Martı',
  'Turna',
  'Leylek',
  'Akdoğan',
  'Sungur',
  'Kayın',
  'Ladin',
  'Mercan',
  'İnci',
  'Lale',
  'Zeytin',
  'Çam',
  'Ergene',
  'Fırat',
  'Dicle',
  'Erciyes',
  'Uludağ',
  'Ağrı',
  'Kaçkar',
  'Munzur',
] as const;

/** A random alias such as 'Kartal-482' (word + three digits: 50 × 900 = 45 000 per tender). */
export function randomAlias(): string {
  return `${WORDS[randomInt(WORDS.length)]}-${randomInt(100, 1000)}`;
}

/** A random alias not in `taken` (the tender's existing aliases). */
export function uniqueAlias(taken: ReadonlySet<string>): string | null {
  for (let i = 0; i < 200; i++) {
    const alias = randomAlias();
    if (!taken.has(alias)) return alias;
  }
  return null;
}
