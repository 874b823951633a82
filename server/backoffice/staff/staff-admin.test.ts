// Also on PostgreSQL: the last Yönetici is kept under concurrent role changes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { waitUntil } from '../../../tests/support/wait';
import { buildApp } from '../../app';
import { issueLoginCode } from '../../auth/login-code';
import { loadConfig } from '../../config';
import { denetimKaydi, personel, personelKurtarmaKodu, personelRol } from '../../db/schema';
import { seed } from '../../seed';
import { TEST_CITIZENS, TEST_STAFF } from '../../seed/constants';
import { openTestDatabase, type TestDbHandle } from '../../db/test-db';
import type { StaffListItem } from '../../../lib/contract/staff';
import { STAFF_ADMIN_MESSAGES as M } from '../../../lib/rules/staff-admin';
import { findStaffByKimlikNo } from '../../auth/staff/queries';
import { staffCookie } from '../test-support';
import { activeAdminCount, lockStaffAdmin } from './queries';

const T0 = new Date('2026-11-20T09:00:00Z');
const ORIGIN = 'http://localhost:3000';

describe('staff and roles (/api/yonetim/personel): rules, sessions, audit rows', () => {
  let handle: TestDbHandle;
  let app: FastifyInstance;
  let admin: string;
  const idOf = async (kimlikNo: string) => (await findStaffByKimlikNo(handle.db, kimlikNo))!.id;

  before(async () => {
    handle = await openTestDatabase();
    await seed(handle.db, T0);
    app = await buildApp({ config: loadConfig({}), db: handle.db, now: () => T0 });
    admin = await staffCookie(app, TEST_STAFF.yonetici.kimlikNo);
  });
  after(async () => {
    await app?.close();
    await handle?.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/yonetim/${url}`,
      headers: { cookie, origin: ORIGIN },
      payload: payload as object | undefined,
      remoteAddress: '10.40.0.1',
    });
  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/yonetim/ben', headers: { cookie } });
  const lastAudit = async () =>
    (await handle.db.select().from(denetimKaydi).orderBy(desc(denetimKaydi.id)).limit(1))[0];
  const auditCount = async () => (await handle.db.select().from(denetimKaydi)).length;
  /**
   * Starts the requests while another connection holds the staff lock (PostgreSQL), so both pass
   * their checks of the session and wait in the lock together; then lets them go. PGlite has one
   * connection and runs them one after the other anyway.
   */
  const meetingInTheLock = async <T>(start: () => Promise<T>[]): Promise<T[]> => {
    if (!handle.second) return Promise.all(start());
    const other = await handle.second();
    let release!: () => void;
    let taken!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const lockTaken = new Promise<void>((r) => {
      taken = r;
    });
    const holder = other.db.transaction(async (tx) => {
      await lockStaffAdmin(tx);
      taken();
      await held;
    });
    await lockTaken;
    const pending = start();
    // Every request has passed its checks and waits in this database's staff lock.
    const waiting = async () => {
      const r = await handle.db.execute(sql`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and not granted
          and database = (select oid from pg_database where datname = current_database())`);
      return (r as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    };
    await waitUntil(async () => (await waiting()) === pending.length, 10_000, 'both requests in the staff lock');
    release();
    await holder;
    const out = await Promise.all(pending);
    await other.close();
    return out;
  };

  it('lists every staff member with full TC kimlik no, roles, state, TOTP enrolment and last sign-in', async () => {
    await me(admin); // the admin's session exists: their last sign-in is known
    const res = await send('GET', 'personel', admin);
    assert.equal(res.statusCode, 200, res.body);
    const list: StaffListItem[] = res.json().data;
    const selin = list.find((s) => s.kimlikNo === TEST_STAFF.yonetici.kimlikNo);
    assert.ok(selin);
    assert.deepEqual(selin.roller, ['yonetici']);
    assert.equal(selin.aktif, true);
    assert.equal(selin.totpKayitli, true);
    assert.equal(selin.sonGiris, T0.toISOString());
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  it('adds a staff member (TC checksum, name, roles), audited with the after state; a duplicate is a 409', async () => {
    const bad = await send('POST', 'personel', admin, { kimlikNo: '10000000529', adiSoyadi: 'F', roller: [] });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().mesajList, [
      'Geçerli bir T.C. kimlik numarası giriniz.',
      M.nameLength,
      M.rolesRequired,
    ]);
    const wrongRole = await send('POST', 'personel', admin, {
      kimlikNo: TEST_CITIZENS.fatmaSahin,
      adiSoyadi: 'Fatma Şahin',
      roller: ['root'],
    });
    assert.equal(wrongRole.statusCode, 400);

    const before = await auditCount();
    const res = await send('POST', 'personel', admin, {
      kimlikNo: TEST_CITIZENS.fatmaSahin,
      adiSoyadi: '  Fatma Şahin ',
      roller: ['destek', 'ihale', 'destek'],
    });
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().data.id;
    const row = await findStaffByKimlikNo(handle.db, TEST_CITIZENS.fatmaSahin);
    assert.equal(row?.id, id);
    assert.equal(row?.adiSoyadi, 'Fatma Şahin');
    assert.equal(row?.totpGizli, null, 'the authenticator app is enrolled at the first sign-in');
    const roles = await handle.db.select().from(personelRol).where(eq(personelRol.personelId, id));
    assert.deepEqual(roles.map((r) => r.rol).sort(), ['destek', 'ihale']);
    const audit = await lastAudit();
    assert.equal(audit.islem, 'personel.ekle');
    assert.equal(audit.hedefId, String(id));
    assert.equal(audit.personelAdi, 'Selin Aydın');
    assert.deepEqual(audit.sonraki, {
      kimlikNo: TEST_CITIZENS.fatmaSahin,
      adiSoyadi: 'Fatma Şahin',
      roller: ['ihale', 'destek'],
      aktif: true,
    });
    assert.equal(await auditCount(), before + 1);

    const again = await send('POST', 'personel', admin, {
      kimlikNo: TEST_CITIZENS.fatmaSahin,
      adiSoyadi: 'Fatma Şahin',
      roller: ['mali'],
    });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, M.duplicate);
    assert.equal(await auditCount(), before + 1, 'a refused change writes no audit row');

    // The new member can start signing in: the first step offers the TOTP enrolment.
    const step1 = await app.inject({
      method: 'POST',
      url: '/api/yonetim/oturum/kod',
      payload: { kod: await issueLoginCode(app, TEST_CITIZENS.fatmaSahin) },
    });
    assert.equal(step1.statusCode, 200, step1.body);
    assert.ok(step1.json().data.kayit?.gizliAnahtar);
  });

  it('changes roles: the member signs in again (sessions end), before/after audited; an unchanged set writes nothing', async () => {
    const burakId = await idOf(TEST_STAFF.ihale.kimlikNo);
    const burak = await staffCookie(app, TEST_STAFF.ihale.kimlikNo);
    assert.equal((await me(burak)).statusCode, 200);

    const res = await send('PUT', `personel/${burakId}/roller`, admin, { roller: ['ihale', 'mali'] });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await me(burak)).statusCode, 401, 'the old session is over');
    const audit = await lastAudit();
    assert.equal(audit.islem, 'personel.rol');
    assert.deepEqual(audit.onceki, { roller: ['ihale'] });
    assert.deepEqual(audit.sonraki, { roller: ['ihale', 'mali'] });
    assert.equal(audit.ayrinti, 'Burak Koç');

    const count = await auditCount();
    const same = await send('PUT', `personel/${burakId}/roller`, admin, { roller: ['mali', 'ihale'] });
    assert.equal(same.statusCode, 200);
    assert.equal(await auditCount(), count);

    const missing = await send('PUT', 'personel/99999/roller', admin, { roller: ['mali'] });
    assert.equal(missing.statusCode, 404);
    await send('PUT', `personel/${burakId}/roller`, admin, { roller: ['ihale'] });
  });

  it('a Yönetici cannot remove their own Yönetici role, deactivate or reset themselves (409, nothing written)', async () => {
    const selinId = await idOf(TEST_STAFF.yonetici.kimlikNo);
    const count = await auditCount();
    const ownRole = await send('PUT', `personel/${selinId}/roller`, admin, { roller: ['ihale'] });
    assert.equal(ownRole.statusCode, 409);
    assert.equal(ownRole.json().message, M.ownAdminRole);
    const ownStatus = await send('PUT', `personel/${selinId}/durum`, admin, { aktif: false });
    assert.equal(ownStatus.statusCode, 409);
    assert.equal(ownStatus.json().message, M.ownDeactivate);
    const ownReset = await send('POST', `personel/${selinId}/totp-sifirla`, admin, {});
    assert.equal(ownReset.statusCode, 409);
    assert.equal(ownReset.json().message, M.ownReset);
    assert.equal(await auditCount(), count);
    assert.equal((await me(admin)).statusCode, 200);

    // Adding a role to themselves keeps the session they are using.
    const more = await send('PUT', `personel/${selinId}/roller`, admin, { roller: ['yonetici', 'destek'] });
    assert.equal(more.statusCode, 200, more.body);
    assert.equal((await me(admin)).statusCode, 200);
    assert.deepEqual((await me(admin)).json().data.roller, ['destek', 'yonetici']);
    await send('PUT', `personel/${selinId}/roller`, admin, { roller: ['yonetici'] });
  });

  it('deactivates and activates: sessions end, sign-in is refused while inactive, both audited', async () => {
    const eliftId = await idOf(TEST_STAFF.mali.kimlikNo);
    const elif = await staffCookie(app, TEST_STAFF.mali.kimlikNo);
    const off = await send('PUT', `personel/${eliftId}/durum`, admin, { aktif: false });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal((await me(elif)).statusCode, 401);
    let audit = await lastAudit();
    assert.equal(audit.islem, 'personel.durum');
    assert.deepEqual([audit.onceki, audit.sonraki], [{ aktif: true }, { aktif: false }]);
    const step1 = await app.inject({
      method: 'POST',
      url: '/api/yonetim/oturum/kod',
      payload: { kod: await issueLoginCode(app, TEST_STAFF.mali.kimlikNo) },
    });
    assert.equal(step1.statusCode, 403);

    const on = await send('PUT', `personel/${eliftId}/durum`, admin, { aktif: true });
    assert.equal(on.statusCode, 200);
    audit = await lastAudit();
    assert.deepEqual([audit.onceki, audit.sonraki], [{ aktif: false }, { aktif: true }]);
    assert.equal((await send('PUT', `personel/${eliftId}/durum`, admin, { aktif: 'evet' })).statusCode, 400);
  });

  it('resets the second factor: secret, step, recovery codes cleared, sessions ended; the next sign-in enrols anew', async () => {
    const destekId = await idOf(TEST_STAFF.destek.kimlikNo);
    await handle.db.insert(personelKurtarmaKodu).values({ personelId: destekId, kodOzeti: 'x'.repeat(64) });
    const destek = await staffCookie(app, TEST_STAFF.destek.kimlikNo);
    const res = await send('POST', `personel/${destekId}/totp-sifirla`, admin);
    assert.equal(res.statusCode, 200, res.body);
    const [row] = await handle.db.select().from(personel).where(eq(personel.id, destekId));
    assert.deepEqual([row.totpGizli, row.totpOnayTarihi, row.totpSonAdim], [null, null, null]);
    const codes = await handle.db
      .select()
      .from(personelKurtarmaKodu)
      .where(eq(personelKurtarmaKodu.personelId, destekId));
    assert.equal(codes.length, 0);
    assert.equal((await me(destek)).statusCode, 401);
    const audit = await lastAudit();
    assert.equal(audit.islem, 'personel.totp-sifirla');
    assert.deepEqual([audit.onceki, audit.sonraki], [{ totpKayitli: true }, { totpKayitli: false }]);
    const step1 = await app.inject({
      method: 'POST',
      url: '/api/yonetim/oturum/kod',
      payload: { kod: await issueLoginCode(app, TEST_STAFF.destek.kimlikNo) },
    });
    assert.equal(step1.statusCode, 200);
    assert.ok(step1.json().data.kayit, 'a new enrolment is offered');
    const body = await send('POST', `personel/${destekId}/totp-sifirla`, admin, { hepsi: true });
    assert.equal(body.statusCode, 400);
  });

  it('two Yöneticis removing each other at once leave exactly one (the staff lock)', async () => {
    const burakId = await idOf(TEST_STAFF.ihale.kimlikNo);
    const selinId = await idOf(TEST_STAFF.yonetici.kimlikNo);
    assert.equal(
      (await send('PUT', `personel/${burakId}/roller`, admin, { roller: ['yonetici', 'ihale'] })).statusCode,
      200,
    );
    const burak = await staffCookie(app, TEST_STAFF.ihale.kimlikNo);
    const selin = await staffCookie(app, TEST_STAFF.yonetici.kimlikNo);
    const [a, b] = await meetingInTheLock(() => [
      send('PUT', `personel/${burakId}/roller`, selin, { roller: ['ihale'] }),
      send('PUT', `personel/${selinId}/roller`, burak, { roller: ['mali'] }),
    ]);
    // The first to take the lock wins; the other, waiting in the lock, finds they are no longer a
    // Yönetici (403). On PGlite the second may not have started yet: its session is over (401).
    const [won, lost] = [a.statusCode, b.statusCode].sort();
    assert.equal(won, 200, `${a.body} ${b.body}`);
    assert.ok(handle.second ? lost === 403 : [401, 403].includes(lost), `${a.body} ${b.body}`);
    assert.equal(await activeAdminCount(handle.db), 1);
    // Whoever is left sets the roles back.
    const left = a.statusCode === 200 ? selin : burak;
    const other = a.statusCode === 200 ? burakId : selinId;
    await send('PUT', `personel/${other}/roller`, left, { roller: other === selinId ? ['yonetici'] : ['ihale'] });
    if (a.statusCode !== 200) {
      admin = await staffCookie(app, TEST_STAFF.yonetici.kimlikNo);
      await send('PUT', `personel/${burakId}/roller`, admin, { roller: ['ihale'] });
    }
    assert.equal(await activeAdminCount(handle.db), 1);
  });

  it('concurrent role changes of one member: both apply in turn, each audit row starts where the other ended', async () => {
    const hakanId = await idOf(TEST_STAFF.mali2.kimlikNo);
    const admin2 = await staffCookie(app, TEST_STAFF.yonetici.kimlikNo);
    const [a, b] = await meetingInTheLock(() => [
      send('PUT', `personel/${hakanId}/roller`, admin, { roller: ['mali', 'destek'] }),
      send('PUT', `personel/${hakanId}/roller`, admin2, { roller: ['mali', 'ihale'] }),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode], [200, 200], `${a.body} ${b.body}`);
    const rows = await handle.db
      .select()
      .from(denetimKaydi)
      .where(eq(denetimKaydi.hedefId, String(hakanId)))
      .orderBy(desc(denetimKaydi.id))
      .limit(2);
    const [second, first] = rows;
    assert.deepEqual(first.onceki, { roller: ['mali'] });
    assert.deepEqual(second.onceki, first.sonraki, 'the second change saw the first one');
    const now = await handle.db.select().from(personelRol).where(eq(personelRol.personelId, hakanId));
    assert.deepEqual(now.map((r) => r.rol).sort(), [...(second.sonraki as { roller: string[] }).roller].sort());
  });

  it('only the Yönetici: other roles get 403 and nothing changes', async () => {
    const burak = await staffCookie(app, TEST_STAFF.ihale.kimlikNo);
    const res = await send('PUT', `personel/${await idOf(TEST_STAFF.mali.kimlikNo)}/durum`, burak, { aktif: false });
    assert.equal(res.statusCode, 403);
    assert.equal((await findStaffByKimlikNo(handle.db, TEST_STAFF.mali.kimlikNo))?.aktif, true);
  });
});
