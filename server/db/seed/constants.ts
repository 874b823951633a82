/**
 * Fixed values of the demo seed that other modules rely on. The auth module reads
 * CURRENT_CONTRACT_VERSION to tell "contracts in order" (sonucTipi 3) from "outdated" (sonucTipi 2).
 */
export const CURRENT_CONTRACT_VERSION = 2;

/** Tender types (kategori parent 50). */
export const IHALE_TIPI = { herkeseAcikSatis: 51, lisansliSatis: 52 } as const;

/** Tender statuses (kategori parent 210), SPEC §4. */
export const IHALE_DURUMU = {
  taslak: 211,
  baslamadi: 212,
  devamEdiyor: 213,
  degerlendiriliyor: 214,
  kazananBelirli: 215,
  kazananBelirsiz: 216,
  iptal: 217,
} as const;

/** File usage types (kategori parent 220). */
export const DOSYA_TURU = { kartGorseli: 221, galeriGorseli: 222, ekDosya: 223 } as const;

/** Conversation states (kategori parent 200). */
export const ILETISIM_DURUMU = { acik: 201, cevaplandi: 202, kapandi: 203 } as const;

/** The seed's presence marker: the lookup row every seeded database has. */
export const SEED_MARKER_KATEGORI_ID = IHALE_TIPI.herkeseAcikSatis;

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
