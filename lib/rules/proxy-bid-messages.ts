import { PROXY_BID_MARK } from './proxy-bid-mark';

/** Otomatik teklif (issue #16, lib/rules/proxy-bid.ts): every Turkish text of the feature, written once. */
export const ProxyBidMessages = {
  saved: 'Otomatik teklifiniz kaydedildi. Azami tutarınıza kadar sizin adınıza teklif verilecektir.',
  cancelled: 'Otomatik teklifiniz iptal edildi.',
  notFound: 'Bu ihalede otomatik teklifiniz bulunmamaktadır.',
  noAmount: 'Lütfen azami tutarı giriniz.',
  notWholeNumber: 'Azami tutar pozitif bir tam sayı olmalıdır.',
  /** In the tender's currency (a tender may be in EUR or USD). */
  tooLow: (minimum: string, currency: string) => `Azami tutar en az ${minimum} ${currency} olmalıdır.`,
  belowOwnBid: 'Azami tutar, verdiğiniz en yüksek tekliften düşük olamaz.',
  /** To the holder, when a rival bid went past their maximum. */
  exceeded:
    'Otomatik teklifinizin azami tutarı aşıldı. Teklif vermeye devam etmek için yeni bir azami tutar belirleyebilirsiniz.',
  /** The mark of a bid the portal placed for a maximum, in Son Teklifler. */
  mark: PROXY_BID_MARK,
} as const;
