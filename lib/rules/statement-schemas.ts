import { z } from 'zod';
import { STATEMENT_DEBIT_STATES, STATEMENT_LINE_STATES } from '../contract/money';

/**
 * Bank statement import (/yonetim/mali/ekstreler, docs/architecture.md §9): limits, the Turkish
 * messages of every refusal (used by the server, the screen and the tests) and the inputs of the
 * routes. One definition each.
 */
export const STATEMENT_LIMITS = {
  /** Largest statement file; nginx lets /api/yonetim/ bodies up to 21 MB through (scripts/cluster.sh). */
  fileBytes: 5 * 1024 * 1024,
  /** Most entries (credits and debits) in one file. */
  entries: 5000,
  /** Lines per page of the line list. */
  pageSize: 20,
  /** Statements per page of the statement list. */
  statementPageSize: 20,
  /** Most accounts an account search answers with. */
  searchResults: 10,
} as const;

export const STATEMENT_MESSAGES = {
  duplicateFile: 'Bu ekstre daha önce yüklenmiş; hiçbir değişiklik yapılmadı.',
  empty: 'Ekstre dosyası boş.',
  tooLarge: 'Ekstre dosyası en fazla 5 MB olabilir.',
  tooManyEntries: 'Ekstre en fazla 5.000 hareket içerebilir.',
  unknownFormat: 'Dosya biçimi tanınmadı. ISO 20022 camt.053 (XML) ya da CSV biçiminde bir ekstre yükleyiniz.',
  notUtf8: 'Ekstre dosyası UTF-8 karakter kodlamasında olmalıdır.',
  doctype: 'Güvenlik nedeniyle DOCTYPE veya ENTITY tanımı içeren XML dosyaları kabul edilmez.',
  xmlInvalid: (line: number) => `Ekstre dosyası geçerli bir XML değil (${line}. satır).`,
  notCamt053: 'XML dosyası bir ISO 20022 camt.053 banka ekstresi değil.',
  xmlTooDeep: 'Ekstre dosyası bir banka ekstresinde olmayacak kadar iç içe etiketler içeriyor.',
  noStatement: 'Dosyada ekstre (Stmt) bulunamadı.',
  noIban: (stmt: number) => `${stmt}. ekstrenin hesap IBAN bilgisi (Acct/Id/IBAN) eksik.`,
  entryField: (entry: number, field: string) => `${entry}. hareketin ${field} bilgisi eksik ya da geçersiz.`,
  csvHeader: (header: string) => `CSV ekstrenin ilk satırı şu başlıklardan oluşmalıdır: ${header}`,
  csvColumns: (line: number, expected: number) => `${line}. satırda ${expected} sütun olmalıdır.`,
  csvMalformed: (line: number) => `CSV dosyası okunamadı (${line}. satır).`,
  csvField: (line: number, field: string) => `${line}. satırdaki ${field} bilgisi eksik ya da geçersiz.`,
  oneAccountPerFile: (ibans: string[]) =>
    `Bir ekstre dosyası tek bir hesaba ait olmalıdır; bu dosyada birden fazla hesap var (${ibans.join(', ')}). Her hesabın ekstresini ayrı yükleyiniz.`,
  noEntries: 'Ekstre dosyasında hesap hareketi bulunamadı.',
  unknownAccount: (iban: string) => `Ekstredeki ${iban} hesabı kurumun tahsilat hesaplarından biri değil.`,
  currencyMismatch: (where: string, currency: string, iban: string, expected: string) =>
    `${where} para birimi (${currency}) ${iban} hesabının para birimiyle (${expected}) aynı değil.`,
  unsupportedCurrency: (where: string, currency: string) => `${where} para birimi (${currency}) desteklenmiyor.`,
  lineNotFound: 'Ekstre satırı bulunamadı.',
  lineAlreadyHandled: 'Bu ekstre satırı daha önce işlenmiş; hiçbir değişiklik yapılmadı.',
  accountNotFound: 'Hesap bulunamadı.',
  accountRequired: 'Atanacak hesabı seçiniz.',
  reasonRequired: 'Yok sayma nedenini yazınız.',
  reasonTooLong: 'Yok sayma nedeni en fazla 500 karakter olabilir.',
  searchTooShort: 'Aramak için en az 2 karakter yazınız.',
  searchTooLong: 'Arama metni en fazla 100 karakter olabilir.',
  stateInvalid: 'Geçersiz satır durumu.',
  pageInvalid: 'Geçersiz sayfa numarası.',
} as const;

/** The names of a statement line's states on screen. */
export const STATEMENT_LINE_STATE_LABELS = {
  eslesti: 'Eşleşti',
  eslesmedi: 'Eşleşmedi',
  benzer: 'Benzer satır',
  atandi: 'Hesaba atandı',
  yok_sayildi: 'Yok sayıldı',
} as const;

/** The names of an outgoing transfer's (debit's) states on screen. */
export const STATEMENT_DEBIT_STATE_LABELS = {
  eslesmedi: 'İadeyle eşleşmedi',
  eslesti: 'İadeyi kapattı',
} as const;

/** How the deposit a statement line became is described in the ledger (Teminat Bilgileri). */
export const STATEMENT_DEPOSIT_DESCRIPTION = 'Teminat yatırma (Havale/EFT)';

const page = z
  .string({ error: STATEMENT_MESSAGES.pageInvalid })
  .regex(/^\d{1,6}$/, { error: STATEMENT_MESSAGES.pageInvalid })
  .transform(Number)
  .refine((n) => n >= 1, { error: STATEMENT_MESSAGES.pageInvalid })
  .optional();

export const statementListQuerySchema = z.object({ sayfa: page });

export const statementLineQuerySchema = z.object({
  durum: z.enum(STATEMENT_LINE_STATES, { error: STATEMENT_MESSAGES.stateInvalid }).optional(),
  ekstreId: z
    .string({ error: STATEMENT_MESSAGES.lineNotFound })
    .regex(/^\d{1,9}$/, { error: STATEMENT_MESSAGES.lineNotFound })
    .transform(Number)
    .optional(),
  sayfa: page,
});

/** The outgoing transfers' list: matched to a refund or not, of one statement or all. */
export const statementDebitQuerySchema = z.object({
  durum: z.enum(STATEMENT_DEBIT_STATES, { error: STATEMENT_MESSAGES.stateInvalid }).optional(),
  ekstreId: z
    .string({ error: STATEMENT_MESSAGES.lineNotFound })
    .regex(/^\d{1,9}$/, { error: STATEMENT_MESSAGES.lineNotFound })
    .transform(Number)
    .optional(),
  sayfa: page,
});

export const assignLineSchema = z.object({
  cariId: z
    .number({ error: STATEMENT_MESSAGES.accountRequired })
    .int({ error: STATEMENT_MESSAGES.accountRequired })
    .positive({ error: STATEMENT_MESSAGES.accountRequired })
    .max(2_147_483_647, { error: STATEMENT_MESSAGES.accountRequired }),
});

export const setAsideLineSchema = z.object({
  neden: z
    .string({ error: STATEMENT_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: STATEMENT_MESSAGES.reasonRequired })
    .max(500, { error: STATEMENT_MESSAGES.reasonTooLong }),
});

export const accountSearchQuerySchema = z.object({
  ara: z
    .string({ error: STATEMENT_MESSAGES.searchTooShort })
    .trim()
    .min(2, { error: STATEMENT_MESSAGES.searchTooShort })
    .max(100, { error: STATEMENT_MESSAGES.searchTooLong }),
});
