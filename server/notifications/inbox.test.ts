// Also on PostgreSQL: the security suite runs on both engines (every hole of an audit is checked where production runs).
import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { BildirimSayfasiWire } from '../../lib/contract/notification-inbox';
import { pushAboneligi } from '../db/schema';
import { ACCOUNTS, openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../modules/persons/test-support';
import { assertErrorShape, queryRows } from '../security/support';
import { InboxValidation } from './inbox-schemas';
import { insertInboxItem } from './inbox-test-support';

const ayse = ACCOUNTS.ayse;
const mehmet = ACCOUNTS.mehmet;
/** Ayşe's company: an inbox nothing else in the seed writes to. */
const COMPANY = ayse.companies[0];

const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);

function subscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(24).toString('base64url')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('inbox API (/api/bildirimler)', () => {
  let t: ProfileTestContext;
  /** Item ids of the company inbox, oldest first. */
  const companyItems: number[] = [];
  let mehmetItem: number;

  const asCompany = (opts: Parameters<ProfileTestContext['call']>[1]) => t.call(ayse.kimlikNo, opts, COMPANY);
  const page = async (n?: number) => {
    const res = await asCompany({
      method: 'GET',
      url: n === undefined ? '/api/bildirimler' : `/api/bildirimler?sayfa=${n}`,
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as BildirimSayfasiWire;
  };
  const unread = async (kimlikNo: string, cariId: number) => {
    const res = await t.call(kimlikNo, { method: 'GET', url: '/api/bildirimler/okunmamis' }, cariId);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.okunmamis as number;
  };

  before(async () => {
    t = await openProfileTestApp();
    const db = t.handle.db;
    // 25 items a minute apart; the first three already read.
    for (let i = 0; i < 25; i++) {
      companyItems.push(
        await insertInboxItem(db, {
          cariId: COMPANY,
          baslik: `Bildirim ${i + 1}`,
          at: minutes(-60 + i),
          read: i < 3 ? minutes(-10) : null,
        }),
      );
    }
    mehmetItem = await insertInboxItem(db, { cariId: mehmet.person, baslik: 'Mehmet’in bildirimi', at: minutes(-5) });
  });
  after(async () => {
    await t?.close();
  });

  it('answers the acting account’s items newest first, 20 a page, with the total and the unread count', async () => {
    const first = await page();
    assert.equal(first.items.length, 20);
    assert.equal(first.total, 25);
    assert.equal(first.okunmamis, 22);
    assert.equal(first.sayfa, 1);
    assert.equal(first.items[0].Id, companyItems[24]);
    assert.equal(first.items[0].Baslik, 'Bildirim 25');
    assert.equal(first.items[0].Baglanti, '/ihaleler/1');
    assert.equal(first.items[0].OkunmaTarihi, null);
    const second = await page(2);
    assert.deepEqual(
      second.items.map((i) => i.Id),
      companyItems.slice(0, 5).reverse(),
    );
    assert.ok(
      second.items.slice(2).every((i) => i.OkunmaTarihi !== null),
      'the oldest three are read',
    );
    assert.deepEqual((await page(3)).items, []);
  });

  it('a session sees only the account it acts for: her person account has none of the company’s items', async () => {
    const res = await t.call(ayse.kimlikNo, { method: 'GET', url: '/api/bildirimler' }, ayse.person);
    assert.equal(res.statusCode, 200);
    const ids = (res.json().data as BildirimSayfasiWire).items.map((i) => i.Id);
    assert.ok(!ids.some((id) => companyItems.includes(id) || id === mehmetItem));
  });

  it('refuses a bad page number with a 400 in the error shape', async () => {
    for (const bad of ['0', '-1', 'abc', '1.5', '999999', '']) {
      const res = await asCompany({ method: 'GET', url: `/api/bildirimler?sayfa=${encodeURIComponent(bad)}` });
      assertErrorShape(res, 400, `sayfa=${bad}`);
    }
  });

  it('marking one read lowers the count once; another account’s item is 404 and stays unread', async () => {
    assert.equal(await unread(ayse.kimlikNo, COMPANY), 22);
    const mark = await asCompany({ method: 'POST', url: `/api/bildirimler/${companyItems[24]}/okundu` });
    assert.equal(mark.statusCode, 200, mark.body);
    assert.equal(mark.json().data.okunmamis, 21);
    const again = await asCompany({ method: 'POST', url: `/api/bildirimler/${companyItems[24]}/okundu`, payload: {} });
    assert.equal(again.json().data.okunmamis, 21, 'read twice is still one');
    assert.ok((await page()).items[0].OkunmaTarihi, 'the item carries when it was read');

    const theirs = await asCompany({ method: 'POST', url: `/api/bildirimler/${mehmetItem}/okundu` });
    assertErrorShape(theirs, 404, 'Mehmet’s item from Ayşe’s company');
    const fromPerson = await t.call(
      ayse.kimlikNo,
      { method: 'POST', url: `/api/bildirimler/${companyItems[10]}/okundu` },
      ayse.person,
    );
    assertErrorShape(fromPerson, 404, 'the company’s item from her person session');
    assertErrorShape(await asCompany({ method: 'POST', url: '/api/bildirimler/99999999/okundu' }), 404, 'absent');
    assertErrorShape(await asCompany({ method: 'POST', url: '/api/bildirimler/abc/okundu' }), 400, 'not an id');
    const [row] = await queryRows<{ okunma: Date | null }>(
      t.handle.db,
      sql`select okunma_tarihi as okunma from bildirim where id = ${mehmetItem}`,
    );
    assert.equal(row.okunma, null, 'Mehmet’s item is untouched');
  });

  it('mark-read calls take no body: anything but none or {} is a 400 that writes nothing', async () => {
    for (const url of [`/api/bildirimler/${companyItems[20]}/okundu`, '/api/bildirimler/okundu']) {
      for (const payload of [{ cariId: mehmet.person }, { okundu: true }]) {
        assertErrorShape(await asCompany({ method: 'POST', url, payload }), 400, url);
      }
    }
    assert.equal(await unread(ayse.kimlikNo, COMPANY), 21);
  });

  it('mark all read empties the count of the acting account only', async () => {
    const mehmetBefore = await unread(mehmet.kimlikNo, mehmet.person);
    const res = await asCompany({ method: 'POST', url: '/api/bildirimler/okundu' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.okunmamis, 0);
    assert.equal((await page()).okunmamis, 0);
    assert.equal(await unread(mehmet.kimlikNo, mehmet.person), mehmetBefore);
    assert.ok(mehmetBefore >= 1);
  });

  it('signed out: 401 on every inbox route; the VAPID key is public', async () => {
    for (const [method, url] of [
      ['GET', '/api/bildirimler'],
      ['GET', '/api/bildirimler/okunmamis'],
      ['POST', `/api/bildirimler/${mehmetItem}/okundu`],
      ['POST', '/api/bildirimler/okundu'],
      ['POST', '/api/bildirimler/push/abonelik'],
      ['DELETE', '/api/bildirimler/push/abonelik'],
    ] as const) {
      assertErrorShape(await t.app.inject({ method, url, payload: subscription() }), 401, `${method} ${url}`);
    }
    const key = await t.app.inject({ method: 'GET', url: '/api/bildirimler/push/anahtar' });
    assert.equal(key.statusCode, 200);
    const publicKey = key.json().data.publicKey as string;
    assert.match(publicKey, /^[A-Za-z0-9_-]{87}$/);
    assert.equal(Buffer.from(publicKey, 'base64url')[0], 0x04, 'an uncompressed P-256 point');
  });
});

describe('push subscriptions (/api/bildirimler/push/abonelik)', () => {
  let t: ProfileTestContext;
  const rows = () =>
    t.handle.db
      .select({ kisi: pushAboneligi.gercekKisilikId, endpoint: pushAboneligi.endpoint, auth: pushAboneligi.auth })
      .from(pushAboneligi);

  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    await t?.close();
  });

  it('stores the subscription for the signed-in person (whatever account they act for), upserting by endpoint', async () => {
    const sub = subscription();
    const res = await t.call(
      ayse.kimlikNo,
      { method: 'POST', url: '/api/bildirimler/push/abonelik', payload: sub },
      COMPANY,
    );
    assert.equal(res.statusCode, 204, res.body);
    assert.deepEqual(await rows(), [{ kisi: 1, endpoint: sub.endpoint, auth: sub.keys.auth }]);
    // The browser subscribes again (new keys): still one row, the new keys.
    const renewed = { ...subscription(sub.endpoint) };
    await t.call(ayse.kimlikNo, { method: 'POST', url: '/api/bildirimler/push/abonelik', payload: renewed });
    assert.deepEqual(await rows(), [{ kisi: 1, endpoint: sub.endpoint, auth: renewed.keys.auth }]);

    // Mehmet cannot remove her browser's subscription; she can.
    const theirs = await t.call(mehmet.kimlikNo, {
      method: 'DELETE',
      url: '/api/bildirimler/push/abonelik',
      payload: { endpoint: sub.endpoint },
    });
    assert.equal(theirs.statusCode, 204);
    assert.equal((await rows()).length, 1, 'another person’s DELETE removes nothing');
    const own = await t.call(ayse.kimlikNo, {
      method: 'DELETE',
      url: '/api/bildirimler/push/abonelik',
      payload: { endpoint: sub.endpoint },
    });
    assert.equal(own.statusCode, 204);
    assert.deepEqual(await rows(), []);
  });

  it('refuses hostile or malformed subscriptions with a 400 and stores nothing', async () => {
    const good = subscription();
    const wrongPoint = Buffer.alloc(65, 7).toString('base64url');
    const bad: unknown[] = [
      {},
      { endpoint: good.endpoint },
      { ...good, endpoint: 'http://push.example.com/abc' },
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, endpoint: 'https://user:pw@push.example.com/abc' },
      { ...good, endpoint: `https://push.example.com/${'a'.repeat(1100)}` },
      { ...good, endpoint: 12 },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
      { ...good, keys: { ...good.keys, p256dh: wrongPoint } },
      { ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(0, 86)}+` } },
      { ...good, keys: { ...good.keys, auth: 'kısa' } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AA` } },
      { ...good, keys: 'x' },
      { ...good, expirationTime: 'yarın' },
      [good],
    ];
    for (const payload of bad) {
      const res = await t.call(ayse.kimlikNo, {
        method: 'POST',
        url: '/api/bildirimler/push/abonelik',
        payload: payload as object,
      });
      assertErrorShape(res, 400, JSON.stringify(payload).slice(0, 120));
    }
    for (const payload of [{}, { endpoint: 'ftp://x' }]) {
      const res = await t.call(ayse.kimlikNo, { method: 'DELETE', url: '/api/bildirimler/push/abonelik', payload });
      assertErrorShape(res, 400, `DELETE ${JSON.stringify(payload)}`);
    }
    assert.deepEqual(await rows(), []);
    const count = await t.handle.db.select().from(pushAboneligi).where(eq(pushAboneligi.gercekKisilikId, 1));
    assert.equal(count.length, 0);
  });

  it('takes only the push services browsers use: never an address inside the network', async () => {
    const good = subscription();
    for (const endpoint of [
      'https://127.0.0.1:4443/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]:5432/',
      'https://localhost:3000/api/metrics',
      'https://10.0.0.5/push',
      'https://push.example.com/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ]) {
      const res = await t.call(ayse.kimlikNo, {
        method: 'POST',
        url: '/api/bildirimler/push/abonelik',
        payload: { ...good, endpoint },
      });
      assertErrorShape(res, 400, endpoint);
      assert.deepEqual(res.json().errors, [InboxValidation.pushService], endpoint);
    }
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGzx',
    ]) {
      const res = await t.call(ayse.kimlikNo, {
        method: 'POST',
        url: '/api/bildirimler/push/abonelik',
        payload: { ...subscription(), endpoint },
      });
      assert.equal(res.statusCode, 204, endpoint);
    }
  });

  it('another person who knows an endpoint cannot take it over; the same browser (same keys) moves it', async () => {
    const sub = subscription();
    const post = (kimlikNo: string, payload: object) =>
      t.call(kimlikNo, { method: 'POST', url: '/api/bildirimler/push/abonelik', payload });
    assert.equal((await post(ayse.kimlikNo, sub)).statusCode, 204);
    const owner = async () =>
      (await t.handle.db.select().from(pushAboneligi).where(eq(pushAboneligi.endpoint, sub.endpoint)))[0];
    const taken = await post(mehmet.kimlikNo, { ...subscription(sub.endpoint) });
    assertErrorShape(taken, 409);
    assert.equal(taken.json().message, InboxValidation.takenEndpoint);
    assert.equal((await owner()).gercekKisilikId, 1, 'still hers, with her keys');
    assert.equal((await owner()).auth, sub.keys.auth);
    // Mehmet signs in on her browser: the browser sends its own keys, and the row moves to him.
    assert.equal((await post(mehmet.kimlikNo, sub)).statusCode, 204);
    assert.notEqual((await owner()).gercekKisilikId, 1);
  });
});
