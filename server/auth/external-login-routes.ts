import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors';
import {
  buildAuthorizeUrl,
  EdevletCodeRefusedError,
  EdevletProviderError,
  fetchCitizen,
  issuerAccepted,
} from './edevlet-oauth';
import { renderCitizenPage, renderErrorPage } from './edevlet-page';
import { verifyLoginState, signLoginState } from './login-state';
import { EDEVLET_PROVIDER, issueLoginCode } from './login-code';
import { findEdevletCitizen, listEdevletCitizens, upsertEdevletCitizen } from './queries';
import { validateReturnUrl, withAccessToken } from './return-url';
import { randomToken, safeEqual } from './secrets';
import { readCookie, secureCookies, serializeCookie } from '../http/cookies';
import { authBasePath } from './refresh-cookie';
import { externalLoginUrl } from '../../lib/session/login-redirect';

/**
 * The browser part of sign-in (auth contract item 1), registered under the /auth prefix:
 * external-login → (dev) the e-Devlet stand-in page, or (oauth) the provider and back through
 * external-callback → ReturnUrl?access_token=<single-use code>. A failure is a 4xx page (or JSON
 * for non-browser callers) and never a redirect to anywhere the request named.
 */

const STATE_COOKIE = 'esatis_oauth_state';
const STATE_COOKIE_MAX_AGE = 15 * 60;

const MESSAGES = {
  badRequest: 'Giriş isteği eksik veya hatalı. Lütfen portal üzerinden tekrar giriş yapmayı deneyiniz.',
  badReturnUrl: 'Geri dönüş adresi geçersiz. Lütfen portal üzerinden tekrar giriş yapmayı deneyiniz.',
  badProvider: 'Desteklenmeyen kimlik sağlayıcı.',
  badState:
    'Giriş isteğinin süresi dolmuş veya istek geçersiz. Lütfen portal üzerinden tekrar giriş yapmayı deneyiniz.',
  unknownCitizen: 'Seçilen vatandaş bulunamadı. Lütfen listeden bir vatandaş seçiniz.',
  providerDenied: 'e-Devlet girişi tamamlanmadı. Lütfen portal üzerinden tekrar giriş yapmayı deneyiniz.',
  providerDown: 'e-Devlet hizmetine şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyiniz.',
  codeRefused:
    'e-Devlet ile giriş tamamlanamadı: giriş isteğinin süresi dolmuş ya da istek zaten kullanılmış. Lütfen tekrar giriş yapınız.',
  notFound: 'İstenen sayfa bulunamadı.',
} as const;

const ERROR_TITLE = 'Giriş yapılamadı';

export async function externalLoginRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const dev = config.edevlet.mode === 'dev';
  const basePath = authBasePath(config);
  const portalHome = `${config.publicOrigin}/`;

  /** The Turkish page of a failed sign-in, with its ways back (edevlet-page.ts); never cached. */
  const failPage = (reply: FastifyReply, status: number, message: string) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderErrorPage({
          title: ERROR_TITLE,
          message,
          portalUrl: portalHome,
          retryUrl: externalLoginUrl(config.authUrl, config.publicOrigin),
          standIn: dev,
        }),
      );

  /** Answers a failed step: the page for browsers, the error shape for everyone else. */
  const fail = (request: FastifyRequest, reply: FastifyReply, status: number, key: string, message: string) => {
    if (/text\/html/i.test(request.headers.accept ?? '')) return failPage(reply, status, message);
    return reply.code(status).send(errorBody(key, message));
  };

  app.get('/Account/external-login', async (request, reply) => {
    const params = parseLoginRequest((request.query as Record<string, unknown>)?.json);
    if (!params) return fail(request, reply, 400, 'BadRequest', MESSAGES.badRequest);
    if (params.provider.toLowerCase() !== EDEVLET_PROVIDER.toLowerCase()) {
      return fail(request, reply, 400, 'InvalidProvider', MESSAGES.badProvider);
    }
    const returnUrl = validateReturnUrl(params.returnUrl, config.publicOrigin);
    if (!returnUrl) return fail(request, reply, 400, 'InvalidReturnUrl', MESSAGES.badReturnUrl);

    if (dev) {
      const state = await signLoginState(app, { returnUrl: returnUrl.toString() });
      return reply.redirect(`${config.authUrl}/edevlet?state=${encodeURIComponent(state)}`, 302);
    }
    // oauth: the state names a nonce that only this browser holds (cookie), so a login started
    // elsewhere cannot be completed here (login CSRF).
    // The PKCE verifier waits in the same HttpOnly cookie until the code is redeemed: only this
    // browser, coming back through the callback, can complete the exchange.
    const nonce = randomToken();
    const verifier = randomToken();
    const state = await signLoginState(app, { returnUrl: returnUrl.toString(), nonce });
    reply.header('Set-Cookie', stateCookie(`${nonce}.${verifier}`, STATE_COOKIE_MAX_AGE));
    return reply.redirect(buildAuthorizeUrl(config, state, verifier), 302);
  });

  app.get('/Account/external-callback', async (request, reply) => {
    if (dev) return fail(request, reply, 404, 'NotFound', MESSAGES.notFound);
    // Only ever a browser's navigation back from the provider: every refusal is the Turkish page,
    // whatever the Accept header says, and the cookie is spent (a state is used once).
    const page = (status: number, message: string) => failPage(reply, status, message);
    const q = (request.query ?? {}) as Record<string, unknown>;
    const state = await verifyLoginState(app, q.state);
    const [nonce, verifier] = (readCookie(request.headers.cookie, STATE_COOKIE) ?? '').split('.');
    reply.header('Set-Cookie', stateCookie('', 0));
    if (!state?.nonce || !nonce || !verifier || !safeEqual(state.nonce, nonce)) {
      return page(400, MESSAGES.badState);
    }
    if (!(await issuerAccepted(config, q.iss))) {
      request.log.warn('e-Devlet callback from an unexpected issuer');
      return page(400, MESSAGES.providerDenied);
    }
    if (typeof q.error === 'string' || typeof q.code !== 'string' || !q.code || q.code.length > 2048) {
      return page(400, MESSAGES.providerDenied);
    }
    try {
      const citizen = await fetchCitizen(config, q.code, verifier);
      await upsertEdevletCitizen(app.db, citizen);
      const code = await issueLoginCode(app, citizen.kimlikNo);
      return reply.redirect(withAccessToken(state.returnUrl, code), 302);
    } catch (err) {
      if (err instanceof EdevletCodeRefusedError) {
        request.log.warn({ reason: err.message }, 'e-Devlet refused the authorization code');
        return page(400, MESSAGES.codeRefused);
      }
      if (!(err instanceof EdevletProviderError)) throw err;
      request.log.warn({ reason: err.message }, 'e-Devlet provider failed');
      return page(502, MESSAGES.providerDown);
    }
  });

  app.get('/edevlet', async (request, reply) => {
    if (!dev) return fail(request, reply, 404, 'NotFound', MESSAGES.notFound);
    const raw = (request.query as Record<string, unknown>)?.state;
    if (!(await verifyLoginState(app, raw))) return fail(request, reply, 400, 'InvalidState', MESSAGES.badState);
    const citizens = await listEdevletCitizens(app.db);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        renderCitizenPage({ citizens, state: raw as string, actionPath: `${basePath}/edevlet`, portalUrl: portalHome }),
      );
  });

  app.post('/edevlet', async (request, reply) => {
    if (!dev) return fail(request, reply, 404, 'NotFound', MESSAGES.notFound);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const state = await verifyLoginState(app, body.state);
    if (!state) return fail(request, reply, 400, 'InvalidState', MESSAGES.badState);
    const kimlikNo = typeof body.kimlikNo === 'string' && /^\d{11}$/.test(body.kimlikNo) ? body.kimlikNo : null;
    const citizen = kimlikNo ? await findEdevletCitizen(app.db, { kimlikNo }) : null;
    if (!citizen) return fail(request, reply, 400, 'UnknownCitizen', MESSAGES.unknownCitizen);
    // Re-checked although it was signed: a key or rule change between the two steps must not open a hole.
    if (!validateReturnUrl(state.returnUrl, config.publicOrigin)) {
      return fail(request, reply, 400, 'InvalidReturnUrl', MESSAGES.badReturnUrl);
    }
    const code = await issueLoginCode(app, citizen.kimlikNo);
    return reply.redirect(withAccessToken(state.returnUrl, code), 302);
  });

  function stateCookie(value: string, maxAge: number): string {
    const secure = secureCookies(config);
    return serializeCookie(STATE_COOKIE, value, {
      path: basePath || '/',
      maxAge,
      httpOnly: true,
      sameSite: 'Lax',
      secure,
    });
  }
}

/** `json={"Provider":"EDevlet","ReturnUrl":"…"}`; null when it is not that. */
function parseLoginRequest(raw: unknown): { provider: string; returnUrl: string } | null {
  if (typeof raw !== 'string' || raw.length > 4096) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const provider = v.Provider ?? v.provider;
  const returnUrl = v.ReturnUrl ?? v.returnUrl;
  return typeof provider === 'string' && typeof returnUrl === 'string' ? { provider, returnUrl } : null;
}
