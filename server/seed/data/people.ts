/**
 * People and companies: the e-Devlet stand-in's six test citizens, their portal accounts (or the
 * lack of one, per the account situation each citizen demonstrates), the MERSIS registry
 * stand-in, and bidder companies no test citizen may act for (they fill the bid histories).
 */
import { CURRENT_CONTRACT_VERSION } from '../../modules/accounts/contract-version';
import { TEST_CITIZENS, TEST_STAFF, UNLINKED_MERSIS_VKN } from '../constants';

export interface Citizen {
  kimlikNo: string;
  adi: string;
  soyadi: string;
  eposta: string | null;
  gsm: string | null;
}

export const CITIZENS: Citizen[] = [
  { kimlikNo: TEST_CITIZENS.ayseYilmaz, adi: 'Ayşe', soyadi: 'Yılmaz', eposta: 'ayse.yilmaz@example.com.tr', gsm: '5321234567' },
  { kimlikNo: TEST_CITIZENS.mehmetKaya, adi: 'Mehmet', soyadi: 'Kaya', eposta: 'mehmet.kaya@example.com.tr', gsm: '5332345678' },
  { kimlikNo: TEST_CITIZENS.zeynepDemir, adi: 'Zeynep', soyadi: 'Demir', eposta: 'zeynep.demir@example.com.tr', gsm: '5443456789' },
  { kimlikNo: TEST_CITIZENS.aliCelik, adi: 'Ali', soyadi: 'Çelik', eposta: 'ali.celik@example.com.tr', gsm: '5054567890' },
  { kimlikNo: TEST_CITIZENS.fatmaSahin, adi: 'Fatma', soyadi: 'Şahin', eposta: null, gsm: null },
  {
    kimlikNo: TEST_CITIZENS.mustafaCanOzturk,
    adi: 'Mustafa Can',
    soyadi: 'Öztürk',
    eposta: 'mustafacan.ozturk@example.com.tr',
    gsm: '5426789012',
  },
  // The institution's staff are citizens too; they sign in at /yonetim/giris (no portal account).
  ...Object.values(TEST_STAFF).map((st) => ({
    kimlikNo: st.kimlikNo,
    adi: st.adi,
    soyadi: st.soyadi,
    eposta: null,
    gsm: null,
  })),
];

/** Person accounts (cari tur 'gercek' + gercek_kisilik). Ids are fixed so tests and e2e can name them. */
export const PERSON_ACCOUNTS = [
  {
    cariId: 1,
    gercekKisilikId: 1,
    kimlikNo: TEST_CITIZENS.ayseYilmaz,
    contractVersion: CURRENT_CONTRACT_VERSION,
    epostaBildirimOnayi: true,
    gsmBildirimOnayi: false,
  },
  {
    cariId: 2,
    gercekKisilikId: 2,
    kimlikNo: TEST_CITIZENS.mehmetKaya,
    contractVersion: CURRENT_CONTRACT_VERSION,
    epostaBildirimOnayi: false,
    gsmBildirimOnayi: false,
  },
  {
    // An acceptance of an older contract version: the account check answers sonucTipi 2.
    cariId: 3,
    gercekKisilikId: 3,
    kimlikNo: TEST_CITIZENS.aliCelik,
    contractVersion: CURRENT_CONTRACT_VERSION - 1,
    epostaBildirimOnayi: true,
    gsmBildirimOnayi: true,
  },
] as const;

export interface Partner {
  kimlikNo: string;
  adSoyad: string;
  yetkili: boolean;
}

export interface Company {
  cariId: number | null;
  unvan: string;
  vkn: string;
  partners: Partner[];
  /** gercek_kisilik ids linked to this company account (firma_yetkili). */
  linkedPersons: number[];
}

const ayse: Partner = { kimlikNo: TEST_CITIZENS.ayseYilmaz, adSoyad: 'Ayşe Yılmaz', yetkili: true };

/** Companies test citizens act for, plus the registry-only Marmara record (cariId null). */
export const CITIZEN_COMPANIES: Company[] = [
  {
    cariId: 4,
    unvan: 'Anadolu Hurda Metal A.Ş.',
    vkn: '1234567890',
    partners: [ayse, { kimlikNo: '20000001036', adSoyad: 'Hakan Aydın', yetkili: false }],
    linkedPersons: [1],
  },
  { cariId: 5, unvan: 'Ege Geri Dönüşüm Ltd. Şti.', vkn: '9876543217', partners: [ayse], linkedPersons: [1] },
  {
    cariId: 6,
    unvan: 'Karadeniz Makine San. A.Ş.',
    vkn: '4567891233',
    partners: [{ kimlikNo: TEST_CITIZENS.aliCelik, adSoyad: 'Ali Çelik', yetkili: true }],
    linkedPersons: [3],
  },
  { cariId: null, unvan: 'Marmara Çelik Ticaret A.Ş.', vkn: UNLINKED_MERSIS_VKN, partners: [ayse], linkedPersons: [] },
];

/** Bidder companies: the other side of every seeded auction. No test citizen is authorised for them. */
export const BIDDER_COMPANIES: Company[] = [
  {
    cariId: 7,
    unvan: 'Başkent Metal Ltd. Şti.',
    vkn: '3011122331',
    partners: [{ kimlikNo: '20000002026', adSoyad: 'Murat Koç', yetkili: true }],
    linkedPersons: [],
  },
  {
    cariId: 8,
    unvan: 'Trakya Hurda Geri Kazanım A.Ş.',
    vkn: '3022233449',
    partners: [{ kimlikNo: '20000003016', adSoyad: 'Serkan Arslan', yetkili: true }],
    linkedPersons: [],
  },
  {
    cariId: 9,
    unvan: 'Çukurova Demir Çelik Tic. Ltd. Şti.',
    vkn: '3033344557',
    partners: [
      { kimlikNo: '20000004006', adSoyad: 'Emine Yıldız', yetkili: true },
      { kimlikNo: '20000005096', adSoyad: 'Burak Yıldız', yetkili: true },
    ],
    linkedPersons: [],
  },
  {
    cariId: 10,
    unvan: 'Konya Makine ve Yedek Parça A.Ş.',
    vkn: '3044455667',
    partners: [{ kimlikNo: '20000006086', adSoyad: 'Osman Kılıç', yetkili: true }],
    linkedPersons: [],
  },
  {
    cariId: 11,
    unvan: 'İzmir Körfez Geri Dönüşüm Ltd. Şti.',
    vkn: '3055566778',
    partners: [{ kimlikNo: '20000007076', adSoyad: 'Deniz Şen', yetkili: true }],
    linkedPersons: [],
  },
  {
    cariId: 12,
    unvan: 'Orta Anadolu Ahşap ve Palet San. Tic. Ltd. Şti.',
    vkn: '3066677889',
    partners: [{ kimlikNo: '20000008066', adSoyad: 'Gül Erdem', yetkili: true }],
    linkedPersons: [],
  },
  {
    cariId: 13,
    unvan: 'Kocaeli Endüstriyel Atık Yönetimi A.Ş.',
    vkn: '3077788999',
    partners: [{ kimlikNo: '20000009056', adSoyad: 'Levent Aksoy', yetkili: true }],
    linkedPersons: [],
  },
];

/** Tender-unique aliases bidders pick (cari_rumuzu). */
export const ALIASES = [
  'Bayrak',
  'Çınar',
  'Doruk',
  'Kartal',
  'Poyraz',
  'Atlas',
  'Bora',
  'Toros',
  'Yıldız',
  'Sancak',
  'Kuzey',
  'Tuna',
  'Ilgaz',
  'Meltem',
] as const;
