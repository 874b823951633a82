// Also on PostgreSQL: wrong codes sent at once are counted under the staff row's lock.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import { authenticateBearer } from '../bearer-hook';
import { issueLoginCode } from '../login-code';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { denetimKaydi, personel, personelOturum } from '../../db/schema';
import { seed } from '../../seed';
import { TEST_CITIZENS, TEST_STAFF } from '../../seed/constants';
import { openTestDatabase } from '../../db/test-db';
import { COOKIE } from '../../../lib/session/cookie-names';
import { STAFF_SIGN_IN_MESSAGES as M } from '../../../lib/rules/staff-sign-in';
import { staffCookie, totpCode } from '../../backoffice/test-support';

const T0 = new Date('2026-11-20T09:00:00Z');

describe('staff sign-in: e-Devlet, then TOTP; sessions; the audit trail', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let clock: Date;
  const at = (seconds: number) => new Date(clock.getTime() + seconds * 1000);

  before(async () => {
    handle = await openTestDatabase();
    await seed(handle.db, T0);
    clock = T0;
    app = await buildApp({ config: loadConfig({}), db: handle.db, now: () => clock });
  });
  after(async () => {
    await app?.close();
    await handle?.close();
  });
  // Each test starts a few minutes later, so TOTP steps of one test are never replays in the next.
  beforeEach(() => {
    clock = at(300);
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/yonetim/${url}`,
      payload: payload as object,
      headers,
      remoteAddress: '10.9.0.1',
    });
  const cookieOf = (res: LightMyRequestResponse) => {
    const set = [res.headers['set-cookie']].flat().find((c) => c?.startsWith(`${COOKIE.staffSession}=`));
    assert.ok(set, 'a staff cookie is set');
    return set;
  };
  const firstStep = async (kimlikNo: string) => post('oturum/kod', { kod: await issueLoginCode(app, kimlikNo) });
  const lastAudit = async () =>
    (await handle.db.select().from(denetimKaydi).orderBy(desc(denetimKaydi.id)).limit(1))[0];

  it('an İhale Sorumlusu signs in with e-Devlet and a TOTP code, and gets a HttpOnly, SameSite=Strict session', async () => {
    const step1 = await firstStep(TEST_STAFF.ihale.kimlikNo);
    assert.equal(step1.statusCode, 200, step1.body);
    const { challenge, adiSoyadi, kayit } = step1.json().data;
    assert.equal(adiSoyadi, 'Burak Koç');
    assert.equal(kayit, null, 'an enrolled staff member is not offered a new secret');

    const step2 = await post('oturum/dogrula', { challenge, kod: await totpCode(TEST_STAFF.ihale.totp, clock) });
    assert.equal(step2.statusCode, 200, step2.body);
    assert.deepEqual(step2.json().data.ben.roller, ['ihale']);
    assert.equal(step2.json().data.kurtarmaKodlari, null);
    const cookie = cookieOf(step2);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Strict/);

    const me = await app.inject({ method: 'GET', url: '/api/yonetim/ben', headers: { cookie: cookie.split(';')[0] } });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().data.adiSoyadi, 'Burak Koç');
    const audit = await lastAudit();
    assert.equal(audit.islem, 'oturum.giris');
    assert.equal(audit.personelAdi, 'Burak Koç');
  });

  it('a code is accepted once: the same code again is refused', async () => {
    const code = await totpCode(TEST_STAFF.destek.totp, clock);
    const a = await firstStep(TEST_STAFF.destek.kimlikNo);
    assert.equal((await post('oturum/dogrula', { challenge: a.json().data.challenge, kod: code })).statusCode, 200);
    const b = await firstStep(TEST_STAFF.destek.kimlikNo);
    const replay = await post('oturum/dogrula', { challenge: b.json().data.challenge, kod: code });
    assert.equal(replay.statusCode, 400);
    assert.equal(replay.json().message, M.wrongCode);
  });

  it('a citizen who is not staff is refused after e-Devlet, and the attempt is audited', async () => {
    const res = await firstStep(TEST_CITIZENS.ayseYilmaz);
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, M.notStaff);
    const audit = await lastAudit();
    assert.equal(audit.islem, 'oturum.giris-basarisiz');
    assert.equal(audit.personelId, null);
    assert.doesNotMatch(audit.personelAdi, /10000000146/, 'the full TC kimlik no is not written');
  });

  it('a spent or unknown login code is refused with a Turkish message', async () => {
    const kod = await issueLoginCode(app, TEST_STAFF.ihale.kimlikNo);
    assert.equal((await post('oturum/kod', { kod })).statusCode, 200);
    const again = await post('oturum/kod', { kod });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, M.loginCodeInvalid);
    assert.equal((await post('oturum/kod', { kod: 'x' })).statusCode, 400);
  });

  it('first sign-in enrols by QR code and answers ten recovery codes; each recovery code works once', async () => {
    const [row] = await handle.db
      .insert(personel)
      .values({ kimlikNo: '10000001204', adiSoyadi: 'Yeni Personel' })
      .returning();
    await handle.db.execute(sql`insert into personel_rol (personel_id, rol) values (${row.id}, 'destek')`);
    const step1 = await firstStep('10000001204');
    const { challenge, kayit } = step1.json().data;
    assert.ok(kayit, 'enrolment offered');
    assert.match(kayit.qrDataUrl, /^data:image\/png;base64,/);
    assert.match(kayit.uri, /^otpauth:\/\/totp\/.+secret=/);
    const wrong = await post('oturum/dogrula', { challenge, kurtarmaKodu: 'abcd-efgh' });
    assert.equal(wrong.statusCode, 400, 'no recovery code before enrolment');
    const step2 = await post('oturum/dogrula', { challenge, kod: await totpCode(kayit.gizliAnahtar, clock) });
    assert.equal(step2.statusCode, 200, step2.body);
    const codes: string[] = step2.json().data.kurtarmaKodlari;
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    for (const c of codes) assert.match(c, /^[a-z2-7]{4}-[a-z2-7]{4}$/);

    clock = at(60);
    const again = await firstStep('10000001204');
    assert.equal(again.json().data.kayit, null, 'enrolled now');
    const byRecovery = await post('oturum/dogrula', {
      challenge: again.json().data.challenge,
      kurtarmaKodu: codes[3].toUpperCase(),
    });
    assert.equal(byRecovery.statusCode, 200, byRecovery.body);
    assert.equal((await lastAudit()).islem, 'oturum.kurtarma-kodu');
    const third = await firstStep('10000001204');
    const reused = await post('oturum/dogrula', { challenge: third.json().data.challenge, kurtarmaKodu: codes[3] });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().message, M.wrongRecovery);
  });

  it('five wrong codes lock sign-in for 15 minutes, even for a right code', async () => {
    const { challenge } = (await firstStep(TEST_STAFF.mali2.kimlikNo)).json().data;
    for (let i = 0; i < 4; i++)
      assert.equal((await post('oturum/dogrula', { challenge, kod: '000000' })).statusCode, 400);
    const fifth = await post('oturum/dogrula', { challenge, kod: '000000' });
    assert.equal(fifth.statusCode, 429);
    assert.equal(fifth.json().message, M.locked);
    const right = await post('oturum/dogrula', { challenge, kod: await totpCode(TEST_STAFF.mali2.totp, clock) });
    assert.equal(right.statusCode, 429);
    clock = at(16 * 60);
    const later = await firstStep(TEST_STAFF.mali2.kimlikNo);
    const ok = await post('oturum/dogrula', {
      challenge: later.json().data.challenge,
      kod: await totpCode(TEST_STAFF.mali2.totp, clock),
    });
    assert.equal(ok.statusCode, 200, ok.body);
  });

  it('a recovery code counts toward the lock as a TOTP code does, and a right one clears the count', async () => {
    const [row] = await handle.db
      .insert(personel)
      .values({ kimlikNo: '10000001272', adiSoyadi: 'Kurtarma Deneme' })
      .returning();
    await handle.db.execute(sql`insert into personel_rol (personel_id, rol) values (${row.id}, 'destek')`);
    const enrol = (await firstStep('10000001272')).json().data;
    const done = await post('oturum/dogrula', {
      challenge: enrol.challenge,
      kod: await totpCode(enrol.kayit.gizliAnahtar, clock),
    });
    const codes: string[] = done.json().data.kurtarmaKodlari;
    const count = async () => (await handle.db.select().from(personel).where(eq(personel.id, row.id)))[0].hataliDeneme;

    clock = at(60);
    const { challenge } = (await firstStep('10000001272')).json().data;
    for (let i = 0; i < 4; i++)
      assert.equal((await post('oturum/dogrula', { challenge, kod: '000000' })).statusCode, 400);
    assert.equal(await count(), 4);
    const byRecovery = await post('oturum/dogrula', { challenge, kurtarmaKodu: codes[0] });
    assert.equal(byRecovery.statusCode, 200, byRecovery.body);
    assert.equal(await count(), 0, 'a right recovery code starts the count again');

    clock = at(60);
    const next = (await firstStep('10000001272')).json().data.challenge;
    for (let i = 0; i < 4; i++) {
      const res = await post('oturum/dogrula', { challenge: next, kurtarmaKodu: 'aaaa-bbbb' });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, M.wrongRecovery);
    }
    const fifth = await post('oturum/dogrula', { challenge: next, kurtarmaKodu: 'aaaa-bbbb' });
    assert.equal(fifth.statusCode, 429, 'the fifth wrong recovery code locks sign-in');
    assert.equal((await post('oturum/dogrula', { challenge: next, kurtarmaKodu: codes[1] })).statusCode, 429);
  });

  it('a second-factor challenge opens one session: after a sign-in it is spent', async () => {
    const { challenge } = (await firstStep(TEST_STAFF.ihale.kimlikNo)).json().data;
    const first = await post('oturum/dogrula', { challenge, kod: await totpCode(TEST_STAFF.ihale.totp, clock) });
    assert.equal(first.statusCode, 200, first.body);
    clock = at(30);
    const second = await post('oturum/dogrula', { challenge, kod: await totpCode(TEST_STAFF.ihale.totp, clock) });
    assert.equal(second.statusCode, 401);
    assert.equal(second.json().message, M.challengeExpired);
    assert.equal(second.headers['set-cookie'], undefined, 'no second session cookie');
  });

  it('thirty wrong codes sent at once check at most five, and the lock holds for the right one', async () => {
    const { challenge } = (await firstStep(TEST_STAFF.destek.kimlikNo)).json().data;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post('oturum/dogrula', { challenge, kod: String(100000 + i) })),
    );
    const checked = answers.filter((r) => r.statusCode === 400).length;
    const lockedOut = answers.filter((r) => r.statusCode === 429).length;
    assert.equal(checked + lockedOut, 30);
    assert.ok(checked <= 4, `${checked} wrong codes were checked before the lock`);
    const right = await post('oturum/dogrula', { challenge, kod: await totpCode(TEST_STAFF.destek.totp, clock) });
    assert.equal(right.statusCode, 429);
    clock = at(16 * 60);
  });

  it('a session ends after 30 minutes without a request, and each request renews it', async () => {
    const cookie = await staffCookie(app, TEST_STAFF.yonetici.kimlikNo);
    const me = () => app.inject({ method: 'GET', url: '/api/yonetim/ben', headers: { cookie } });
    clock = at(29 * 60);
    assert.equal((await me()).statusCode, 200, 'renewed at 29 minutes');
    clock = at(29 * 60);
    assert.equal((await me()).statusCode, 200, 'renewed again');
    clock = at(31 * 60);
    const idle = await me();
    assert.equal(idle.statusCode, 401);
    assert.match(String(idle.headers['set-cookie']), /Max-Age=0/, 'the dead cookie is cleared');
  });

  it('sign-out ends the session on the server; a deactivated staff member is signed out at once', async () => {
    const cookie = await staffCookie(app, TEST_STAFF.yonetici.kimlikNo);
    const out = await app.inject({ method: 'POST', url: '/api/yonetim/oturum/cikis', headers: { cookie } });
    assert.equal(out.statusCode, 204);
    assert.equal((await app.inject({ method: 'GET', url: '/api/yonetim/ben', headers: { cookie } })).statusCode, 401);
    const ended = await handle.db.select().from(personelOturum).where(eq(personelOturum.bitis, clock));
    assert.ok(ended.length >= 1);

    const other = await staffCookie(app, TEST_STAFF.mali.kimlikNo);
    await handle.db.update(personel).set({ aktif: false }).where(eq(personel.kimlikNo, TEST_STAFF.mali.kimlikNo));
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/yonetim/ben', headers: { cookie: other } })).statusCode,
      401,
    );
    await handle.db.update(personel).set({ aktif: true }).where(eq(personel.kimlikNo, TEST_STAFF.mali.kimlikNo));
  });

  it('a state-changing request from another origin is refused', async () => {
    const cookie = await staffCookie(app, TEST_STAFF.yonetici.kimlikNo);
    const res = await app.inject({
      method: 'POST',
      url: '/api/yonetim/oturum/cikis',
      headers: { cookie, origin: 'https://evil.example' },
    });
    assert.equal(res.statusCode, 403);
  });

  it('a staff session cannot act as a bidder: no cookie or Bearer of it opens a bidder route or the hub', async () => {
    const cookie = await staffCookie(app, TEST_STAFF.ihale.kimlikNo);
    const join = await app.inject({
      method: 'POST',
      url: '/api/v1/IhaleKatilimCari',
      headers: { cookie },
      payload: { cariId: 1, ihaleId: 1 },
    });
    assert.equal(join.statusCode, 401);
    const token = cookie.split('=')[1];
    assert.equal(await authenticateBearer(app, token), null, 'the hub refuses it as well');
  });

  it('the audit trail cannot be changed or deleted', async () => {
    const count = async () => (await handle.db.select().from(denetimKaydi)).length;
    const before = await count();
    assert.ok(before > 0);
    // Drizzle wraps the database's error; the trigger's message is its cause.
    const refused = (err: Error & { cause?: Error }) => /append-only/.test(err.cause?.message ?? err.message);
    await assert.rejects(handle.db.execute(sql`update denetim_kaydi set islem = 'x'`), refused);
    await assert.rejects(handle.db.execute(sql`delete from denetim_kaydi`), refused);
    await assert.rejects(handle.db.execute(sql`truncate denetim_kaydi`), refused);
    assert.equal(await count(), before);
  });
});
