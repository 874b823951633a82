import { DEV_MAIL_API_PATH, type GelistiriciPostaWire } from '../contract/dev-mail';
import { ApiRequestError, apiRequest } from './http';

/** A message a stand-in caught, as the developer page shows it. */
export interface CaughtMessage {
  channel: 'eposta' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  at: string;
}

/** What the stand-ins caught, newest first; null when they are off (the API answers 404). */
export async function fetchCaughtMessages(): Promise<CaughtMessage[] | null> {
  try {
    const rows = await apiRequest<GelistiriciPostaWire[]>(DEV_MAIL_API_PATH, { token: null });
    return rows.map((r) => ({ channel: r.kanal, recipient: r.alici, subject: r.konu, text: r.metin, at: r.tarih }));
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}
