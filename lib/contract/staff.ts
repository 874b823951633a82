/**
 * The back-office's vocabulary (docs/architecture.md §8): staff roles, the audit trail's action
 * names, and the wire shapes of staff sign-in. One definition each; the schema, the server's role
 * checks, the seed and the /yonetim screens import them from here.
 */

/** The four staff roles and their names on screen. */
export const STAFF_ROLES = {
  yonetici: 'Yönetici',
  ihale: 'İhale Sorumlusu',
  mali: 'Mali İşler',
  destek: 'Destek',
} as const;

export type StaffRole = keyof typeof STAFF_ROLES;
export const STAFF_ROLE_KEYS = Object.keys(STAFF_ROLES) as [StaffRole, ...StaffRole[]];

/** A staff session ends after this long without a request. */
export const STAFF_IDLE_MINUTES = 30;

/** Who is signed in to the back-office (`GET /api/yonetim/ben`). */
export interface StaffMe {
  personelId: number;
  adiSoyadi: string;
  roller: StaffRole[];
  /** When the session ends unless another request comes first (ISO 8601). */
  oturumBitis: string;
}

/**
 * The first step's answer (`POST /api/yonetim/oturum/kod`): a short-lived challenge for the second
 * factor, and at the first sign-in the TOTP enrolment (the secret as text and as a QR code).
 */
export interface StaffChallenge {
  challenge: string;
  adiSoyadi: string;
  kayit: { gizliAnahtar: string; uri: string; qrDataUrl: string } | null;
}

/** The second step's answer: the session cookie is set; recovery codes only right after enrolment. */
export interface StaffSignInResult {
  ben: StaffMe;
  kurtarmaKodlari: string[] | null;
}

/**
 * Audit trail action names (`denetim_kaydi.islem`) and their labels on /yonetim/denetim. Every
 * staff action writes one of these, in the transaction of the action.
 */
export const AUDIT_ACTIONS = {
  'oturum.giris': 'Oturum açtı',
  'oturum.giris-basarisiz': 'Başarısız giriş denemesi',
  'oturum.cikis': 'Oturumu kapattı',
  'oturum.totp-kayit': 'Doğrulama uygulamasını kaydetti',
  'oturum.kurtarma-kodu': 'Kurtarma kodu ile giriş yaptı',
  'ihale.olustur': 'İhale oluşturdu',
  'ihale.duzenle': 'İhaleyi düzenledi',
  'ihale.yayinla': 'İhaleyi yayınladı',
  'ihale.yayindan-kaldir': 'İhaleyi yayından kaldırdı',
  'ihale.iptal': 'İhaleyi iptal etti',
  'ihale.kazanan-onay': 'Kazananı onayladı',
  'ihale.kazanansiz': 'Kazanansız sonuçlandırdı',
  'dosya.yukle': 'Dosya yükledi',
  'dosya.sil': 'Dosya sildi',
  'dosya.sirala': 'Dosyaları sıraladı',
  'icerik.duyuru': 'Duyuru değiştirdi',
  'icerik.slider': 'Slider değiştirdi',
  'icerik.sayfa': 'Sayfa değiştirdi',
  'icerik.iletisim': 'İletişim bilgilerini değiştirdi',
  'destek.yanit': 'Destek talebini yanıtladı',
  'destek.kapat': 'Destek talebini kapattı',
  'personel.ekle': 'Personel ekledi',
  'personel.rol': 'Personel rollerini değiştirdi',
  'personel.durum': 'Personeli etkinleştirdi/devre dışı bıraktı',
  'personel.totp-sifirla': 'Doğrulama uygulamasını sıfırladı',
  'denetim.disa-aktar': 'Denetim kaydını dışa aktardı',
  'mali.ekstre-yukle': 'Banka ekstresi yükledi',
  'mali.ekstre-ata': 'Ekstre satırını hesaba atadı',
  'mali.ekstre-yok-say': 'Ekstre satırını yok saydı',
  'mali.iade-red': 'Teminat iade talebini reddetti',
  'mali.talimat-hazirla': 'Ödeme talimatı hazırladı',
  'mali.talimat-onay': 'Ödeme talimatını onayladı',
  'mali.talimat-iptal': 'Ödeme talimatını iptal etti',
  'mali.talimat-indir': 'Ödeme talimatı dosyasını indirdi',
  'mali.kart-iade': 'Uyuşmazlıktaki kart ödemesini karta iade etti',
  'mali.kart-aktar': 'Uyuşmazlıktaki kart ödemesini teminata aktardı',
  'mali.ekstre-bekleme': 'Ekstre bekleme süresini değiştirdi',
  'odeme.teminat-yandi': 'Süresi içinde ödenmeyen ihalenin teminatını yaktı',
  'odeme.ikinci-teklif': 'İhaleyi ikinci en yüksek teklif sahibine önerdi',
  'odeme.kazanansiz': 'Ödenmeyen ihaleyi kazanansız sonuçlandırdı',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** A staff member on /yonetim/personel (`GET /api/yonetim/personel`); the Yönetici sees the full TC kimlik no. */
export interface StaffListItem {
  id: number;
  kimlikNo: string;
  adiSoyadi: string;
  roller: StaffRole[];
  aktif: boolean;
  /** Whether the authenticator app is enrolled (a confirmed TOTP secret). */
  totpKayitli: boolean;
  /** The start of the latest session (ISO 8601), null if never signed in. */
  sonGiris: string | null;
}

/** One audit trail row on /yonetim/denetim (`GET /api/yonetim/denetim`). */
export interface AuditRecord {
  id: number;
  zaman: string;
  personelId: number | null;
  personelAdi: string;
  islem: string;
  hedefTuru: string | null;
  hedefId: string | null;
  /** The target's name as it is now (a tender's title, a person's name); null when it is gone or has none. */
  hedefAdi: string | null;
  onceki: unknown;
  sonraki: unknown;
  ayrinti: string | null;
  ip: string | null;
}

/** A page of the audit trail, newest first; `sonraki` is the keyset cursor of the next page. */
export interface AuditPage {
  kayitlar: AuditRecord[];
  sonraki: string | null;
}

/** One file of a tender in the back-office (`ihale_dosya`; usages in lookups.ts FILE_USAGE). */
export interface StaffTenderFile {
  id: number;
  url: string;
  /** The small rendition for lists (gallery thumbnails); the file itself when there is none. */
  kucukUrl: string;
  adi: string;
  aciklama: string;
  kullanimTuruId: number;
  siraNo: number;
}

/** `GET /api/yonetim/ihaleler/:id/dosyalar`: the tender's card image, gallery and attachments. */
export interface StaffTenderFiles {
  ihale: { id: number; baslik: string; ihaleDurumuId: number; baslangicTarihi: string };
  /** Whether files may change now (lib/rules/upload-editable.ts). */
  duzenlenebilir: boolean;
  kartGorseli: StaffTenderFile | null;
  galeri: StaffTenderFile[];
  ekler: StaffTenderFile[];
}

/** One home slide in the back-office (`ana_sayfa_slider`). */
export interface StaffSlide {
  id: number;
  url: string;
  siraNo: number;
  aciklama: string;
  aktif: boolean;
}

/** A page of a back-office list: its rows, the total and where it stands. */
export interface StaffPage<T> {
  items: T[];
  toplam: number;
  sayfa: number;
  sayfaBoyutu: number;
}

/** An announcement as /yonetim/icerik/duyurular edits it (every one of this portal, withdrawn too). */
export interface StaffAnnouncement {
  id: number;
  baslik: string;
  icerik: string;
  yayinTarihi: string;
  popup: boolean;
  yayindanKaldir: boolean;
}

/** A portal page (SayfaId 141–145) as /yonetim/icerik/sayfalar edits it. */
export interface StaffPortalPage {
  sayfaId: number;
  baslik: string;
  icerik: string;
}

/** A support conversation on /yonetim/destek, with the account's title. */
export interface StaffConversation {
  id: number;
  baslik: string;
  konu: string;
  durumId: number;
  cariId: number;
  cariUnvan: string;
  acilisTarihi: string;
  /** Time of the latest message; null when nobody has written since the opening. */
  sonCevap: string | null;
}

/** One conversation with its whole thread, oldest message first (plain text). */
export interface StaffConversationThread {
  talep: StaffConversation;
  mesajlar: Array<{
    id: number;
    icerik: string;
    olusturmaTarihi: string;
    kurumYazisi: boolean;
    yazanAdiSoyadi: string;
  }>;
}

/** The support desk's list: a page of conversations of one status and how many each status holds. */
export interface StaffConversationList extends StaffPage<StaffConversation> {
  durumSayilari: Record<number, number>;
}
