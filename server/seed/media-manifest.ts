/**
 * The static media the seed references: which files exist under public/media and their URLs.
 * generate-media.ts writes exactly these; the seed and its tests read the same list, so a URL in
 * the database always has a file behind it.
 */

export const MEDIA_ROOT_URL = '/media';

/** Illustration kinds (one per material family) with the title written into each SVG. */
export const IMAGE_KINDS = {
  bakir: 'Hurda bakır kablo',
  pirinc: 'Pirinç talaşı ve hurdası',
  aluminyum: 'Alüminyum profil hurdası',
  celik: 'Çelik hurda (HMS 1-2)',
  talas: 'Çelik talaşı',
  dokum: 'Döküm hurdası',
  kursun: 'Kurşun külçe ve hurda',
  forklift: 'Forklift',
  kamyon: 'Kamyon',
  binek: 'Binek araç',
  ekskavator: 'İş makinesi',
  tezgah: 'Torna tezgâhı',
  kompresor: 'Kompresör ve jeneratör',
  elektronik: 'Elektronik hurda',
  yag: 'Atık yağ varilleri',
  ambalaj: 'Ambalaj atıkları',
  aku: 'Hurda akü',
  palet: 'Ahşap palet',
  kereste: 'Kereste ve ahşap sandık',
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

/** Every kind has this many distinct views: view 1 is the card image, the gallery uses 1..n. */
export const IMAGE_VARIANTS = 6;

export const imageUrl = (kind: ImageKind, variant: number) => `${MEDIA_ROOT_URL}/ihale/${kind}-${variant}.svg`;

/**
 * Attachments (real PDF files). `adi` is what the UI lists; `pdfTitle` and `lines` are the PDF's
 * title and body, set in an embedded font (server/documents/pdf-document.ts) so Turkish letters print.
 */
export const PDF_DOCUMENTS = {
  'satis-sartnamesi': {
    adi: 'Satış Şartnamesi',
    pdfTitle: 'Satış Şartnamesi',
    lines: [
      'Madde 1 - İhale konusu malzeme, bulunduğu yerde ve olduğu gibi satılır.',
      'Madde 2 - Teklifler portal üzerinden, rumuz ile ve canlı olarak verilir.',
      'Madde 3 - İhaleye katılım için ilanda belirtilen teminat yatırılmış olmalıdır.',
      'Madde 4 - Kazanan istekli bedeli son ödeme tarihine kadar öder.',
      'Madde 5 - Yükleme, nakliye ve tartım giderleri alıcıya aittir.',
      'Madde 6 - Malzeme, ödemenin tamamlanmasından sonra 15 gün içinde teslim alınır.',
    ],
  },
  'teknik-sartname': {
    adi: 'Teknik Şartname',
    pdfTitle: 'Teknik Şartname',
    lines: [
      '1. Malzemenin cinsi, miktarı ve yaklaşık özellikleri ilan metninde belirtilmiştir.',
      '2. Miktarlar tahminidir; kesin miktar teslimde kantar ile belirlenir.',
      '3. Malzeme mesai saatlerinde, randevu alınarak yerinde incelenebilir.',
      '4. Yükleme sırasında iş sağlığı ve güvenliği kurallarına uyulması zorunludur.',
    ],
  },
  'malzeme-listesi': {
    adi: 'Malzeme Listesi',
    pdfTitle: 'Malzeme Listesi',
    lines: [
      'Sıra 1 - Ana kalem (ilan metnine bakınız): 1 lot',
      'Sıra 2 - Yardımcı parçalar ve aksesuarlar: 1 lot',
      'Liste bilgi amaçlıdır; malzeme yerinde görüldüğü şekliyle satılır.',
    ],
  },
  'analiz-raporu': {
    adi: 'Kimyasal Analiz Raporu',
    pdfTitle: 'Kimyasal Analiz Raporu',
    lines: [
      'Numune alma tarihi ve yeri ilan metninde belirtilmiştir.',
      'Örnek bileşim (ağırlıkça %): ana metal 92-96, diğer elementler 4-8.',
      'Nem ve yabancı madde oranı: < %2.',
      'Rapor bilgi amaçlıdır; alıcı kendi analizini yaptırabilir.',
    ],
  },
  'ekspertiz-raporu': {
    adi: 'Ekspertiz Raporu',
    pdfTitle: 'Ekspertiz Raporu',
    lines: [
      'Araç / makine: ilanda belirtilen marka, model ve yıl.',
      'Motor: çalışır durumda. Şanzıman: bakım gerektirir.',
      'Kaporta: kullanıma bağlı çizik ve göçükler mevcuttur.',
      'Ruhsat ve muayene bilgileri teslimde alıcıya verilir.',
    ],
  },
  'guvenlik-bilgi-formu': {
    adi: 'Güvenlik Bilgi Formu',
    pdfTitle: 'Güvenlik Bilgi Formu (SDS)',
    lines: [
      'Ürün: kullanılmış madeni yağ / kimyasal atık.',
      'Tehlikeler: cilt ve göz ile temasından kaçının. Yanıcı değildir.',
      'Taşıma: lisanslı atık taşıma aracı ile yapılmalıdır.',
      'Bertaraf: yalnızca lisanslı geri kazanım tesislerine teslim edilir.',
    ],
  },
  'yukleme-talimati': {
    adi: 'Yükleme ve İSG Talimatı',
    pdfTitle: 'Yükleme ve İSG Talimatı',
    lines: [
      'Sahaya baret, çelik burunlu ayakkabı ve yelek ile girilir.',
      'Yükleme için vinç ve operatör alıcı tarafından sağlanır.',
      'Saha sorumlusunun talimatlarına uyulması zorunludur.',
      'Yükleme saatleri: hafta içi 08:30 - 16:30.',
    ],
  },
  'teslim-tutanagi': {
    adi: 'Teslim Tesellüm Tutanağı Örneği',
    pdfTitle: 'Teslim Tesellüm Tutanağı (Örnek)',
    lines: [
      'Teslim eden birim: ......................................',
      'Teslim alan firma: ......................................',
      'Malzeme ve miktar: ......................................',
      'Tarih ve imzalar: .......................................',
    ],
  },
} as const;
export type PdfSlug = keyof typeof PDF_DOCUMENTS;

export const pdfUrl = (slug: PdfSlug) => `${MEDIA_ROOT_URL}/dosya/${slug}.pdf`;

/** Home page slides: wide 1600x600 illustrations. */
export const SLIDES = [
  {
    slug: 'fabrika',
    title: 'Fabrikalarımızdan satışa sunulan malzemeler',
    aciklama: 'Fabrikalarımızın hurda ve ihtiyaç fazlası malzemeleri herkese açık e-satış ihaleleriyle satışta.',
  },
  {
    slug: 'hurda-sahasi',
    title: 'Hurda sahası',
    aciklama: 'Metal hurdalar, araçlar ve makineler için canlı açık artırmalara katılın.',
  },
  {
    slug: 'canli-ihale',
    title: 'Canlı teklif',
    aciklama: 'e-Devlet ile giriş yapın, rumuzunuzla teklif verin, ihaleyi anlık takip edin.',
  },
  {
    slug: 'lojistik',
    title: 'Teslimat',
    aciklama: 'Ödeme sonrası malzemenizi belirtilen teslimat yerinden randevuyla teslim alın.',
  },
] as const;

export const slideUrl = (slug: string) => `${MEDIA_ROOT_URL}/slider/${slug}.svg`;

/** Every file URL the generator writes, for the existence check in the tests. */
export function allMediaUrls(): string[] {
  const urls: string[] = [];
  for (const kind of Object.keys(IMAGE_KINDS) as ImageKind[]) {
    for (let v = 1; v <= IMAGE_VARIANTS; v++) urls.push(imageUrl(kind, v));
  }
  for (const slug of Object.keys(PDF_DOCUMENTS) as PdfSlug[]) urls.push(pdfUrl(slug));
  for (const s of SLIDES) urls.push(slideUrl(s.slug));
  return urls;
}
