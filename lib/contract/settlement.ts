/**
 * A won tender after the auction (docs/architecture.md §9): payment tracking, the forfeit at the
 * deadline and the sale offered to the runner-up. Texts are defined once here and used by the
 * server, the screens and the tests.
 */
import type { OdemeDurumu, RunnerUpOfferState } from './money';

export const SETTLEMENT_MESSAGES = {
  /** sonuc_nedeni of a tender whose winner did not pay and nobody could take it over. */
  noRunnerUp: 'Kazanan katılımcı süresi içinde ödeme yapmadı.',
  /** sonuc_nedeni when the runner-up declined the offer. */
  runnerUpDeclined: 'Kazanan katılımcı süresi içinde ödeme yapmadı; ikinci en yüksek teklif sahibi teklifi reddetti.',
  /** sonuc_nedeni when the runner-up let the answer deadline pass. */
  runnerUpExpired:
    'Kazanan katılımcı süresi içinde ödeme yapmadı; ikinci en yüksek teklif sahibi süresi içinde yanıt vermedi.',
  insufficientDeposit: 'Teklifi kabul etmek için yeterli kullanılabilir teminatınız bulunmamaktadır.',
  offerNotFound: 'İkinci teklif daveti bulunamadı.',
  offerClosed: 'Bu teklif artık yanıtlanamaz: süresi dolmuş ya da daha önce yanıtlanmış.',
  accepted: 'Teklifi kabul ettiniz. İhale bedelini son ödeme tarihine kadar ödemeniz gerekmektedir.',
  declined: 'Teklifi reddettiniz.',
  tenderNotFound: 'Kazananı belirlenmiş ihale bulunamadı.',
} as const;

/**
 * The payment deadline as the bank books it (docs/architecture.md §9, issue #33): the forfeit waits
 * for the statement of the deadline day at most this many calendar days after it (portal_ayar
 * 'ekstre_bekleme', set by Mali İşler on Satış Ödemeleri). Calendar days: the portal has no
 * calendar of bank holidays, and 3 calendar days span a weekend's 2 working days.
 */
export const STATEMENT_GRACE = { settingKey: 'ekstre_bekleme', defaultDays: 3, maxDays: 15 } as const;
export interface StatementGraceSetting {
  gun: number;
}

/** The rule and its states on Satış Ödemeleri. */
export const DEADLINE_RULE_TEXTS = {
  rule: (days: number) =>
    `Süre, bankanın işlem tarihine göre değerlendirilir: son ödeme gününe kadar bankaya ulaşan ödeme, ekstresi sonradan aktarılsa da süresinde sayılır. Teminat, son ödeme gününü kapsayan ekstre aktarıldığında ya da ${days} gün içinde ekstresi gelmeyen gün için yakılır.`,
  waiting: 'Ekstre bekleniyor',
  waitingUntil: (until: string) =>
    `Son ödeme gününün ekstresi bekleniyor; gelmezse teminat ${until} sonrasında yakılır.`,
  lateImported: 'Süresinde ödenmiş, geç aktarılmış',
  lateImportedDetail: (amount: string, booked: string) =>
    `${booked} tarihinde bankaya ulaşan ${amount} ödeme, teminat yandıktan sonra aktarıldı ve teminat olarak hesabına eklendi. Karar Mali İşler'indir.`,
  graceLabel: 'Ekstre bekleme süresi (gün)',
  graceSave: 'Kaydet',
  graceSaved: 'Ekstre bekleme süresi kaydedildi.',
  graceInvalid: `Ekstre bekleme süresi 0 ile ${STATEMENT_GRACE.maxDays} gün arasında bir tam sayı olmalıdır.`,
} as const;

/** Mali İşler's deadline setting (`GET|PUT /api/yonetim/mali/odemeler/ayar`). */
export interface SettlementRuleWire {
  ekstreBeklemeGun: number;
}

/** The runner-up's notice on Katıldığım İhalelerim. */
export const RUNNER_UP_TEXTS = {
  title: 'İkinci teklif daveti',
  body: 'Kazanan katılımcı süresi içinde ödeme yapmadığı için ihale, son teklifiniz üzerinden size önerilmektedir.',
  bid: 'Teklifiniz',
  deposit: 'Bloke edilecek teminat',
  deadline: 'Son yanıt tarihi',
  accept: 'Teklifi Kabul Et',
  decline: 'Reddet',
  cancel: 'Vazgeç',
  acceptTitle: 'Teklif kabul edilsin mi?',
  declineTitle: 'Teklif reddedilsin mi?',
  acceptConfirm: (bid: string, deposit: string) =>
    `İhaleyi ${bid} bedelle kabul ediyorsunuz. Kullanılabilir teminatınızdan ${deposit} bloke edilecek ve ihale bedelini son ödeme tarihine kadar ödemeniz gerekecektir.`,
  declineConfirm: 'Teklifi reddederseniz ihale kazanansız sonuçlanır. Bu işlem geri alınamaz.',
} as const;

/** How a won tender's payment state is shown (odeme_durumu), for the bidder and for Mali İşler. */
export const ODEME_DURUMU_ETIKETI: Record<OdemeDurumu, string> = {
  0: '',
  1: 'Ödeme Bekleniyor',
  2: 'Ödendi',
  3: 'Teminat Yandı',
};

export const OFFER_STATE_LABELS: Record<RunnerUpOfferState, string> = {
  beklemede: 'Yanıt bekleniyor',
  kabul: 'Kabul edildi',
  red: 'Reddedildi',
  suresi_doldu: 'Süresi doldu',
};

/** An open runner-up offer of the caller's account (`GET /v1/IkinciTeklif`). */
export interface RunnerUpOfferWire {
  id: number;
  ihaleId: number;
  ihaleBaslik: string;
  /** The account's own last (= highest) bid: the price the sale is offered at. */
  tutar: number;
  /** The deposit blocked again on acceptance. */
  teminatTutari: number;
  paraBirimi: string;
  /** ISO 8601; the end of that day in Istanbul. */
  sonYanitTarihi: string;
}

/** The state filter of the Mali İşler payments screen. */
export const SETTLEMENT_FILTERS = ['bekleniyor', 'odendi', 'ikinci', 'kazanansiz'] as const;
export type SettlementFilter = (typeof SETTLEMENT_FILTERS)[number];
export const SETTLEMENT_FILTER_LABELS: Record<SettlementFilter, string> = {
  bekleniyor: 'Ödeme bekleniyor',
  odendi: 'Ödendi',
  ikinci: 'Teminat yandı, ikinci teklif',
  kazanansiz: 'Kazanansız sonuçlandı',
};

/** One won tender on /yonetim/mali/odemeler (`GET /api/yonetim/mali/odemeler`). */
export interface SettlementListItem {
  ihaleId: number;
  baslik: string;
  paraBirimi: string;
  ihaleDurumuId: number;
  odemeDurumu: number;
  kazananCariId: number | null;
  kazananAdi: string | null;
  kazananTutar: number | null;
  teminatTutari: number;
  tahsilEdilen: number;
  kalan: number;
  sonOdemeTarihi: string | null;
  sonucNedeni: string | null;
  /** Past the deadline, awaiting payment, the forfeit waiting for the statement of the deadline day until `beklemeBitis`. */
  ekstreBekleniyor: null | { beklemeBitis: string };
  /** Transfers of the defaulter booked by their deadline but imported after the forfeit (credited as deposit). */
  gecAktarilan: { satirId: number; tutar: number; islemTarihi: string; aktarimTarihi: string }[];
  teklif: null | {
    cariAdi: string;
    oncekiKazananAdi: string;
    tutar: number;
    durum: RunnerUpOfferState;
    sonYanitTarihi: string;
  };
}

export interface SettlementPage {
  items: SettlementListItem[];
  toplam: number;
  /** The institution's grace for a statement, in days (the rule shown above the list). */
  ekstreBeklemeGun: number;
}

/** A collection of a won tender's balance (card or transfer). */
export interface SettlementCollection {
  id: number;
  tutar: number;
  paraBirimi: string;
  kaynak: 'kart' | 'havale';
  islemTarihi: string;
}
