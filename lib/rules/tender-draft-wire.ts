/**
 * What /api/yonetim/ihaleler answers (docs/architecture.md §8, "Tenders"): the wire shapes the
 * server builds and lib/api/backoffice/tenders.ts maps to view models. They sit beside the payload
 * schemas (tender-draft-schemas.ts) they mirror. The preview answers the public IhaleWire
 * (lib/contract/wire-types.ts), so one mapper serves the public page and the preview.
 */
import type { StaffPage } from '../contract/staff';

/** One row of the back-office tender list. */
export interface StaffTenderRowWire {
  id: number;
  baslik: string;
  ihaleDurumuId: number;
  ihaleDurumuAdi: string;
  yayinTarihi: string;
  baslangicTarihi: string;
  bitisTarihi: string;
  /** Withdrawn from publication (never public whatever its status). */
  yayindanKaldir: boolean;
  oneCikar: boolean;
  acilisFiyati: string | null;
  paraBirimi: string;
}

/** A page of the list: the back-office's one page shape (lib/contract/staff.ts StaffPage). */
export type StaffTenderListWire = StaffPage<StaffTenderRowWire>;

/** A tender as the draft form edits it. Money and quantities are decimal strings. */
export interface StaffTenderDetailWire {
  id: number;
  ihaleDurumuId: number;
  ihaleDurumuAdi: string;
  yayindanKaldir: boolean;
  baslik: string;
  aciklama: string;
  yayinTarihi: string;
  baslangicTarihi: string;
  bitisTarihi: string;
  teminatTutari: string;
  paraBirimiId: number;
  sonOdemeIcinEklenecekGun: number;
  otomatikUzatmaAyarId: number | null;
  oneCikar: boolean;
  kdvDahil: boolean;
  otomatikSonuclandirma: boolean;
  kalem: {
    ihaleKalemKategoriId: number;
    miktar: string;
    olcuBirimiId: number;
    teslimatYeriId: number;
    acilisFiyati: string;
    rumuzEtiketi: string;
    aciklama: string;
  } | null;
  etiketler: string[];
  /** The version an edit or publish must name (optimistic concurrency). */
  guncellemeTarihi: string;
  /** Whether staff may still change it (isTenderEditable). */
  duzenlenebilir: boolean;
  /** What it lacks before publishing (missingForPublish); only meaningful for a draft. */
  eksikler: string[];
}

/** A create, edit or publish: the tender and its new version. */
export interface StaffTenderSavedWire {
  id: number;
  ihaleDurumuId: number;
  guncellemeTarihi: string;
}

export interface LookupOptionWire {
  id: number;
  adi: string;
}

/** The item category tree, flat: the form offers only leaves (ihaleKalemKategoriId must be one). */
export interface CategoryOptionWire extends LookupOptionWire {
  ustId: number | null;
  yaprak: boolean;
  /** The names from the top of the tree down, for the select's labels ('Metal › Bakır › Millberry'). */
  yol: string;
}

/** Everything the draft form chooses from (`GET /api/yonetim/ihaleler/secenekler`). */
export interface StaffTenderOptionsWire {
  paraBirimleri: LookupOptionWire[];
  olcuBirimleri: LookupOptionWire[];
  teslimatYerleri: LookupOptionWire[];
  kategoriler: CategoryOptionWire[];
  otomatikUzatmaAyarlari: LookupOptionWire[];
  etiketler: string[];
  durumlar: LookupOptionWire[];
}
