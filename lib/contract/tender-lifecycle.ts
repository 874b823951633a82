/**
 * Wire shapes of a tender's life after publishing in the back-office (docs/architecture.md §8
 * "Lifecycle"): the live monitor, the joined accounts, the result page and the answers of withdraw,
 * cancel and decide. Money as JSON numbers, times ISO 8601.
 */

/** A bid as the monitor and the result page list it: by alias, never by account. */
export interface StaffBidWire {
  id: number;
  siraNo: number;
  rumuz: string;
  tutar: number;
  zaman: string;
  otomatik: boolean;
}

/** `GET /api/yonetim/ihaleler/:id/izleme` */
export interface TenderMonitorWire {
  id: number;
  baslik: string;
  durumId: number;
  durumAdi: string;
  yayindanKaldir: boolean;
  /** The reason of the withdrawal, cancellation or no-winner decision; null otherwise. */
  neden: string | null;
  baslangic: string;
  /** The planned end and the end that applies (extended or not). */
  bitis: string;
  guncelBitis: string;
  acilisFiyati: number | null;
  /** The highest bid, or the opening price before any bid. */
  guncelFiyat: number | null;
  paraBirimi: string;
  otomatikSonuclandirma: boolean;
  teklifSayisi: number;
  katilimciSayisi: number;
  /** Newest first (the last 100). */
  teklifler: StaffBidWire[];
  sunucuZamani: string;
}

/** An account behind an alias: only once bidding has ended, for the 'ihale' role (lib/rules/tender-lifecycle.ts). */
export interface AliasAccountWire {
  cariId: number;
  unvan: string;
}

/** `GET /api/yonetim/ihaleler/:id/katilimcilar` */
export interface TenderParticipantsWire {
  /** Whether `hesap` is filled in (bidding has ended); before that it is null on every row. */
  hesaplarGorunur: boolean;
  katilimcilar: Array<{
    rumuz: string;
    katilimTarihi: string;
    /** False: the account left the tender. */
    aktif: boolean;
    hesap: AliasAccountWire | null;
  }>;
}

/** `GET /api/yonetim/ihaleler/:id/sonuc` */
export interface TenderResultWire {
  id: number;
  baslik: string;
  durumId: number;
  durumAdi: string;
  yayindanKaldir: boolean;
  guncelBitis: string;
  paraBirimi: string;
  otomatikSonuclandirma: boolean;
  hesaplarGorunur: boolean;
  /** Each alias once, at its highest bid, highest first. */
  siralama: Array<{
    sira: number;
    rumuz: string;
    teklifId: number;
    enYuksekTeklif: number;
    teklifZamani: string;
    teklifSayisi: number;
    hesap: AliasAccountWire | null;
  }>;
  /** The highest bid: the winner a confirmation makes (null without bids). */
  adayTeklifId: number | null;
  kazananTutar: number | null;
  sonOdemeTarihi: string | null;
  neden: string | null;
  karar: { personelAdi: string | null; tarih: string } | null;
}

/** The answer of withdraw, cancel and decide. */
export interface TenderLifecycleResultWire {
  id: number;
  durumId: number;
  yayindanKaldir: boolean;
  /** Deposit blocks released by the action. */
  cozulenBlokaj: number;
}

/** `GET /api/v1/HerkeseAcikSatisIhale/:id/YayindanKaldirma`: a withdrawn tender's id and reason, nothing else. */
export interface WithdrawnTenderWire {
  id: number;
  neden: string | null;
}
