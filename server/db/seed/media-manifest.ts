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
 * Attachments (real PDF files). `adi` is what the UI lists; `lines` is the PDF's body in plain
 * ASCII because the built-in PDF fonts cannot print Turkish letters without embedding a font.
 */
export const PDF_DOCUMENTS = {
  'satis-sartnamesi': {
    adi: 'Satış Şartnamesi',
    pdfTitle: 'Satis Sartnamesi',
    lines: [
      'Madde 1 - Ihale konusu malzeme, bulundugu yerde ve oldugu gibi satilir.',
      'Madde 2 - Teklifler portal uzerinden, rumuz ile ve canli olarak verilir.',
      'Madde 3 - Ihaleye katilim icin ilanda belirtilen teminat yatirilmis olmalidir.',
      'Madde 4 - Kazanan istekli bedeli son odeme tarihine kadar oder.',
      'Madde 5 - Yukleme, nakliye ve tartim giderleri aliciya aittir.',
      'Madde 6 - Malzeme, odemenin tamamlanmasindan sonra 15 gun icinde teslim alinir.',
    ],
  },
  'teknik-sartname': {
    adi: 'Teknik Şartname',
    pdfTitle: 'Teknik Sartname',
    lines: [
      '1. Malzemenin cinsi, miktari ve yaklasik ozellikleri ilan metninde belirtilmistir.',
      '2. Miktarlar tahminidir; kesin miktar teslimde kantar ile belirlenir.',
      '3. Malzeme mesai saatlerinde, randevu alinarak yerinde incelenebilir.',
      '4. Yukleme sirasinda is sagligi ve guvenligi kurallarina uyulmasi zorunludur.',
    ],
  },
  'malzeme-listesi': {
    adi: 'Malzeme Listesi',
    pdfTitle: 'Malzeme Listesi',
    lines: [
      'Sira  Malzeme                        Miktar',
      '1     Ana kalem (ilan metnine bakiniz)   1 lot',
      '2     Yardimci parcalar ve aksesuarlar   1 lot',
      'Liste bilgi amaclidir; malzeme yerinde goruldugu sekliyle satilir.',
    ],
  },
  'analiz-raporu': {
    adi: 'Kimyasal Analiz Raporu',
    pdfTitle: 'Kimyasal Analiz Raporu',
    lines: [
      'Numune alma tarihi ve yeri ilan metninde belirtilmistir.',
      'Ornek bilesim (agirlikca %): ana metal 92-96, diger elementler 4-8.',
      'Nem ve yabanci madde orani: < %2.',
      'Rapor bilgi amaclidir; alici kendi analizini yaptirabilir.',
    ],
  },
  'ekspertiz-raporu': {
    adi: 'Ekspertiz Raporu',
    pdfTitle: 'Ekspertiz Raporu',
    lines: [
      'Arac / makine: ilanda belirtilen marka, model ve yil.',
      'Motor: calisir durumda. Sanziman: bakim gerektirir.',
      'Kaporta: kullanima bagli cizik ve gocukler mevcuttur.',
      'Ruhsat ve muayene bilgileri teslimde aliciya verilir.',
    ],
  },
  'guvenlik-bilgi-formu': {
    adi: 'Güvenlik Bilgi Formu',
    pdfTitle: 'Guvenlik Bilgi Formu (SDS)',
    lines: [
      'Urun: kullanilmis madeni yag / kimyasal atik.',
      'Tehlikeler: cilt ve goz ile temasindan kacinin. Yanici degildir.',
      'Tasima: lisansli atik tasima araci ile yapilmalidir.',
      'Bertaraf: yalnizca lisansli geri kazanim tesislerine teslim edilir.',
    ],
  },
  'yukleme-talimati': {
    adi: 'Yükleme ve İSG Talimatı',
    pdfTitle: 'Yukleme ve ISG Talimati',
    lines: [
      'Sahaya baret, celik burunlu ayakkabi ve yelek ile girilir.',
      'Yukleme icin vinc ve operator alici tarafindan saglanir.',
      'Saha sorumlusunun talimatlarina uyulmasi zorunludur.',
      'Yukleme saatleri: hafta ici 08:30 - 16:30.',
    ],
  },
  'teslim-tutanagi': {
    adi: 'Teslim Tesellüm Tutanağı Örneği',
    pdfTitle: 'Teslim Tesellum Tutanagi (Ornek)',
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
