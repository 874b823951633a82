import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { consumeExternalLoginCode } from '../queries';
import { EDEVLET_PROVIDER } from '../login-code';
import { createRateLimiter, type RateLimiter } from '../../http/rate-limit';
import { sha256Hex } from '../secrets';
import { ApiError, badRequest, forbidden, unauthorized } from '../../http/errors';
import { validate } from '../../http/validate';
import {
  STAFF_IDLE_MINUTES,
  type StaffChallenge,
  type StaffMe,
  type StaffSignInResult,
} from '../../../lib/contract/staff';
import { loginCodeSchema, secondFactorSchema, STAFF_SIGN_IN_MESSAGES as M } from '../../../lib/rules/staff-sign-in';
import { type AuditActor, recordAudit } from '../../kernel/record-audit';
import {
  acceptTotp,
  closeStaffSession,
  findStaff,
  findStaffByKimlikNo,
  openStaffSession,
  setPendingSecret,
  spendRecoveryCode,
  staffRoles,
  takeCodeAttempt,
} from './queries';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { clearedStaffCookie, staffCookie } from './staff-cookie';
import { currentStaff } from './staff-scope';
import { signChallenge, signStaffToken, verifyChallenge } from './staff-token';
import { enrolment, newTotpSecret, verifyTotp } from './totp';

/** Sign-in attempts per client address and minute, on top of the per-person lock of wrong codes. */
const SIGN_IN_RATE_LIMIT = { limit: 20, windowMs: 60_000 };

const locked = () => new ApiError(429, 'TooManyRequests', M.locked);

/**
 * Staff sign-in (docs/architecture.md §8), under /api/yonetim:
 * 1. `POST oturum/kod { kod }`: the single-use code e-Devlet (or its stand-in) handed back to
 *    /yonetim/giris. Answers a five-minute challenge, and at the first sign-in a TOTP enrolment.
 * 2. `POST oturum/dogrula { challenge, kod | kurtarmaKodu }`: the second factor. Sets the session
 *    cookie; right after enrolment answers ten recovery codes, once.
 * `POST oturum/cikis` ends the session; `GET ben` says who is signed in.
 */
export const staffSessionRoutes: FastifyPluginAsync = async (app) => {
  const limiter: RateLimiter = createRateLimiter({
    ...SIGN_IN_RATE_LIMIT,
    now: app.now,
    shared: { counter: app.rateCounter, name: 'staff-sign-in' },
  });
  const brake = (request: FastifyRequest) => limiter.hit(request.ip ?? 'unknown');
  const anonymousActor = (request: FastifyRequest, name: string): AuditActor => ({
    personelId: null,
    adiSoyadi: name,
    ip: request.ip ?? null,
  });

  app.post(
    '/yonetim/oturum/kod',
    { config: { staffPublic: true } },
    async (request): Promise<{ data: StaffChallenge }> => {
      await brake(request);
      const { kod } = validate(loginCodeSchema, request.body, { object: true });
      const now = app.now();
      const kimlikNo = await consumeExternalLoginCode(app.db, {
        tokenHash: sha256Hex(kod),
        provider: EDEVLET_PROVIDER,
        now,
      });
      if (!kimlikNo) throw badRequest(M.loginCodeInvalid);
      const staff = await findStaffByKimlikNo(app.db, kimlikNo);
      if (!staff?.aktif) {
        await recordAudit(app.db, anonymousActor(request, `TC ${kimlikNo.slice(0, 3)}******${kimlikNo.slice(-2)}`), {
          islem: 'oturum.giris-basarisiz',
          ayrinti: 'Kurum personeli değil',
        });
        throw forbidden(M.notStaff);
      }
      let kayit: StaffChallenge['kayit'] = null;
      if (!staff.totpOnayTarihi) {
        const secret = newTotpSecret();
        await setPendingSecret(app.db, staff.id, secret);
        kayit = await enrolment(secret, staff.adiSoyadi);
      }
      const challenge = await signChallenge(app, { kimlikNo, personelId: staff.id });
      return { data: { challenge, adiSoyadi: staff.adiSoyadi, kayit } };
    },
  );

  app.post(
    '/yonetim/oturum/dogrula',
    { config: { staffPublic: true } },
    async (request, reply): Promise<{ data: StaffSignInResult }> => {
      await brake(request);
      const input = validate(secondFactorSchema, request.body, { object: true });
      const now = app.now();
      const claims = await verifyChallenge(app, input.challenge);
      if (!claims) throw unauthorized(M.challengeExpired);
      const staff = await findStaff(app.db, claims.personelId);
      if (!staff?.aktif || staff.kimlikNo !== claims.kimlikNo || !staff.totpGizli)
        throw unauthorized(M.challengeExpired);
      // One attempt taken before the code is checked: requests at once cannot check more than five.
      const attempt = await takeCodeAttempt(app.db, { personelId: staff.id, now });
      if (!attempt.allowed) throw locked();
      const actor: AuditActor = { personelId: staff.id, adiSoyadi: staff.adiSoyadi, ip: request.ip ?? null };
      const enrolling = !staff.totpOnayTarihi;

      let accepted: boolean;
      if (input.kurtarmaKodu !== undefined) {
        accepted =
          !enrolling &&
          (await spendRecoveryCode(app.db, { personelId: staff.id, hash: recoveryCodeHash(input.kurtarmaKodu), now }));
      } else {
        const step = await verifyTotp(staff.totpGizli, input.kod ?? '', now, staff.totpSonAdim);
        accepted = step !== null && (await acceptTotp(app.db, { personelId: staff.id, step, now }));
      }
      if (!accepted) {
        await recordAudit(app.db, actor, { islem: 'oturum.giris-basarisiz', ayrinti: 'Hatalı doğrulama kodu' });
        if (attempt.lastBeforeLock) throw locked();
        throw badRequest(input.kurtarmaKodu !== undefined ? M.wrongRecovery : M.wrongCode);
      }

      // The session takes the challenge's id: a challenge opens one session, never a second.
      const sessionId = claims.challengeId;
      const codes = enrolling ? newRecoveryCodes() : null;
      const opened = await openStaffSession(app.db, actor, {
        sessionId,
        personelId: staff.id,
        now,
        recoveryHashes: codes ? codes.map(recoveryCodeHash) : null,
        byRecoveryCode: input.kurtarmaKodu !== undefined,
      });
      if (!opened) throw unauthorized(M.challengeExpired);
      const roller = await staffRoles(app.db, staff.id);
      const token = await signStaffToken(app, { kimlikNo: staff.kimlikNo, personelId: staff.id, sessionId, roller });
      reply.header('Set-Cookie', staffCookie(app.config, token));
      reply.header('Cache-Control', 'no-store');
      return { data: { ben: me(staff.id, staff.adiSoyadi, roller, now), kurtarmaKodlari: codes } };
    },
  );

  app.post('/yonetim/oturum/cikis', { config: { roles: 'any' } }, async (request, reply) => {
    const staff = currentStaff(request);
    // No body, or an empty object: anything else is a malformed request.
    if (request.body !== undefined) validate(z.object({}).strict(), request.body, { object: true });
    const now = app.now();
    await closeStaffSession(
      app.db,
      { personelId: staff.personelId, adiSoyadi: staff.adiSoyadi, ip: request.ip ?? null },
      { sessionId: staff.sessionId, now },
    );
    reply.header('Set-Cookie', clearedStaffCookie(app.config));
    return reply.status(204).send();
  });

  app.get('/yonetim/ben', { config: { roles: 'any' } }, async (request, reply): Promise<{ data: StaffMe }> => {
    const staff = currentStaff(request);
    reply.header('Cache-Control', 'no-store');
    return { data: me(staff.personelId, staff.adiSoyadi, staff.roller, app.now()) };
  });
};

function me(personelId: number, adiSoyadi: string, roller: StaffMe['roller'], now: Date): StaffMe {
  return {
    personelId,
    adiSoyadi,
    roller,
    oturumBitis: new Date(now.getTime() + STAFF_IDLE_MINUTES * 60_000).toISOString(),
  };
}
