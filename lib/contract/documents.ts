/**
 * The money documents (docs/architecture.md §9): receipts (dekont) of money a bidder paid in and the
 * sale document (satış belgesi) of a paid won tender. Every text they print and every message their
 * routes and screens show is defined here once, for the server, the UI and the tests.
 */

export const DOCUMENT_TITLES = {
  teminatDekontu: 'Teminat Yatırma Dekontu',
  tahsilatDekontu: 'Tahsilat Dekontu',
  satisBelgesi: 'Satış Belgesi',
} as const;

export const DOCUMENT_LABELS = {
  dekontNo: 'Dekont No',
  belgeNo: 'Belge No',
  islemTarihi: 'İşlem Tarihi',
  odeyen: 'Ödeyen',
  alici: 'Alıcı',
  kimlikNo: 'T.C. Kimlik / Vergi No',
  tutar: 'Tutar',
  amac: 'Açıklama',
  yontem: 'Ödeme Yöntemi',
  referans: 'Referans',
  ihaleNo: 'İhale No',
  ihaleBasligi: 'İhale Başlığı',
  kazananTutar: 'Kazanılan Tutar',
  kullanilanTeminat: 'Kullanılan Teminat',
  tahsilEdilen: 'Tahsil Edilen',
  kdv: 'KDV',
  odemeTarihi: 'Ödeme Tarihi',
  kalemler: 'Satılan Kalemler',
  tahsilatlar: 'Tahsilatlar',
  kalemAdi: 'Malzeme',
  miktar: 'Miktar',
  teslimYeri: 'Teslim Yeri',
  olusturma: 'Oluşturma',
  sayfa: 'Sayfa',
} as const;

export const DOCUMENT_TEXTS = {
  teminatAmaci: 'Teminat yatırma',
  ihaleAmaci: (ihaleId: number) => `${ihaleId} numaralı ihale satış bedeli`,
  kart: 'Kredi kartı (3-D Secure)',
  havale: 'Banka havalesi / EFT',
  kdvDahil: 'KDV dahil',
  kdvHaric: 'KDV hariç',
  footerNote: 'Bu belge elektronik ortamda düzenlenmiştir; imza gerektirmez.',
  seedFooter: 'E-Satış İhale Portalı — örnek belge (demo verisi)',
} as const;

export const DOCUMENT_MESSAGES = {
  receiptNotFound: 'Dekont bulunamadı.',
  saleDocumentNotFound: 'Satış belgesi bulunamadı. Satış belgesi, ödemesi tamamlanmış ihaleler için düzenlenir.',
  badId: 'Geçersiz belge numarası.',
  downloadFailed: 'Belge indirilemedi. Lütfen tekrar deneyiniz.',
} as const;

/** The UI's download buttons. */
export const DOCUMENT_ACTIONS = {
  dekont: 'Dekont',
  /** Starts with the visible label, so speech input finds the button by what it shows. */
  dekontAria: (tarih: string) => `Dekont: ${tarih} tarihli teminat yatırma dekontunu indir (PDF)`,
  satisBelgesi: 'Satış Belgesi',
  satisBelgesiAria: (ihaleId: number) => `Satış Belgesi: ${ihaleId} numaralı ihalenin satış belgesini indir (PDF)`,
} as const;

/** File names (kebab-case, Turkish letters; the ASCII form goes beside it in Content-Disposition). */
export const DOCUMENT_FILE_NAMES = {
  teminatDekontu: (id: number) => `teminat-dekontu-${id}.pdf`,
  tahsilatDekontu: (id: number) => `tahsilat-dekontu-${id}.pdf`,
  satisBelgesi: (ihaleId: number) => `satış-belgesi-${ihaleId}.pdf`,
} as const;

/** Bidder routes (under /api). */
export const DOCUMENT_ROUTES = {
  teminatDekontu: (id: number, cariId: number) => `/v1/Odeme/Dekont/Teminat/${id}?cariId=${cariId}`,
  tahsilatDekontu: (id: number, cariId: number) => `/v1/Odeme/Dekont/Tahsilat/${id}?cariId=${cariId}`,
  satisBelgesi: (ihaleId: number, cariId: number) => `/v1/Odeme/SatisBelgesi/${ihaleId}?cariId=${cariId}`,
} as const;
