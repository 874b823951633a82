/**
 * Wire shapes of the portal API: property names exactly as docs/spec.md §3 prints them.
 * This file is the contract between server/ (which produces these) and lib/api (which maps them
 * for the pages). Amounts are JSON numbers in TL or the tender's currency; dates are ISO 8601
 * strings with offset.
 *
 * OData sets answer `{ "@odata.count"?: number, value: T[] }` with PascalCase properties;
 * a navigation property appears only when $expand names it. v1 REST endpoints answer
 * `{ data: T }` with camelCase properties; errors are ApiErrorBody.
 */
import type { Currency } from './money';

export interface ODataResponse<T> {
  '@odata.count'?: number;
  value: T[];
}

export interface ApiErrorBody {
  key: string;
  message: string;
  errors?: string[];
  mesajList?: string[];
}

export interface LookupWire {
  Id: number;
  Adi: string;
}

export interface DosyaWire {
  Id: number;
  Url: string;
  Adi: string;
  Aciklama: string;
  /** 221 card image, 222 gallery image, 223 attachment */
  KullanimTuruId: number;
}

export interface TeslimatYeriWire {
  Id: number;
  Adi: string;
  Adresi: string;
}

export interface KalemWire {
  Id: number;
  IhaleId: number;
  AcilisFiyati: number;
  /** Current highest bid; 0 when nobody has bid yet. */
  TurTeklifleriTeklifTutariMax: number;
  Miktar: number;
  OlcuBirimiId: number;
  OlcuBirimi?: LookupWire;
  Aciklama: string;
  /** Label of the alias (rumuz) field for this item. */
  HerkeseAcikSatisIhaleKalemRumuz: string;
  TeslimatYeriId: number;
  TeslimatYeri?: TeslimatYeriWire;
  TeslimatYeriAdi: string;
  IhaleKalemKategoriId: number;
  IhaleKalemKategori?: LookupWire;
  IhaleKalemDosyalari?: DosyaWire[];
  /** Computed (always sent): greatest(TurTeklifleriTeklifTutariMax, AcilisFiyati); filterable and orderable. */
  GuncelFiyat?: number;
}

export interface TeklifWire {
  Id: number;
  IhaleId: number;
  TeklifTarihi: string;
  CariRumuzu: string;
  TeklifTutari: number;
  SiraNo: number;
  /** Placed by the portal for the alias's maximum (otomatik teklif). */
  Otomatik?: boolean;
}

export interface IhaleEtiketWire {
  Id: number;
  EtiketId: number;
  Etiket?: LookupWire;
}

export interface FavoriIhaleRefWire {
  Id: number;
  IhaleId: number;
  CariId: number;
}

export interface OtomatikUzatmaAyarWire {
  Id: number;
  Aciklama: string;
}

/** HerkeseAcikIhaleAnaSayfaOData entity. */
export interface IhaleWire {
  Id: number;
  Baslik: string;
  Aciklama: string;
  YayinTarihi: string;
  BaslangicTarihi: string;
  BitisTarihi: string;
  UzatilmisBitisTarihi: string | null;
  TeminatTutari: number;
  IhaleDurumuId: number;
  IhaleDurumu?: LookupWire;
  ParaBirimiId: number;
  ParaBirimi?: LookupWire;
  OdemeDurumu: number;
  SonOdemeIcinEklenecekGun: number;
  OneCikar: boolean;
  YayindanKaldir: boolean;
  IhaleTipiId: number;
  OtomatikUzatmaAyarId: number | null;
  OtomatikUzatmaAyar?: OtomatikUzatmaAyarWire | null;
  /**
   * Computed sort keys (also filterable): the highest current price over the items
   * (greatest of highest bid and opening price; 0 without items) and the end that applies
   * (UzatilmisBitisTarihi when extended, else BitisTarihi). Always sent by the server; optional
   * here only so hand-built objects (recent visits, tests) need not invent them.
   */
  GuncelFiyat?: number;
  GuncelBitisTarihi?: string;
  /**
   * GuncelFiyat in TL at the latest TCMB forex selling rate (the price sorts' key); the rate itself
   * (TL per unit, null for TL tenders), its bulletin date (YYYY-MM-DD) and source ('tcmb', or 'dev'
   * for the stand-in's rates). Optional like the keys above.
   */
  GuncelFiyatTl?: number | null;
  DovizKuru?: number | null;
  DovizKuruTarihi?: string | null;
  DovizKuruKaynagi?: string | null;
  /** Whether the prices include KDV. */
  KdvDahil?: boolean;
  /** Winning amount of a 215 tender (null for every other status); never who won. */
  KazananTutar?: number | null;
  /** How many bids the tender received. */
  TeklifSayisi?: number;
  IhaleDosyalari?: DosyaWire[];
  Kalemleri?: KalemWire[];
  Teklifler?: TeklifWire[];
  IhaleEtiketleri?: IhaleEtiketWire[];
  /** Only the caller's own favourite rows (empty when signed out). */
  FavoriIhaleler?: FavoriIhaleRefWire[];
}

/** DuyuruOData / DuyuruWithOutCacheOData entity. */
export interface DuyuruWire {
  Id: number;
  Baslik: string;
  Icerik: string;
  YayinTarihi: string;
  Popup: boolean;
  YayindanKaldir: boolean;
}

/** AnaSayfaSliderOData entity. */
export interface SliderWire {
  Id: number;
  Url: string;
  SiraNo: number;
  Aciklama: string;
}

/** PortalSayfaOData entity. */
export interface PortalSayfaWire {
  Id: number;
  SayfaId: number;
  Baslik: string;
  Icerik: string;
}

/** KategoriOData / HerkeseAcikKategoriOData entity. */
export interface KategoriWire {
  Id: number;
  Adi: string;
  UstKategoriId: number | null;
}

/** v1/IhaleKalemKategori?UstIhaleKalemKategoriId=1: the material category tree (camelCase, REST). */
export interface IhaleKalemKategoriNode {
  id: number;
  adi: string;
  altIhaleKalemKategorileri: IhaleKalemKategoriNode[];
}

/** v1/HerkeseAcikSatisIhale/ServerCurrentTime */
export interface ServerCurrentTimeWire {
  serverCurrentTime: string;
}

// ---------------------------------------------------------------------------------------------
// Profile area (server/modules/persons, finance, deposits, banking, companies, conversations)

/** GercekKisilikExternalOData entity: only the caller's own record, whatever the filter. */
export interface GercekKisilikWire {
  Id: number;
  CariId: number;
  KimlikNo: string;
  Adi: string;
  Soyadi: string;
  GSM: string | null;
  Eposta: string | null;
  EpostaBildirimOnayi: boolean;
  GSMBildirimOnayi: boolean;
}

/** PUT v1/GercekKisilik/IletisimTercihi body, and its `data` answer. */
export interface IletisimTercihiWire {
  epostaBildirimOnayi: boolean;
  gsmBildirimOnayi: boolean;
}

/** The seven amounts of the financial summary in one currency. */
export interface FinansOzetTutarlariWire {
  kazandigimIhalelerToplami: number;
  yatirilanTeminatTutariToplami: number;
  kullanilabilirTeminatTutari: number;
  blokajliTeminatTutariToplami: number;
  yananTeminatlarToplami: number;
  iadeBekleyenTeminatlarToplami: number;
  iadeAldigimTeminatlarToplami: number;
}

/**
 * GET v1/Finans/Ozet?cariId → data. The seven SPEC amounts are TL, derived from the deposit ledger;
 * `paraBirimleri` holds the same amounts for every other currency the account has a ledger row or
 * a won tender in (empty for a TL-only account).
 */
export interface FinansOzetWire extends FinansOzetTutarlariWire {
  paraBirimleri: ({ paraBirimi: Currency } & FinansOzetTutarlariWire)[];
}

/** The deposit detail's amounts in one currency. */
export interface TeminatDetayTutarlariWire {
  teminatKullanilabilirTutar: number;
  aktifIhaleBlokajliTutar: number;
  kazanilanIhaleKullanilanTeminat: number;
  aktifIhaleBlokajliTeminatlar: { ihaleId: number; ihaleAdi: string; rumuz: string | null; teminatMiktari: number }[];
}

/** GET v1/Teminat/Detay?cariId → data: TL, and `paraBirimleri` for every other currency with ledger rows. */
export interface TeminatDetayWire extends TeminatDetayTutarlariWire {
  paraBirimleri: ({ paraBirimi: Currency } & TeminatDetayTutarlariWire)[];
}

/** POST v1/Teminat/TeminatIade { cariId, talepTutari, paraBirimi? (TL) } → data. */
export interface TeminatIadeWire {
  id: number;
  paraBirimi: Currency;
  talepTutari: number;
  kullanilabilirTeminatTutari: number;
}

/** GET v1/Teminat/TeminatGecmisi?cariId&yil&PageNumber&PageSize → data (newest first). */
export interface TeminatGecmisiWire {
  items: {
    id: number;
    islemTarihi: string;
    girisTutari: number;
    cikisTutari: number;
    aciklama: string;
    /** 'Tamamlandı'; refund requests follow their request (REFUND_HISTORY_LABELS): 'Beklemede' | 'Gönderildi' | 'Tamamlandı' | 'Bankadan döndü' | 'Reddedildi'. */
    durum: string;
    /** The ledger row's kind (teminat_hareket.tur): a `yatirma` row has a receipt (dekont). */
    tur: string;
    /** The row's currency (every ledger row carries one). */
    paraBirimi: Currency;
  }[];
  totalCount: number;
}

/** GET/PUT v1/OtomatikTeklif → the account's active maximum in a tender (404 when none). */
export interface OtomatikTeklifWire {
  azamiTutar: number;
}

/** GET/PUT v1/CariBilgisi/CariIbanBilgisi → data (iban null when none on file). */
export interface CariIbanWire {
  cariId: number;
  iban: string | null;
}

/** A company in Firmalarım (GET v1/Mersis/CariOrtakBilgisi → data[]); id is the company's account id. */
export interface CariOrtakWire {
  id: number;
  unvani: string;
  vergiNumarasi: string;
}

/** GET v1/Mersis/MersisFirmaAktifOrtakBilgisi?vkn → data (404 with 'Ortaklık bilgisi bulunamadı.' otherwise). */
export interface MersisOrtakWire {
  unvani: string;
  vergiNumarasi: string;
}

/** IletisimCariOData entity (the caller's accounts only). SonCevap: time of the latest message. */
export interface IletisimWire {
  Id: number;
  CariId: number;
  Baslik: string;
  AcilisTarihi: string;
  SonCevap: string | null;
  KonuId: number;
  Konu?: LookupWire;
  DurumId: number;
  Durum?: LookupWire;
  IhaleTipiId: number;
}

/** IletisimYazismaCariOData entity (messages of the caller's conversations only; oldest first). */
export interface IletisimYazismaWire {
  Id: number;
  IletisimId: number;
  /** Plain text as typed: render as text, never as HTML. */
  Icerik: string;
  OlusturmaTarihi: string;
  KurumYazisi: boolean;
  YazanAdiSoyadi: string;
}

/** A message in REST answers (POST v1/IletisimYazisma → data; POST v1/Iletisim → data.ilkMesaj). */
export interface MesajWire {
  id: number;
  iletisimId: number;
  icerik: string;
  olusturmaTarihi: string;
  kurumYazisi: boolean;
  yazanAdiSoyadi: string;
}

/** POST v1/Iletisim { cariId, konuId, durumId: 201, baslik, IhaleTipiId: 51, icerik? } → data. */
export interface YeniIletisimWire {
  id: number;
  cariId: number;
  konuId: number;
  durumId: number;
  baslik: string;
  ihaleTipiId: number;
  acilisTarihi: string;
  sonCevap: string | null;
  ilkMesaj: MesajWire | null;
}

/** Hub → account: cariIletisimMesajIlet (the field name olustumaTarihi is the client's spelling). */
export interface CariIletisimMesajWire {
  id: number;
  iletisimId: number;
  icerik: string;
  olustumaTarihi: string;
}
