import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { at, createPerson, createTender, insertAuctionLookups } from '../auction/test-fixtures';
import { loadConfig } from '../config';
import { gercekKisilik, ihaleKatilimCari } from '../db/schema';
import { openTestDatabase, type TestDbHandle } from '../db/test-db';
import { httpSmsSender } from '../notifications/channels/sms-sender';
import { enqueueNotification } from '../notifications/enqueue';
import { waitFor } from '../notifications/test-support';
import { type NotificationWorker, startNotificationWorker } from '../notification-worker/worker';
import type { GelistiriciPostaWire } from '../../lib/contract/dev-mail';

/** The SMS client really calls the stand-in route over "HTTP": here through inject (the app does not listen). */
const injectFetch =
  (app: FastifyInstance): typeof fetch =>
  async (input, init) => {
    const url = new URL(String(input));
    const res = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: init?.headers as Record<string, string>,
      payload: String(init?.body),
    });
    return new Response(res.body, { status: res.statusCode });
  };

describe('stand-ins: SMTP catcher, SMS gateway and /api/gelistirici/posta', () => {
  let handle: TestDbHandle;
  let app: FastifyInstance;
  let worker: NotificationWorker;

  before(async () => {
    handle = await openTestDatabase();
    const db = handle.db;
    const config = loadConfig({ EDEVLET_MODE: 'dev' });
    assert.equal(config.notifications.standIns, true);
    app = await buildApp({ config, db });
    worker = await startNotificationWorker({
      db,
      config,
      channels: { sms: httpSmsSender(config.notifications.sms!, injectFetch(app)) },
      pollingIntervalSeconds: 0.5,
      relayIntervalMs: 200,
    });
    const l = await insertAuctionLookups(db);
    const mehmet = await createPerson(db, { kimlikNo: '10000000214', adi: 'Mehmet', soyadi: 'Yılmaz' });
    const ayse = await createPerson(db, { kimlikNo: '10000000146', adi: 'Ayşe', soyadi: 'Kaya' });
    await db
      .update(gercekKisilik)
      .set({ eposta: 'mehmet@example.com.tr', gsm: '5321112233', epostaBildirimOnayi: true, gsmBildirimOnayi: true })
      .where(eq(gercekKisilik.id, mehmet.gercekKisilikId));
    const now = new Date();
    const { ihaleId } = await createTender(db, l, { durum: 213, start: at(now, -60), end: at(now, 60), opening: 1000 });
    await db.insert(ihaleKatilimCari).values([
      { ihaleId, cariId: mehmet.cariId, cariRumuzu: 'R1' },
      { ihaleId, cariId: ayse.cariId, cariRumuzu: 'R2' },
    ]);
    await enqueueNotification(
      db,
      {
        tur: 'teklifGecildi',
        ihaleId,
        liderCariId: ayse.cariId,
        teklif: { kurus: 250_000, paraBirimiId: l.paraBirimiId },
        zaman: now.toISOString(),
      },
      `teklifGecildi:${ihaleId}:1`,
    );
  });
  after(async () => {
    await worker.stop();
    await app.close();
    await handle.close();
  });

  it('catches the e-mail nodemailer really sent and the SMS the client really posted, newest first', async () => {
    let caught: GelistiriciPostaWire[] = [];
    await waitFor(async () => {
      caught = (await app.inject({ method: 'GET', url: '/api/gelistirici/posta' })).json();
      return caught.length === 2;
    }, 'the stand-ins to catch both');
    const mail = caught.find((c) => c.kanal === 'eposta');
    const sms = caught.find((c) => c.kanal === 'sms');
    assert.ok(mail && sms);
    assert.deepEqual(Object.keys(mail).sort(), ['alici', 'kanal', 'konu', 'metin', 'tarih']);
    assert.match(mail.alici, /mehmet@example\.com\.tr/);
    assert.match(mail.konu ?? '', /^Teklifiniz geçildi: /);
    assert.match(mail.metin, /Sayın Mehmet Yılmaz/);
    assert.equal(sms.alici, '5321112233');
    assert.equal(sms.konu, null);
    assert.match(sms.metin, /^Teklifiniz geçildi: .*2\.500,00 TL/);
    assert.ok(caught[0].tarih >= caught[1].tarih, 'newest first');
  });

  it('the SMS stand-in answers like a gateway: 30 for wrong credentials, 400 for a bad number', async () => {
    const form = (fields: Record<string, string>) => ({
      method: 'POST' as const,
      url: '/api/gelistirici/sms',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    const wrong = await app.inject(form({ usercode: 'x', password: 'y', gsmno: '5321112233', message: 'Deneme' }));
    assert.equal(wrong.body, '30');
    const bad = await app.inject(form({ usercode: 'x', password: 'y', gsmno: 'abc', message: 'Deneme' }));
    assert.equal(bad.statusCode, 400);
  });
});

describe('stand-ins are off in a real deployment', () => {
  for (const env of [{ EDEVLET_MODE: 'dev', SMTP_URL: 'smtp://mail.example.gov.tr:587' }, { EDEVLET_MODE: 'oauth' }]) {
    it(`answers 404 with ${Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`, async () => {
      const handle = await openTestDatabase();
      const config = loadConfig({
        ...env,
        EDEVLET_AUTHORIZE_URL: 'https://giris.turkiye.gov.tr/yetki',
        EDEVLET_TOKEN_URL: 'https://giris.turkiye.gov.tr/token',
        EDEVLET_USERINFO_URL: 'https://giris.turkiye.gov.tr/kisi',
        EDEVLET_CLIENT_ID: 'id',
        EDEVLET_CLIENT_SECRET: 'secret',
      });
      const app = await buildApp({ config, db: handle.db });
      try {
        assert.equal(config.notifications.standIns, false);
        assert.equal((await app.inject({ method: 'GET', url: '/api/gelistirici/posta' })).statusCode, 404);
        const sms = await app.inject({
          method: 'POST',
          url: '/api/gelistirici/sms',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'usercode=gelistirici&password=gelistirici&gsmno=5321112233&message=x',
        });
        assert.equal(sms.statusCode, 404);
      } finally {
        await app.close();
        await handle.close();
      }
    });
  }
});
