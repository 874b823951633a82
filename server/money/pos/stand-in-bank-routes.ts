import { STAND_IN_BANK_API_PATH } from './stand-in-bank-api';
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PORTAL_NAME } from '../../../lib/brand';
import { PARA_BIRIMI } from '../../../lib/contract/money';
import { formatMoney } from '../../../lib/format/money';
import { STAND_IN_CARDS, STAND_IN_DECLINE_MESSAGE, STAND_IN_SMS_CODE } from '../../../lib/rules/card-payment';
import { unsupportedMediaType } from '../../http/errors';
import { CSP_HEADER, securityHeaders } from '../../http/security-headers';
import { hasValidHash, signFields } from './nestpay-hash';
import { answerStandInApi } from './stand-in-bank-api';
import {
  renderCardPage,
  renderNoAnswerPage,
  renderRefusedPage,
  renderResultPage,
  STAND_IN_SCRIPT_HASH,
} from './stand-in-bank-page';

/**
 * The stand-in bank's 3-D gate (POS_MODE=dev only; 404 otherwise), served under /api like the
 * e-Devlet stand-in is under /auth: it receives the merchant's signed form, refuses a forged one,
 * asks for a test card and the SMS code, and posts a signed answer back to okUrl/failUrl with the
 * same ver3 hash a real Nestpay gate uses (nestpay-hash.ts). The timeout card answers nothing.
 */
export const STAND_IN_BANK_PATH = '/sanal-pos/3d';

export const STAND_IN_BANK_MESSAGES = {
  forged: 'İşyerinden gelen ödeme isteğinin imzası geçersiz. İşlem yapılmadı.',
  cardNumber: 'Geçerli bir kart numarası giriniz.',
  unknownCard: 'Bu kart test ortamında tanımlı değil. Sayfadaki test kartlarından birini kullanınız.',
  expiry: 'Son kullanma tarihini AA/YY biçiminde, ileri bir tarih olarak giriniz.',
  cvv: 'Güvenlik kodu (CVV) 3 veya 4 haneli olmalıdır.',
  smsCode: 'SMS doğrulama kodu hatalı.',
} as const;
const M = STAND_IN_BANK_MESSAGES;

const CARD_FIELDS = ['kartNo', 'sonKullanma', 'cvv', 'smsKodu'] as const;

function luhnOk(pan: string): boolean {
  let sum = 0;
  for (let i = 0; i < pan.length; i++) {
    let d = Number(pan[pan.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function strings(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

export const standInBankRoutes: FastifyPluginAsync = async (app) => {
  const { pos } = app.config;
  const dev = pos.mode === 'dev';
  const action = `${new URL(pos.gatewayUrl).pathname}/onay`;

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

  /** The merchant form is genuine: signed with the store key, for this merchant. */
  const genuine = (f: Record<string, string>) => f.clientid === pos.clientId && hasValidHash(f, pos.storeKey);

  const amountText = (f: Record<string, string>) => {
    const currency = Object.values(PARA_BIRIMI).find((c) => c.isoNumeric === f.currency);
    return formatMoney(Number(f.amount), currency?.adi ?? f.currency);
  };

  // The bank's API speaks XML (text/xml, in this plugin's scope only: nothing else under /api takes XML).
  app.addContentTypeParser('text/xml', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_r, body, done) =>
    done(null, body),
  );
  app.post(STAND_IN_BANK_API_PATH, async (request, reply) => {
    if (!dev) return reply.code(404).send();
    const xml = request.body;
    if (!String(request.headers['content-type'] ?? '').startsWith('text/xml') || typeof xml !== 'string')
      throw unsupportedMediaType();
    const answer = answerStandInApi(
      { clientId: pos.clientId, apiUser: pos.apiUser ?? '', apiPassword: pos.apiPassword ?? '' },
      xml,
      app.now(),
    );
    // No answer (a test's fault, stand-in-bank-api.ts): what a timeout at the bank's front end sends.
    if (answer === null) return reply.code(504).header('Cache-Control', 'no-store').send();
    return reply.header('Cache-Control', 'no-store').type('text/xml; charset=utf-8').send(answer);
  });

  app.post(STAND_IN_BANK_PATH, async (request, reply) => {
    if (!dev) return reply.code(404).send();
    const f = strings(request.body);
    if (!genuine(f)) return html(reply, 400, renderRefusedPage(M.forged));
    return html(
      reply,
      200,
      renderCardPage({ merchantFields: f, merchantName: PORTAL_NAME, amountText: amountText(f), actionPath: action }),
    );
  });

  app.post(`${STAND_IN_BANK_PATH}/onay`, async (request, reply) => {
    if (!dev) return reply.code(404).send();
    const all = strings(request.body);
    const merchant = Object.fromEntries(
      Object.entries(all).filter(([k]) => !(CARD_FIELDS as readonly string[]).includes(k)),
    );
    if (!genuine(merchant)) return html(reply, 400, renderRefusedPage(M.forged));

    const pan = (all.kartNo ?? '').replace(/[\s-]/g, '');
    const errors: string[] = [];
    const known = Object.values(STAND_IN_CARDS).find((c) => c.pan === pan);
    if (!/^\d{15,19}$/.test(pan) || !luhnOk(pan)) errors.push(M.cardNumber);
    else if (!known) errors.push(M.unknownCard);
    const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(all.sonKullanma ?? '');
    const now = app.now();
    const month = exp ? Number(exp[1]) : 0;
    const year = exp ? 2000 + Number(exp[2]) : 0;
    const expired = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
    if (!exp || month < 1 || month > 12 || expired) errors.push(M.expiry);
    if (!/^\d{3,4}$/.test(all.cvv ?? '')) errors.push(M.cvv);
    if ((all.smsKodu ?? '').trim() !== STAND_IN_SMS_CODE) errors.push(M.smsCode);
    if (errors.length > 0 || !known) {
      return html(
        reply,
        400,
        renderCardPage({
          merchantFields: merchant,
          merchantName: PORTAL_NAME,
          amountText: amountText(merchant),
          actionPath: action,
          errors,
          typed: { kartNo: all.kartNo, sonKullanma: all.sonKullanma },
        }),
      );
    }

    if (known === STAND_IN_CARDS.timeout) {
      // The bank never answers: no callback, only a way back for the person.
      return html(reply, 200, renderNoAnswerPage(`${merchant.failUrl}?oid=${encodeURIComponent(merchant.oid ?? '')}`));
    }
    const approved = known === STAND_IN_CARDS.approved;
    const { hash: _hash, ...echoed } = merchant;
    const answer = signFields(
      {
        ...echoed,
        Response: approved ? 'Approved' : 'Declined',
        ProcReturnCode: approved ? '00' : '51',
        mdStatus: '1',
        AuthCode: approved ? String(randomInt(100000, 1000000)) : '',
        MaskedPan: `${pan.slice(0, 6)}******${pan.slice(-4)}`,
        ErrMsg: approved ? '' : STAND_IN_DECLINE_MESSAGE,
        TransId: `${Date.now().toString(36)}${randomInt(1000, 10000)}`,
      },
      pos.storeKey,
    );
    const { hash, ...rest } = answer;
    reply.header(CSP_HEADER, securityHeaders(app.config).policy([STAND_IN_SCRIPT_HASH]));
    return html(
      reply,
      200,
      renderResultPage({
        action: approved ? merchant.okUrl : merchant.failUrl,
        fields: { ...rest, HASH: hash },
        approved,
      }),
    );
  });
};
