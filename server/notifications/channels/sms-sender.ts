import { PermanentDeliveryError } from './delivery-error';

export interface SmsSender {
  send(sms: { to: string; text: string; reference: string }): Promise<void>;
}

export interface SmsGatewayConfig {
  url: string;
  user: string;
  password: string;
  header: string;
}

/**
 * Codes Turkish SMS gateways answer (NetGSM-style "GET/POST, answer `<code> <id>`"): 00 accepted;
 * these mean the request itself is wrong, so retrying cannot help.
 */
const PERMANENT_CODES: Record<string, string> = {
  '20': 'mesaj metni hatalı ya da çok uzun',
  '30': 'kullanıcı adı ya da şifre hatalı',
  '40': 'mesaj başlığı tanımlı değil',
  '50': 'alıcı numarası hatalı',
  '70': 'eksik ya da hatalı parametre',
};

/**
 * The SMS channel over HTTP as Turkish gateways work (docs/architecture.md §13): a form POST with
 * the credentials, the registered header, the number and the message; the answer is a code and,
 * on success, the gateway's job id. `reference` (the delivery id) lets the gateway report on it.
 */
export function httpSmsSender(config: SmsGatewayConfig, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send(sms) {
      const body = new URLSearchParams({
        usercode: config.user,
        password: config.password,
        msgheader: config.header,
        gsmno: sms.to,
        message: sms.text,
        referans: sms.reference,
        dil: 'TR',
      });
      const res = await fetchImpl(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: body.toString(),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await res.text()).trim();
      if (!res.ok) throw new Error(`SMS ağ geçidi HTTP ${res.status}`);
      const code = answer.split(/\s+/)[0] ?? '';
      if (code === '00') return;
      if (PERMANENT_CODES[code]) throw new PermanentDeliveryError(`SMS ${code}: ${PERMANENT_CODES[code]}`);
      throw new Error(`SMS ağ geçidi yanıtı: ${answer.slice(0, 80)}`);
    },
  };
}
