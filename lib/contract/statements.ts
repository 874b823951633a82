import type { RefundState, StatementDebitState, StatementLineState } from './money';

/**
 * Wire types of the bank statement import (/api/yonetim/mali/…, docs/architecture.md §9).
 * Amounts are JSON numbers of lira (exact to the kuruş), dates ISO 8601.
 */

/** What one import did (`POST /api/yonetim/mali/ekstreler`). */
export interface StatementImportSummary {
  ekstreId: number;
  bicim: 'csv' | 'camt053';
  /** The institution's account the statement is for. */
  hesapIban: string;
  /** Entries read from the file, credits and debits. */
  okunanHareket: number;
  /** Credits (money in, or a returned refund). */
  alacakHareket: number;
  /** Debits: the institution's outgoing transfers. */
  borcHareket: number;
  /** Credits new to the portal. */
  yeniSatir: number;
  /** Credits carrying a bank reference already imported for this account (overlapping statement), skipped. */
  dahaOnceAktarilan: number;
  eslesen: number;
  /** New lines without a bank reference that look like lines already imported: kept, not credited, for Mali İşler. */
  benzer: number;
  /** New lines waiting for Mali İşler ('eslesmedi'). */
  eslesmeyen: number;
  /** New credits that were a refund returned by the bank: the amount is available deposit again. */
  donenIade: number;
  /** Debits new to the portal (kept in the outgoing transfers' list). */
  yeniBorcSatiri: number;
  /** Debits carrying a bank reference already imported for this account, skipped. */
  dahaOnceAktarilanBorc: number;
  /** New debits that settled a sent refund. */
  odenenIade: number;
  /** New debits that match no sent refund: listed for Mali İşler. */
  eslesmeyenBorc: number;
}

/** One imported statement (`GET /api/yonetim/mali/ekstreler`). */
export interface StatementListItem {
  id: number;
  dosyaAdi: string;
  bicim: 'csv' | 'camt053';
  /** The institution's account; null only for a statement imported before accounts were recorded without a credit line. */
  hesapIban: string | null;
  yukleyen: string;
  yuklemeTarihi: string;
  satirSayisi: number;
  eslesmeyenSayisi: number;
  benzerSayisi: number;
  /** Its outgoing transfers (debits), and those that settled no refund. */
  borcSatirSayisi: number;
  eslesmeyenBorcSayisi: number;
}

export interface StatementList {
  items: StatementListItem[];
  toplam: number;
  sayfa: number;
  sayfaBoyutu: number;
}

/** One credit line of a statement (`GET /api/yonetim/mali/ekstre-satirlari`). */
export interface StatementLine {
  id: number;
  ekstreId: number;
  /** The institution's account the line was booked on. */
  hesapIban: string;
  /** The bank's own reference of the entry; null when the bank gave none. */
  bankaReferansi: string | null;
  islemTarihi: string;
  tutar: number;
  paraBirimi: string;
  gonderen: string;
  aciklama: string;
  durum: StatementLineState;
  cariId: number | null;
  cariUnvan: string | null;
  ihaleId: number | null;
  /** Who assigned or set the line aside, and when. */
  atayan: string | null;
  atamaTarihi: string | null;
  /** Why a line was set aside (from its audit record). */
  yokSaymaNedeni: string | null;
  /** For a look-alike (and after it was resolved): the earlier line it resembles. */
  benzedigiSatir: LookAlikeSource | null;
  /** A refund the bank returned: the request whose amount this credit brought back. */
  iadeTalebiId: number | null;
}

/** One outgoing transfer (debit) of a statement (`GET /api/yonetim/mali/ekstre-borc-satirlari`). */
export interface StatementDebitLine {
  id: number;
  ekstreId: number;
  hesapIban: string;
  bankaReferansi: string | null;
  islemTarihi: string;
  tutar: number;
  paraBirimi: string;
  /** The transfer's EndToEndId as the statement gives it. */
  uctanUcaKimlik: string | null;
  aliciIban: string | null;
  aliciAdi: string;
  aciklama: string;
  durum: StatementDebitState;
  /** The refund request it settled, with its account and current state; null when unmatched. */
  iadeTalebiId: number | null;
  cariUnvan: string | null;
  talepDurumu: RefundState | null;
}

export interface StatementDebitLinePage {
  items: StatementDebitLine[];
  toplam: number;
  sayfa: number;
  sayfaBoyutu: number;
}

/** The line an imported look-alike resembles, with what became of it. */
export interface LookAlikeSource {
  id: number;
  ekstreId: number;
  dosyaAdi: string;
  yuklemeTarihi: string;
  islemTarihi: string;
  durum: StatementLineState;
  cariUnvan: string | null;
}

export interface StatementLinePage {
  items: StatementLine[];
  toplam: number;
  sayfa: number;
  sayfaBoyutu: number;
}

/** An account found by name, TC kimlik no or tax number, for assigning a line. */
export interface AccountSearchResult {
  cariId: number;
  unvan: string;
  tur: 'gercek' | 'firma';
  /** TC kimlik no masked except the first three and last two digits; null for a company. */
  kimlikNo: string | null;
  vergiNo: string | null;
}
