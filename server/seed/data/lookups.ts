/**
 * Lookup rows with fixed ids: the generic kategori table (ids fixed by docs/spec.md §9), currencies,
 * units, delivery places, the material category tree, tags and auto-extension rules.
 */

export const KATEGORI_ROWS: Array<{ id: number; adi: string; ustKategoriId: number | null; siraNo: number }> = [
  { id: 50, adi: 'İhale Tipi', ustKategoriId: null, siraNo: 0 },
  { id: 51, adi: 'Herkese Açık Satış', ustKategoriId: 50, siraNo: 1 },
  { id: 52, adi: 'Lisanslı Satış', ustKategoriId: 50, siraNo: 2 },
  { id: 190, adi: 'İletişim Konuları', ustKategoriId: null, siraNo: 0 },
  { id: 191, adi: 'Teminat İşlemleri', ustKategoriId: 190, siraNo: 1 },
  { id: 192, adi: 'İhale Süreci', ustKategoriId: 190, siraNo: 2 },
  { id: 193, adi: 'Ödeme ve Teslimat', ustKategoriId: 190, siraNo: 3 },
  { id: 194, adi: 'Teknik Destek', ustKategoriId: 190, siraNo: 4 },
  { id: 195, adi: 'Diğer', ustKategoriId: 190, siraNo: 5 },
  { id: 200, adi: 'İletişim Durumu', ustKategoriId: null, siraNo: 0 },
  { id: 201, adi: 'Açık', ustKategoriId: 200, siraNo: 1 },
  { id: 202, adi: 'Cevaplandı', ustKategoriId: 200, siraNo: 2 },
  { id: 203, adi: 'Kapandı', ustKategoriId: 200, siraNo: 3 },
  { id: 210, adi: 'İhale Durumu', ustKategoriId: null, siraNo: 0 },
  { id: 211, adi: 'Taslak', ustKategoriId: 210, siraNo: 1 },
  { id: 212, adi: 'Başlamadı', ustKategoriId: 210, siraNo: 2 },
  { id: 213, adi: 'Devam Ediyor', ustKategoriId: 210, siraNo: 3 },
  { id: 214, adi: 'Teklifler Değerlendiriliyor', ustKategoriId: 210, siraNo: 4 },
  { id: 215, adi: 'Kazanan Belirli', ustKategoriId: 210, siraNo: 5 },
  { id: 216, adi: 'Kazanan Belirsiz', ustKategoriId: 210, siraNo: 6 },
  { id: 217, adi: 'İptal', ustKategoriId: 210, siraNo: 7 },
  { id: 220, adi: 'Dosya Kullanım Türü', ustKategoriId: null, siraNo: 0 },
  { id: 221, adi: 'Kart Görseli', ustKategoriId: 220, siraNo: 1 },
  { id: 222, adi: 'Galeri Görseli', ustKategoriId: 220, siraNo: 2 },
  { id: 223, adi: 'Ek Dosya', ustKategoriId: 220, siraNo: 3 },
];

export { PARA_BIRIMI, type Currency } from '../../../lib/contract/money';

export const OLCU_BIRIMI = {
  Ton: { id: 1, adi: 'Ton' },
  Kg: { id: 2, adi: 'Kg' },
  Adet: { id: 3, adi: 'Adet' },
  Lot: { id: 4, adi: 'Lot' },
  Litre: { id: 5, adi: 'Litre' },
  M3: { id: 6, adi: 'm³' },
} as const;
export type Unit = keyof typeof OLCU_BIRIMI;

export const TESLIMAT_YERI = {
  genelMudurluk: {
    id: 1,
    adi: 'Genel Müdürlük Merkez Ambarı (Ankara)',
    adresi: 'Anadolu Bulvarı No: 42, Tandoğan, 06330 Yenimahalle/Ankara',
  },
  kirikkale: {
    id: 2,
    adi: 'Kırıkkale Silah Fabrikası Hurda Sahası',
    adresi: 'Sanayi Mahallesi, Fabrikalar Caddesi No: 1, 71100 Merkez/Kırıkkale',
  },
  mamak: {
    id: 3,
    adi: 'Mamak Kimya Fabrikası',
    adresi: 'Fabrika Yolu No: 8, Kutludüğün Mahallesi, 06270 Mamak/Ankara',
  },
  gaziFisek: {
    id: 4,
    adi: 'Gazi Fişek Fabrikası',
    adresi: 'Gazi Mahallesi, Silahtar Caddesi No: 12, 06560 Yenimahalle/Ankara',
  },
  kayseri: {
    id: 5,
    adi: 'Kayseri Mühimmat Fabrikası',
    adresi: 'Organize Sanayi Bölgesi 4. Cadde No: 17, 38070 Melikgazi/Kayseri',
  },
  elmadag: {
    id: 6,
    adi: 'Elmadağ Barut Fabrikası',
    adresi: 'Hasanoğlan Yolu 3. Km, 06780 Elmadağ/Ankara',
  },
  cankiri: {
    id: 7,
    adi: 'Çankırı Silah Fabrikası',
    adresi: 'Organize Sanayi Bölgesi 2. Cadde No: 5, 18100 Merkez/Çankırı',
  },
  kirikkaleCelik: {
    id: 8,
    adi: 'Kırıkkale Çelik Fabrikası Lojistik Deposu',
    adresi: 'Yahşihan Yolu Üzeri 6. Km, 71450 Yahşihan/Kırıkkale',
  },
} as const;
export type Place = keyof typeof TESLIMAT_YERI;

/** Material category tree under root 1; leaves are what tender items point at. */
export const KALEM_KATEGORI_ROWS: Array<{ id: number; adi: string; ust: number | null; siraNo: number }> = [
  { id: 1, adi: 'Tüm Kategoriler', ust: null, siraNo: 0 },
  { id: 10, adi: 'Metal Hurdalar', ust: 1, siraNo: 1 },
  { id: 11, adi: 'Demir-Çelik', ust: 10, siraNo: 1 },
  { id: 111, adi: 'HMS 1-2', ust: 11, siraNo: 1 },
  { id: 112, adi: 'Çelik Talaşı', ust: 11, siraNo: 2 },
  { id: 113, adi: 'Döküm Hurdası', ust: 11, siraNo: 3 },
  { id: 12, adi: 'Demir Dışı', ust: 10, siraNo: 2 },
  { id: 121, adi: 'Bakır', ust: 12, siraNo: 1 },
  { id: 122, adi: 'Pirinç', ust: 12, siraNo: 2 },
  { id: 123, adi: 'Alüminyum', ust: 12, siraNo: 3 },
  { id: 124, adi: 'Kurşun', ust: 12, siraNo: 4 },
  { id: 20, adi: 'Araç ve İş Makineleri', ust: 1, siraNo: 2 },
  { id: 21, adi: 'Forklift', ust: 20, siraNo: 1 },
  { id: 22, adi: 'Kamyon ve Kamyonet', ust: 20, siraNo: 2 },
  { id: 23, adi: 'Binek Araç', ust: 20, siraNo: 3 },
  { id: 24, adi: 'İş Makinesi', ust: 20, siraNo: 4 },
  { id: 30, adi: 'Makine ve Teçhizat', ust: 1, siraNo: 3 },
  { id: 31, adi: 'Tezgâhlar', ust: 30, siraNo: 1 },
  { id: 32, adi: 'Kompresör ve Jeneratör', ust: 30, siraNo: 2 },
  { id: 33, adi: 'Elektrik ve Elektronik Hurda', ust: 30, siraNo: 3 },
  { id: 40, adi: 'Kimyasal ve Atıklar', ust: 1, siraNo: 4 },
  { id: 41, adi: 'Atık Yağ', ust: 40, siraNo: 1 },
  { id: 42, adi: 'Ambalaj', ust: 40, siraNo: 2 },
  { id: 43, adi: 'Akü ve Pil', ust: 40, siraNo: 3 },
  { id: 50, adi: 'Ahşap ve Palet', ust: 1, siraNo: 5 },
  { id: 51, adi: 'Ahşap Palet', ust: 50, siraNo: 1 },
  { id: 52, adi: 'Kereste ve Sandık', ust: 50, siraNo: 2 },
];

export const ETIKETLER = [
  'Hurda',
  'Metal',
  'Demir Dışı',
  'Acil Satış',
  'Araç',
  'Geri Dönüşüm',
  'Makine',
  'Kimyasal Atık',
  'Ahşap',
  'Elektronik',
  'Toplu Satış',
  'Yeni İlan',
] as const;
export type Tag = (typeof ETIKETLER)[number];
export const etiketId = (tag: Tag) => ETIKETLER.indexOf(tag) + 1;

export const OTOMATIK_UZATMA = {
  uc: { id: 1, aciklama: 'Son 3 dakikada verilen teklif süreyi 3 dakika uzatır.', sonDakika: 3, uzatmaDakika: 3 },
  bes: { id: 2, aciklama: 'Son 5 dakikada verilen teklif süreyi 5 dakika uzatır.', sonDakika: 5, uzatmaDakika: 5 },
  on: { id: 3, aciklama: 'Son 10 dakikada verilen teklif süreyi 15 dakika uzatır.', sonDakika: 10, uzatmaDakika: 15 },
} as const;
export type ExtensionRule = keyof typeof OTOMATIK_UZATMA;
