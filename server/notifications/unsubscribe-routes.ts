import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { INSTITUTION_NAME, PORTAL_NAME } from '../../lib/brand';
import { escapeHtml, htmlPage } from '../kernel/html-page';
import { turnOffEmailConsent } from './email-consent';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export const UNSUBSCRIBE_PATH = '/bildirimler/abonelik-iptal';

const STYLE = `body{font-family:Arial,Helvetica,sans-serif;color:#1c2833;background:#f4f6f9;margin:0;padding:24px}
main{max-width:560px;margin:0 auto;background:#fff;border:1px solid #d9e0e7;padding:24px}
h1{color:#0b3558;font-size:22px;margin-top:0}button{background:#0b3558;color:#fff;border:0;padding:12px 20px;font-size:16px;font-weight:700;cursor:pointer}
button:focus-visible{outline:3px solid #b3121f;outline-offset:2px}a{color:#0b3558}`;

const page = (title: string, body: string) =>
  htmlPage({
    title: `${title} · ${PORTAL_NAME}`,
    style: STYLE,
    body: `<p>${escapeHtml(INSTITUTION_NAME)} · ${escapeHtml(PORTAL_NAME)}</p><h1>${escapeHtml(title)}</h1>${body}`,
  });

const MESSAGES = {
  invalid: 'Bu bağlantı geçersiz. E-posta bildirimlerini Hesabım sayfasından kapatabilirsiniz.',
  confirm: 'E-posta bildirimlerini kapatmak için aşağıdaki düğmeye basın.',
  done: 'E-posta bildirimleri kapatıldı. Yeniden açmak için Hesabım sayfasını kullanabilirsiniz.',
};

/**
 * RFC 8058 one-click unsubscribe (docs/architecture.md §13). The e-mail's List-Unsubscribe URL
 * carries a signed token (person + channel). POST (a mail client's one-click, form body
 * `List-Unsubscribe=One-Click`, or the button below) turns eposta_bildirim_onayi off; GET only shows
 * a page with that button, because link scanners fetch URLs and must never unsubscribe anyone.
 * No session: the token is the authorisation, and all it can do is turn one consent off.
 */
export const unsubscribePublicRoutes: FastifyPluginAsync = async (app) => {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const t = (request.query as Record<string, unknown>).t;
    const claim = await verifyUnsubscribeToken(app, t);
    if (!claim) return html(reply, 400, page('Bağlantı geçersiz', `<p>${MESSAGES.invalid}</p>`));
    const action = `${app.config.portalApiUrl}${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(t as string)}`;
    return html(
      reply,
      200,
      page(
        'E-posta bildirimlerini kapat',
        `<p>${MESSAGES.confirm}</p><form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">E-posta bildirimlerini kapat</button></form>`,
      ),
    );
  });

  app.post(UNSUBSCRIBE_PATH, async (request, reply) => {
    const claim = await verifyUnsubscribeToken(app, (request.query as Record<string, unknown>).t);
    const body = request.body as Record<string, unknown> | undefined;
    if (!claim || body?.['List-Unsubscribe'] !== 'One-Click')
      return html(reply, 400, page('Bağlantı geçersiz', `<p>${MESSAGES.invalid}</p>`));
    await turnOffEmailConsent(app.db, claim.gercekKisilikId);
    return html(reply, 200, page('Bildirimler kapatıldı', `<p>${MESSAGES.done}</p>`));
  });
};
