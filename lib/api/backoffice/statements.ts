import type { RefundState, StatementDebitState, StatementLineState } from '../../contract/money';
import type {
  AccountSearchResult,
  LookAlikeSource,
  StatementDebitLine,
  StatementDebitLinePage,
  StatementImportSummary,
  StatementLine,
  StatementLinePage,
  StatementList,
  StatementListItem,
} from '../../contract/statements';
import { uploadStaffFile } from './files-upload';
import { staffRequest } from './staff-http';

/** Bank statement calls of Mali İşler (server/backoffice/statements/routes.ts, docs/architecture.md §9). */
export const STATEMENTS_PATH = '/yonetim/mali/ekstreler';
const LINES_PATH = '/yonetim/mali/ekstre-satirlari';
const DEBITS_PATH = '/yonetim/mali/ekstre-borc-satirlari';

export interface ImportSummaryModel {
  statementId: number;
  format: 'CSV' | 'camt.053 (XML)';
  accountIban: string;
  entries: number;
  credits: number;
  debits: number;
  newLines: number;
  alreadyImported: number;
  matched: number;
  lookAlikes: number;
  unmatched: number;
  /** Credits that were refunds returned by the bank (available deposit again). */
  refundsReturned: number;
  newDebits: number;
  alreadyImportedDebits: number;
  /** Debits that settled a sent refund, and those that settled none. */
  refundsSettled: number;
  unmatchedDebits: number;
}

/** An outgoing transfer of a statement, with the refund it settled (if any). */
export interface StatementDebitLineModel {
  id: number;
  statementId: number;
  bankReference: string | null;
  bookedAt: string;
  amount: number;
  currency: string;
  endToEndId: string | null;
  creditorIban: string | null;
  creditorName: string;
  description: string;
  state: StatementDebitState;
  refundRequestId: number | null;
  accountTitle: string | null;
  refundState: RefundState | null;
}

export interface StatementModel {
  id: number;
  fileName: string;
  format: 'CSV' | 'camt.053 (XML)';
  accountIban: string | null;
  uploadedBy: string;
  uploadedAt: string;
  lineCount: number;
  unmatchedCount: number;
  lookAlikeCount: number;
  debitCount: number;
  unmatchedDebitCount: number;
}

/** The earlier line a look-alike resembles. */
export interface LookAlikeSourceModel {
  id: number;
  statementId: number;
  fileName: string;
  uploadedAt: string;
  bookedAt: string;
  state: StatementLineState;
  accountTitle: string | null;
}

export interface StatementLineModel {
  id: number;
  statementId: number;
  accountIban: string;
  /** The bank's own reference; null when the bank gave none. */
  bankReference: string | null;
  bookedAt: string;
  amount: number;
  currency: string;
  sender: string;
  description: string;
  state: StatementLineState;
  accountTitle: string | null;
  tenderId: number | null;
  decidedBy: string | null;
  decidedAt: string | null;
  setAsideReason: string | null;
  resembles: LookAlikeSourceModel | null;
}

export interface AccountModel {
  accountId: number;
  title: string;
  kind: 'Gerçek kişi' | 'Firma';
  /** Masked TC kimlik no, or the tax number of a company. */
  identifier: string;
}

export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

const formatName = (b: 'csv' | 'camt053') => (b === 'csv' ? 'CSV' : 'camt.053 (XML)');

const toSummary = (w: StatementImportSummary): ImportSummaryModel => ({
  statementId: w.ekstreId,
  format: formatName(w.bicim),
  accountIban: w.hesapIban,
  entries: w.okunanHareket,
  credits: w.alacakHareket,
  debits: w.borcHareket,
  newLines: w.yeniSatir,
  alreadyImported: w.dahaOnceAktarilan,
  matched: w.eslesen,
  lookAlikes: w.benzer,
  unmatched: w.eslesmeyen,
  refundsReturned: w.donenIade,
  newDebits: w.yeniBorcSatiri,
  alreadyImportedDebits: w.dahaOnceAktarilanBorc,
  refundsSettled: w.odenenIade,
  unmatchedDebits: w.eslesmeyenBorc,
});

const toDebitLine = (w: StatementDebitLine): StatementDebitLineModel => ({
  id: w.id,
  statementId: w.ekstreId,
  bankReference: w.bankaReferansi,
  bookedAt: w.islemTarihi,
  amount: w.tutar,
  currency: w.paraBirimi,
  endToEndId: w.uctanUcaKimlik,
  creditorIban: w.aliciIban,
  creditorName: w.aliciAdi,
  description: w.aciklama,
  state: w.durum,
  refundRequestId: w.iadeTalebiId,
  accountTitle: w.cariUnvan,
  refundState: w.talepDurumu,
});

const toStatement = (w: StatementListItem): StatementModel => ({
  id: w.id,
  fileName: w.dosyaAdi,
  format: formatName(w.bicim),
  accountIban: w.hesapIban,
  uploadedBy: w.yukleyen,
  uploadedAt: w.yuklemeTarihi,
  lineCount: w.satirSayisi,
  unmatchedCount: w.eslesmeyenSayisi,
  lookAlikeCount: w.benzerSayisi,
  debitCount: w.borcSatirSayisi,
  unmatchedDebitCount: w.eslesmeyenBorcSayisi,
});

const toSource = (w: LookAlikeSource): LookAlikeSourceModel => ({
  id: w.id,
  statementId: w.ekstreId,
  fileName: w.dosyaAdi,
  uploadedAt: w.yuklemeTarihi,
  bookedAt: w.islemTarihi,
  state: w.durum,
  accountTitle: w.cariUnvan,
});

const toLine = (w: StatementLine): StatementLineModel => ({
  id: w.id,
  statementId: w.ekstreId,
  accountIban: w.hesapIban,
  bankReference: w.bankaReferansi,
  bookedAt: w.islemTarihi,
  amount: w.tutar,
  currency: w.paraBirimi,
  sender: w.gonderen,
  description: w.aciklama,
  state: w.durum,
  accountTitle: w.cariUnvan,
  tenderId: w.ihaleId,
  decidedBy: w.atayan,
  decidedAt: w.atamaTarihi,
  setAsideReason: w.yokSaymaNedeni,
  resembles: w.benzedigiSatir ? toSource(w.benzedigiSatir) : null,
});

const toAccount = (w: AccountSearchResult): AccountModel => ({
  accountId: w.cariId,
  title: w.unvan,
  kind: w.tur === 'firma' ? 'Firma' : 'Gerçek kişi',
  identifier: w.tur === 'firma' ? `Vergi no ${w.vergiNo ?? '-'}` : `TC ${w.kimlikNo ?? '-'}`,
});

const pageOf = <W, M>(
  r: { items: W[]; toplam: number; sayfa: number; sayfaBoyutu: number },
  map: (w: W) => M,
): PageOf<M> => ({
  items: r.items.map(map),
  total: r.toplam,
  page: r.sayfa,
  pageCount: Math.max(1, Math.ceil(r.toplam / r.sayfaBoyutu)),
});

/** Uploads a statement file; the server recognises CSV or camt.053 by its content. */
export async function uploadStatement(
  baseUrl: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportSummaryModel> {
  return toSummary(await uploadStaffFile<StatementImportSummary>({ baseUrl, path: STATEMENTS_PATH, file, onProgress }));
}

export async function fetchStatements(page: number): Promise<PageOf<StatementModel>> {
  return pageOf(await staffRequest<StatementList>(`${STATEMENTS_PATH}?sayfa=${page}`), toStatement);
}

export async function fetchStatementLines(q: {
  state: StatementLineState | null;
  page: number;
}): Promise<PageOf<StatementLineModel>> {
  const params = new URLSearchParams({ sayfa: String(q.page) });
  if (q.state) params.set('durum', q.state);
  return pageOf(await staffRequest<StatementLinePage>(`${LINES_PATH}?${params}`), toLine);
}

/** Outgoing transfers of one state: those that settled a refund, or those that settled none. */
export async function fetchStatementDebitLines(q: {
  state: StatementDebitState;
  page: number;
}): Promise<PageOf<StatementDebitLineModel>> {
  const params = new URLSearchParams({ sayfa: String(q.page), durum: q.state });
  return pageOf(await staffRequest<StatementDebitLinePage>(`${DEBITS_PATH}?${params}`), toDebitLine);
}

export async function searchAccounts(text: string): Promise<AccountModel[]> {
  const rows = await staffRequest<AccountSearchResult[]>(`/yonetim/mali/hesaplar?ara=${encodeURIComponent(text)}`);
  return rows.map(toAccount);
}

export const assignStatementLine = (lineId: number, accountId: number) =>
  staffRequest<unknown>(`${LINES_PATH}/${lineId}/ata`, { method: 'POST', body: { cariId: accountId } });

export const setStatementLineAside = (lineId: number, reason: string) =>
  staffRequest<unknown>(`${LINES_PATH}/${lineId}/yok-say`, { method: 'POST', body: { neden: reason } });
