// Also on PostgreSQL: the operator command against the server the portal uses.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, type DbHandle } from '../db/client';
import { denetimKaydi, iletisim, iletisimYazisma, personel, personelRol } from '../db/schema';
import { insertReferenceData } from '../seed/reference-data';
import { openTestDatabase } from '../db/test-db';
import { buildApp } from '../app';
import { seed } from '../seed';
import type { HubSender } from '../hub/app-hub';
import { ACCOUNTS, openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../modules/persons/test-support';
import { runOperator } from './cli';
import { OPERATOR_KEY_HEADER, operatorKeyPath, readOrCreateOperatorKey } from './operator-key';

interface Sent {
  cariId: number;
  method: string;
  payload: unknown;
}

/** Stands in for the live hub: records what would be pushed to which account. */
function recordingHub(sent: Sent[]): HubSender {
  return {
    accountsChanged() {},
    sendToAccount(cariId, method, ...args) {
      sent.push({ cariId, method, payload: args[0] });
    },
  };
}

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'h8-operator-'));

function captureIo() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const lastMessage = async (db: DbHandle['db'], iletisimId: number) =>
  (
    await db
      .select()
      .from(iletisimYazisma)
      .where(eq(iletisimYazisma.iletisimId, iletisimId))
      .orderBy(desc(iletisimYazisma.id))
      .limit(1)
  )[0];

describe('operator endpoint', () => {
  let t: ProfileTestContext;
  let dataDir: string;
  let key: string;
  const sent: Sent[] = [];
  const url = '/api/operator/iletisim/1/cevap';

  before(async () => {
    dataDir = tmpDir();
    t = await openProfileTestApp({ DATA_DIR: dataDir });
    key = readOrCreateOperatorKey(dataDir);
    t.app.hub.attach(recordingHub(sent));
  });
  after(async () => {
    t.app.hub.attach(null);
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps its key in DATA_DIR/operator.key, readable by the owner only', () => {
    const file = operatorKeyPath(dataDir);
    assert.equal(fs.readFileSync(file, 'utf8').trim(), key);
    assert.equal(fs.statSync(file).mode & 0o077, 0);
    assert.equal(readOrCreateOperatorKey(dataDir), key);
  });

  it('writes an institution answer and pushes it live to the conversation’s account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { [OPERATOR_KEY_HEADER]: key },
      payload: { icerik: 'Talebiniz işleme alındı.' },
    });
    assert.equal(res.statusCode, 200);
    const data = res.json().data;
    assert.equal(data.kurumYazisi, true);
    assert.equal(data.yazanAdiSoyadi, 'Kurum Yetkilisi');
    assert.equal(data.cariId, ACCOUNTS.ayse.person);
    const row = await lastMessage(t.handle.db, 1);
    assert.equal(row.icerik, 'Talebiniz işleme alındı.');
    assert.equal(row.kurumYazisi, true);
    const [conv] = await t.handle.db.select().from(iletisim).where(eq(iletisim.id, 1));
    assert.equal(conv.durumId, 202);
    assert.equal(conv.sonCevap?.toISOString(), TEST_NOW.toISOString());
    assert.deepEqual(sent.at(-1), {
      cariId: ACCOUNTS.ayse.person,
      method: 'cariIletisimMesajIlet',
      payload: {
        id: row.id,
        iletisimId: 1,
        icerik: 'Talebiniz işleme alındı.',
        olustumaTarihi: TEST_NOW.toISOString(),
      },
    });
    // The owner sees it in the thread, marked as the institution's.
    const thread = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'GET',
      url: `/api/external-odata/IletisimYazismaCariOData?$filter=IletisimId%20eq%201`,
    });
    assert.deepEqual(thread.json().value.at(-1).KurumYazisi, true);
  });

  it('refuses callers without the key, with a wrong key, or from another machine', async () => {
    const before = sent.length;
    const payload = { icerik: 'x' };
    const none = await t.app.inject({ method: 'POST', url, payload });
    assert.equal(none.statusCode, 401);
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      // The last character changed to another one (a key ending in 0 must not stay valid).
      headers: { [OPERATOR_KEY_HEADER]: `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}` },
      payload,
    });
    assert.equal(wrong.statusCode, 401);
    const remote = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: '203.0.113.9',
      headers: { [OPERATOR_KEY_HEADER]: key },
      payload,
    });
    assert.equal(remote.statusCode, 403);
    const proxied = await t.app.inject({
      method: 'POST',
      url,
      headers: { [OPERATOR_KEY_HEADER]: key, 'x-forwarded-for': '203.0.113.9' },
      payload,
    });
    assert.equal(proxied.statusCode, 403);
    // A signed-in citizen is no operator either.
    const citizen = await t.call(ACCOUNTS.ayse.kimlikNo, { method: 'POST', url, payload });
    assert.equal(citizen.statusCode, 401);
    assert.equal(sent.length, before);
  });

  it('validates the conversation and the text', async () => {
    const headers = { [OPERATOR_KEY_HEADER]: key };
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/operator/iletisim/99999/cevap',
      headers,
      payload: { icerik: 'x' },
    });
    assert.equal(missing.statusCode, 404);
    const empty = await t.app.inject({ method: 'POST', url, headers, payload: { icerik: '  ' } });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().mesajList, ['Mesaj alanı zorunludur.']);
    const long = await t.app.inject({ method: 'POST', url, headers, payload: { icerik: 'x'.repeat(2001) } });
    assert.deepEqual(long.json().mesajList, ['Mesaj maksimum 2000 karakter olabilir.']);
    const badId = await t.app.inject({
      method: 'POST',
      url: '/api/operator/iletisim/abc/cevap',
      headers,
      payload: { icerik: 'x' },
    });
    assert.equal(badId.statusCode, 400);
  });
});

describe('operator command', () => {
  let t: ProfileTestContext;
  let dataDir: string;
  let port: number;
  const sent: Sent[] = [];

  before(async () => {
    dataDir = tmpDir();
    t = await openProfileTestApp({ DATA_DIR: dataDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    t.app.hub.attach(recordingHub(sent));
  });
  after(async () => {
    t.app.hub.attach(null);
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('asks the running portal to write the answer, which reaches the account live', async () => {
    const { io, out, err } = captureIo();
    const code = await runOperator(
      ['reply', '1', 'Blokajınız çözülmüştür.'],
      loadConfig({ PORT: String(port), DATA_DIR: dataDir }),
      io,
    );
    assert.equal(code, 0, err.join('\n'));
    assert.match(out[0], /Yanıt kaydedildi/);
    const row = await lastMessage(t.handle.db, 1);
    assert.equal(row.icerik, 'Blokajınız çözülmüştür.');
    assert.equal(row.kurumYazisi, true);
    assert.equal(row.yazanAdiSoyadi, 'Kurum Yetkilisi');
    assert.equal(sent.at(-1)?.cariId, ACCOUNTS.ayse.person);
    assert.equal((sent.at(-1)?.payload as { icerik: string } | undefined)?.icerik, 'Blokajınız çözülmüştür.');
  });

  it('explains usage and refuses bad arguments without writing', async () => {
    const before = (await lastMessage(t.handle.db, 1)).id;
    const config = loadConfig({ PORT: String(port), DATA_DIR: dataDir });
    for (const argv of [
      [],
      ['reply'],
      ['reply', '1'],
      ['say', '1', 'x'],
      ['reply', 'abc', 'x'],
      ['reply', '1', ''],
      ['reply', '1', 'x'.repeat(2001)],
    ]) {
      const { io, err } = captureIo();
      assert.equal(await runOperator(argv, config, io), 2, argv.join(' ').slice(0, 40));
      assert.ok(err.length > 0);
    }
    const { io, err } = captureIo();
    assert.equal(await runOperator(['reply', '99999', 'x'], config, io), 1);
    assert.match(err[0], /İletişim kaydı bulunamadı/);
    assert.equal((await lastMessage(t.handle.db, 1)).id, before);
  });
});

describe('operator command without a running portal', () => {
  let handle: DbHandle | undefined;
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  before(async () => {
    dataDir = tmpDir();
    if (process.env.TEST_DATABASE === 'postgres') {
      const { Client } = await import('pg');
      const admin = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
      const name = `portal_operator_${randomBytes(5).toString('hex')}`;
      const c = new Client({ connectionString: admin });
      await c.connect();
      await c.query(`create database ${name}`);
      await c.end();
      const u = new URL(admin);
      u.pathname = `/${name}`;
      databaseUrl = u.toString();
      dropDatabase = async () => {
        const d = new Client({ connectionString: admin });
        await d.connect();
        await d.query(`drop database if exists ${name} with (force)`);
        await d.end();
      };
    }
    const h = await openDatabase({ databaseUrl, dataDir });
    await seed(h.db, TEST_NOW);
    await h.close();
  });
  after(async () => {
    await handle?.close();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes straight into the configured database', async () => {
    const env: Record<string, string> = { PORT: String(await closedPort()), DATA_DIR: dataDir };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const { io, out, err } = captureIo();
    const code = await runOperator(['reply', '1', 'Portal kapalıyken yazıldı.'], loadConfig(env), io);
    assert.equal(code, 0, err.join('\n'));
    assert.match(out[0], /doğrudan veritabanına/);
    handle = await openDatabase({ databaseUrl, dataDir });
    const row = await lastMessage(handle.db, 1);
    assert.equal(row.icerik, 'Portal kapalıyken yazıldı.');
    assert.equal(row.kurumYazisi, true);
  });
});

describe('operator yonetici-ekle: the first Yönetici of a real deployment', () => {
  let dataDir: string;
  let handle: DbHandle;

  before(async () => {
    dataDir = tmpDir();
    // A real deployment's database: migrated, its reference data laid, no demo people.
    handle = await openTestDatabase();
    await insertReferenceData(handle.db, TEST_NOW);
  });
  after(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('adds a Yönetici without a second factor, audited, printing nothing secret; a second is refused', async () => {
    // Through the operator endpoint as the command uses it (the app answers as the running portal).
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), db: handle.db, now: () => TEST_NOW });
    try {
      const key = readOrCreateOperatorKey(dataDir);
      const add = (payload: object, k = key) =>
        app.inject({ method: 'POST', url: '/api/operator/yonetici', headers: { [OPERATOR_KEY_HEADER]: k }, payload });
      assert.equal((await add({ kimlikNo: '10000000146', adiSoyadi: 'Ayşe Yılmaz' }, 'wrong-key')).statusCode, 401);
      assert.equal((await add({ kimlikNo: '12345678901', adiSoyadi: 'Ayşe Yılmaz' })).statusCode, 400);
      const res = await add({ kimlikNo: '10000000146', adiSoyadi: 'Ayşe Yılmaz' });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(Object.keys(res.json().data).sort(), ['adiSoyadi', 'id']);
      const [staff] = await handle.db.select().from(personel).where(eq(personel.kimlikNo, '10000000146'));
      assert.equal(staff.totpGizli, null, 'the authenticator app is enrolled at the first sign-in');
      const roles = await handle.db.select().from(personelRol).where(eq(personelRol.personelId, staff.id));
      assert.deepEqual(
        roles.map((r) => r.rol),
        ['yonetici'],
      );
      const [audit] = await handle.db
        .select()
        .from(denetimKaydi)
        .where(eq(denetimKaydi.hedefId, String(staff.id)));
      assert.equal(audit.islem, 'personel.ekle');
      assert.equal(audit.personelAdi, 'Sunucu operatörü');
      // An active Yönetici exists now: the command is no way around their own screen.
      const again = await add({ kimlikNo: '10000000214', adiSoyadi: 'Mehmet Kaya' });
      assert.equal(again.statusCode, 409);
      assert.match(again.json().message, /Etkin bir Yönetici zaten var/);
    } finally {
      await app.close();
    }
  });

  it('says what it did in one line with no key or code, and refuses a bad kimlik no as usage', async () => {
    const { io, out, err } = captureIo();
    const config = loadConfig({ PORT: String(await closedPort()), DATA_DIR: dataDir });
    assert.equal(await runOperator(['yonetici-ekle', '1234', 'Ad Soyad'], config, io), 2);
    assert.match(err.join('\n'), /T\.C\. kimlik/);
    assert.equal(out.length, 0);
    // No portal listens: straight into the configured (embedded) database of DATA_DIR.
    const direct = captureIo();
    assert.equal(
      await runOperator(['yonetici-ekle', '10000000214', 'Mehmet Kaya'], config, direct.io),
      0,
      direct.err.join('\n'),
    );
    assert.equal(direct.out.length, 1);
    assert.match(direct.out[0], /^Yönetici eklendi: Mehmet Kaya \(personel #\d+\)\./);
    const key = readOrCreateOperatorKey(dataDir);
    assert.ok(!direct.out[0].includes(key), 'the operator key is never printed');
  });
});
