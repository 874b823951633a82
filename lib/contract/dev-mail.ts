/**
 * What the built-in stand-ins caught (issue #15, docs/architecture.md §13), as
 * GET /api/gelistirici/posta answers it: newest first. Only while the stand-ins are on
 * (EDEVLET_MODE=dev and no SMTP_URL); 404 otherwise.
 */
export interface GelistiriciPostaWire {
  kanal: 'eposta' | 'sms';
  alici: string;
  /** The e-mail's subject; null for an SMS. */
  konu: string | null;
  /** The plain text (an e-mail's text part, or the SMS). */
  metin: string;
  tarih: string;
}

export const DEV_MAIL_API_PATH = '/gelistirici/posta';
export const DEV_MAIL_PAGE_PATH = '/gelistirici/posta';
