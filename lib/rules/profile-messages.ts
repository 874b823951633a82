import { REQUEST_MESSAGES } from './request-messages';
/**
 * The messages of the profile area's rules (docs/spec.md §5), apart from the zod schemas of
 * profile-schemas.ts: code on every page's first load (lib/api/account.ts,
 * through the logout) names a message without downloading zod (docs/architecture.md §3 "Light on a phone").
 */
export const PROFILE_MESSAGES = {
  ibanRequired: 'IBAN alanı zorunludur.', // SPEC
  /** SPEC's text corrected (issue #36): 'IBAN' as the hint writes it, and what was entered. */
  ibanLength: (entered: number) => `26 karakterlik IBAN numarasını girmelisiniz; ${entered} karakter girildi.`,
  ibanInvalid: 'Geçerli bir IBAN giriniz.',
  refundRequired: 'İade edilecek tutar zorunludur.', // SPEC
  refundMax: 'İade edilecek tutar en fazla 15 karakter olabilir.',
  refundInvalid: 'Geçerli bir tutar giriniz.',
  refundPositive: 'İade edilecek tutar sıfırdan büyük olmalıdır.',
  refundDecimals: 'İade edilecek tutar en fazla iki ondalık basamak içerebilir.',
  refundNoIban: 'İade talebi yapabilmeniz için IBAN bilginizin bulunması gerekmektedir.', // SPEC
  taxNumberRequired: 'Vergi kimlik numarası alanı zorunludur.', // SPEC
  taxNumberMax: 'Vergi kimlik numarası en fazla 11 karakter olabilir.',
  taxNumberDigits: 'Vergi kimlik numarası 10 veya 11 haneli bir sayı olmalıdır.',
  topicRequired: 'Konu alanı zorunludur.', // SPEC
  topicInvalid: 'Geçerli bir konu seçiniz.',
  titleRequired: 'Başlık alanı zorunludur.', // SPEC
  titleMax: 'Başlık maksimum 50 karakter olabilir.', // SPEC
  messageRequired: 'Mesaj alanı zorunludur.', // SPEC
  messageMax: 'Mesaj maksimum 2000 karakter olabilir.', // SPEC
  partnershipNotFound: 'Ortaklık bilgisi bulunamadı.', // SPEC
  saveFailed: 'Kayıt başarısız.', // SPEC
  cariRequired: REQUEST_MESSAGES.cariRequired,
  cariInvalid: REQUEST_MESSAGES.cariInvalid,
  conversationRequired: 'İletişim kaydı zorunludur.',
  conversationInvalid: 'Geçersiz iletişim kaydı.',
  statusInvalid: 'Yeni bir iletişim yalnızca açık durumda başlatılabilir.',
  tenderTypeInvalid: REQUEST_MESSAGES.tenderTypeInvalid,
  consentInvalid: 'Bildirim tercihleri evet ya da hayır olmalıdır.',
  yearInvalid: 'Geçerli bir yıl seçiniz.',
  pageInvalid: REQUEST_MESSAGES.pageInvalid,
  currencyInvalid: 'Geçerli bir para birimi seçiniz.',
} as const;

/** Success toasts of the profile screens (docs/spec.md §8), for the web app. */
export const PROFILE_SUCCESS = {
  ibanSaved: 'IBAN bilginiz güncellenmiştir.',
  ibanCopied: 'IBAN Numarası Kopyalandı',
  refundRequested: 'Teminat iade talebiniz başarıyla alınmıştır.',
  done: 'İşlem Başarılı',
  consentSaved: 'İletişim tercihleriniz güncellenmiştir.',
  /**
   * 'Soru Sor' (issue #36 item 5): names what happened and what comes next, where SPEC's generic
   * 'İşlem Başarılı' said neither (an institution answer writes a yanitVerildi notice).
   */
  questionSent: 'Sorunuz iletildi. Yanıt verildiğinde bildirim alacaksınız.',
} as const;
