// Also on PostgreSQL: two workers on one database deliver each notification once (the deliveries are claimed with SKIP LOCKED and a lease).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { HubSender } from '../hub/app-hub';
import { placeBid } from '../auction/place-bid';
import { joinTender } from '../modules/participation/queries';
import {
  type AuctionLookups,
  at,
  createCompany,
  createPerson,
  createTender,
  insertAuctionLookups,
  manualClock,
  type TestPerson,
} from '../auction/test-fixtures';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { bildirim, bildirimTeslimat, gercekKisilik, ihaleKatilimCari, pushAboneligi } from '../db/schema';
import { openTestDatabase, type TestDbHandle } from '../db/test-db';
import { type BildirimGeldiPayload, NOTIFICATION_HUB_EVENT } from '../../lib/contract/notifications';
import { PermanentDeliveryError } from './channels/delivery-error';
import type { PushMessage } from './channels/push-sender';
import { enqueueNotification } from './enqueue';
import { type ReceivedMail, startTestSmsGateway, startTestSmtp, waitFor } from './test-support';
import { type NotificationWorker, startNotificationWorker } from '../notification-worker/worker';

const NOW = new Date('2026-11-20T09:00:00.000Z');
/** A deployment without the stand-ins (e-Devlet for real, no SMTP_URL, no SMS_URL). */
const OAUTH_ENV = {
  EDEVLET_AUTHORIZE_URL: 'https://giris.turkiye.gov.tr/yetki',
  EDEVLET_TOKEN_URL: 'https://giris.turkiye.gov.tr/token',
  EDEVLET_USERINFO_URL: 'https://giris.turkiye.gov.tr/kisi',
  EDEVLET_CLIENT_ID: 'id',
  EDEVLET_CLIENT_SECRET: 'secret',
};
const TITLE = 'Hurda Bakır Kablo (yaklaşık 12 ton)';

async function person(
  db: Db,
  kimlikNo: string,
  c: { eposta: string | null; gsm?: string | null; epostaOnay: boolean; gsmOnay?: boolean },
): Promise<TestPerson> {
  const p = await createPerson(db, { kimlikNo, adi: 'Deneme', soyadi: kimlikNo.slice(-3) });
  await db
    .update(gercekKisilik)
    .set({
      eposta: c.eposta,
      gsm: c.gsm ?? null,
      epostaBildirimOnayi: c.epostaOnay,
      gsmBildirimOnayi: c.gsmOnay ?? false,
    })
    .where(eq(gercekKisilik.id, p.gercekKisilikId));
  return p;
}

async function join(db: Db, ihaleId: number, cariId: number) {
  await db.insert(ihaleKatilimCari).values({ ihaleId, cariId, cariRumuzu: `R${cariId}` });
}

const outbid = (db: Db, l: AuctionLookups, ihaleId: number, liderCariId: number, kurus: number, key: string) =>
  enqueueNotification(
    db,
    {
      tur: 'teklifGecildi',
      ihaleId,
      liderCariId,
      teklif: { kurus, paraBirimiId: l.paraBirimiId },
      zaman: NOW.toISOString(),
    },
    key,
  );

/** A raw header's value (mailparser folds List-* headers into its own structure). */
const header = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();

const inboxOf = (db: Db, cariId: number) => db.select().from(bildirim).where(eq(bildirim.cariId, cariId));
/** Deliveries queued and not yet sent (a held one, relay.ts holdFor, waits for its time instead). */
const pending = async (db: Db) =>
  (
    await db
      .select()
      .from(bildirimTeslimat)
      .where(and(eq(bildirimTeslimat.durum, 'bekliyor'), isNull(bildirimTeslimat.gonderSonra)))
  ).length;
const unprocessed = async (db: Db) =>
  Number(
    (
      (await db.execute(
        sql`select count(*)::int as n from bildirim_olayi where islenme_tarihi is null`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0].n,
  );

describe('notification delivery (real SMTP server in the test)', () => {
  let handle: TestDbHandle;
  let db: Db;
  let l: AuctionLookups;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let smsGateway: Awaited<ReturnType<typeof startTestSmsGateway>>;
  let app: FastifyInstance;
  let worker: NotificationWorker;
  const clock = manualClock(NOW);
  let mehmet: TestPerson;
  let ayse: TestPerson;
  let ali: TestPerson;
  let tender: number;

  /** Everything written so far has been relayed and every delivery has left `bekliyor`. */
  const settled = async () => {
    await worker.relayNow();
    await waitFor(async () => (await unprocessed(db)) === 0 && (await pending(db)) === 0, 'deliveries');
  };

  before(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    l = await insertAuctionLookups(db);
    smtp = await startTestSmtp();
    smsGateway = await startTestSmsGateway();
    const config = loadConfig({
      SMTP_URL: smtp.url,
      SMS_URL: smsGateway.url,
      SMS_USER: 'kurum',
      SMS_PASSWORD: 'sifre',
      PUBLIC_ORIGIN: 'https://esatis.example.gov.tr',
    });
    app = await buildApp({ config, db, now: clock.now });
    worker = await startNotificationWorker({
      db,
      config,
      now: clock.now,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
      relayIntervalMs: 200,
      // One inbox item per relay transaction: every fan-out here spans several transactions.
      relaySlice: 1,
    });
    mehmet = await person(db, '10000000214', {
      eposta: 'mehmet@example.com.tr',
      gsm: '5321112233',
      epostaOnay: true,
      gsmOnay: true,
    });
    ayse = await person(db, '10000000146', {
      eposta: 'ayse@example.com.tr',
      gsm: '5324445566',
      epostaOnay: false,
      gsmOnay: false,
    });
    ali = await person(db, '10000000388', {
      eposta: 'ali@example.com.tr',
      gsm: '5327778899',
      epostaOnay: true,
      gsmOnay: false,
    });
    tender = (
      await createTender(db, l, { durum: 213, start: at(NOW, -60), end: at(NOW, 60), opening: 1000, baslik: TITLE })
    ).ihaleId;
    for (const p of [mehmet, ayse, ali]) await join(db, tender, p.cariId);
  });
  after(async () => {
    await worker.stop();
    await app.close();
    await smtp.close();
    await smsGateway.close();
    await handle.close();
  });

  it('tells every joined account but the new leader, by e-mail and SMS only as each consented', async () => {
    await outbid(db, l, tender, ali.cariId, 150_000, 'teklifGecildi:t1:1');
    await settled();
    assert.equal((await db.select().from(bildirim)).length, 2, 'each recipient once, across relay transactions');
    assert.equal((await inboxOf(db, mehmet.cariId)).length, 1);
    assert.equal((await inboxOf(db, ayse.cariId)).length, 1, 'the inbox is told whatever the consents');
    assert.equal((await inboxOf(db, ali.cariId)).length, 0, 'the new leader is not told');
    assert.deepEqual(
      smtp.received.map((m) => m.to),
      ['mehmet@example.com.tr'],
      'e-mail only with EpostaBildirimOnayi',
    );
    const mail = smtp.received[0];
    assert.equal(mail.parsed.subject, `Teklifiniz geçildi: ${TITLE}`);
    assert.match(mail.parsed.text ?? '', /1\.500,00 TL/);
    assert.match(String(mail.parsed.html), /<html lang="tr">/);
    assert.match(String(mail.parsed.html), /href="https:\/\/esatis\.example\.gov\.tr\/ihaleler\/\d+"/);
    assert.equal(header(mail, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
    assert.match(String(header(mail, 'List-Unsubscribe')), /\/api\/bildirimler\/abonelik-iptal\?t=/);
    assert.deepEqual(
      smsGateway.received.map((s) => s.gsmno),
      ['5321112233'],
      'SMS only with GSMBildirimOnayi',
    );
    assert.match(smsGateway.received[0].message, /^Teklifiniz geçildi: /);
    assert.equal(smsGateway.received[0].usercode, 'kurum');
  });

  it('merges outbids, never drops one: the first goes at once, repeats within 5 minutes wait and only the latest goes when the window ends', async () => {
    const mails = () => smtp.received.filter((m) => m.to === 'mehmet@example.com.tr');
    const before = mails().length;
    const inboxBefore = (await inboxOf(db, mehmet.cariId)).length;
    clock.advance(2 * 60_000);
    await outbid(db, l, tender, ali.cariId, 160_000, 'teklifGecildi:t1:2');
    await outbid(db, l, tender, ali.cariId, 170_000, 'teklifGecildi:t1:3');
    await settled();
    assert.equal((await inboxOf(db, mehmet.cariId)).length, inboxBefore + 2, 'the inbox has every notice');
    assert.equal(mails().length, before, 'held: his last message went 2 minutes ago');

    clock.advance(4 * 60_000); // 6 minutes after the first notice: its window has ended
    await settled();
    assert.equal(mails().length, before + 1, 'one message for the two');
    assert.match(mails().at(-1)?.parsed.text ?? '', /1\.700,00 TL/, 'the latest price');
    const held = await db
      .select({ durum: bildirimTeslimat.durum, metin: bildirim.metin })
      .from(bildirimTeslimat)
      .innerJoin(bildirim, eq(bildirim.id, bildirimTeslimat.bildirimId))
      .where(and(eq(bildirim.cariId, mehmet.cariId), eq(bildirimTeslimat.kanal, 'eposta')));
    assert.deepEqual(
      held.filter((h) => /1\.600,00 TL/.test(h.metin)).map((h) => h.durum),
      ['birlestirildi'],
      'the earlier one is merged into the later, not sent',
    );

    // Another one a minute later waits for the end of the window of the two held ones (+2 + 5).
    await outbid(db, l, tender, ali.cariId, 180_000, 'teklifGecildi:t1:4');
    await settled();
    assert.equal(mails().length, before + 1);
    clock.advance(60_000);
    await settled();
    assert.equal(mails().length, before + 2);
    assert.match(mails().at(-1)?.parsed.text ?? '', /1\.800,00 TL/);
  });

  it('in the closing minutes every outbid goes at once: the last one before the end is never held', async () => {
    const closing = (
      await createTender(db, l, { durum: 213, start: at(clock.now(), -60), end: at(clock.now(), 3), opening: 1000 })
    ).ihaleId;
    for (const p of [mehmet, ali]) await join(db, closing, p.cariId);
    const mails = () => smtp.received.filter((m) => m.to === 'mehmet@example.com.tr').length;
    const before = mails();
    await outbid(db, l, closing, ali.cariId, 200_000, `teklifGecildi:${closing}:1`);
    await settled();
    clock.advance(60_000);
    await outbid(db, l, closing, ali.cariId, 210_000, `teklifGecildi:${closing}:2`);
    await settled();
    assert.equal(mails(), before + 2, 'a minute apart, both sent at once');
  });

  it('one-click unsubscribe: GET changes nothing, POST turns the e-mail consent off, the next event sends no mail', async () => {
    const mail = smtp.received.find((m) => m.to === 'mehmet@example.com.tr');
    assert.ok(mail);
    const url = new URL(String(header(mail, 'List-Unsubscribe')).replace(/^<|>$/g, ''));
    const path = `${url.pathname}${url.search}`;
    const consent = async () =>
      (await db.select().from(gercekKisilik).where(eq(gercekKisilik.id, mehmet.gercekKisilikId)))[0]
        .epostaBildirimOnayi;

    const page = await app.inject({ method: 'GET', url: path });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<form method="post"/);
    assert.equal(await consent(), true, 'GET never unsubscribes');

    const forged = await app.inject({
      method: 'POST',
      url: `${url.pathname}?t=x${url.searchParams.get('t')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(forged.statusCode, 400);
    assert.equal(await consent(), true);

    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(await consent(), false);

    const mails = smtp.received.length;
    const inbox = (await inboxOf(db, mehmet.cariId)).length;
    clock.advance(10 * 60_000);
    await outbid(db, l, tender, ali.cariId, 190_000, 'teklifGecildi:t1:5');
    await settled();
    assert.equal((await inboxOf(db, mehmet.cariId)).length, inbox + 1, 'the inbox still gets it');
    assert.equal(smtp.received.length, mails, 'no e-mail after unsubscribing');
  });

  it("tells a company account through each person authorised for it, by each one's consents", async () => {
    const owner1 = await person(db, '10000000452', { eposta: 'yetkili1@example.com.tr', epostaOnay: true });
    const owner2 = await person(db, '10000000520', { eposta: 'yetkili2@example.com.tr', epostaOnay: true });
    const company = await createCompany(db, {
      unvan: 'Ege Geri Dönüşüm Ltd. Şti.',
      vkn: '9876543217',
      owners: [owner1, owner2],
    });
    await enqueueNotification(
      db,
      { tur: 'teminatAlindi', cariId: company, tutar: { kurus: 2_500_000, paraBirimiId: l.paraBirimiId } },
      `teminatAlindi:${company}:1`,
    );
    await settled();
    assert.equal((await inboxOf(db, company)).length, 1, 'one inbox item, for the company account');
    const to = smtp.received.filter((m) => m.parsed.subject === 'Teminat ödemeniz alındı').map((m) => m.to);
    assert.deepEqual(to.sort(), ['yetkili1@example.com.tr', 'yetkili2@example.com.tr']);
  });

  it('retries a refusing SMTP server with backoff and delivers once', async () => {
    smtp.refuse(2);
    const before = smtp.received.length;
    await enqueueNotification(
      db,
      { tur: 'iadeOdendi', cariId: ali.cariId, tutar: { kurus: 100_000, paraBirimiId: l.paraBirimiId } },
      `iadeOdendi:${ali.cariId}:1`,
    );
    await settled();
    const mails = smtp.received.slice(before);
    assert.equal(mails.length, 1);
    const [row] = await db.select().from(bildirimTeslimat).where(eq(bildirimTeslimat.alici, 'ali@example.com.tr'));
    assert.equal(row.durum, 'gonderildi');
    assert.equal(row.deneme, 3, 'two refusals, then accepted');
  });
});

describe('notification delivery: exactly once with two instances', () => {
  it('200 events, two workers on the same database: every delivery reaches the SMTP server once', async () => {
    const handle = await openTestDatabase();
    const second = (await handle.second?.()) ?? handle;
    const smtp = await startTestSmtp();
    const config = loadConfig({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://esatis.example.gov.tr' });
    const workers: NotificationWorker[] = [];
    try {
      const db = handle.db;
      const l = await insertAuctionLookups(db);
      const people: TestPerson[] = [];
      for (let i = 0; i < 4; i++)
        people.push(
          await person(db, `4${String(i).padStart(10, '0')}`, { eposta: `kisi${i}@example.com.tr`, epostaOnay: true }),
        );
      for (const d of [handle.db, second.db])
        workers.push(
          await startNotificationWorker({
            db: d,
            config,
            pollingIntervalSeconds: 0.5,
            relayIntervalMs: 100,
            relayBatch: 10,
          }),
        );
      for (let i = 0; i < 200; i++) {
        const p = people[i % people.length];
        await enqueueNotification(
          i % 2 ? second.db : db,
          { tur: 'iadeOdendi', cariId: p.cariId, tutar: { kurus: 100 + i, paraBirimiId: l.paraBirimiId } },
          `iadeOdendi:${p.cariId}:${i}`,
        );
      }
      await waitFor(async () => (await unprocessed(db)) === 0 && (await pending(db)) === 0, 'deliveries', 60_000);
      const sent = await db.select().from(bildirimTeslimat);
      assert.equal(sent.length, 200);
      assert.ok(sent.every((d) => d.durum === 'gonderildi'));
      assert.equal(smtp.received.length, 200, 'raw count');
      assert.equal(new Set(smtp.received.map((m) => m.messageId)).size, 200, 'by Message-ID');
    } finally {
      for (const w of workers) await w.stop();
      if (second !== handle) await second.close();
      await smtp.close();
      await handle.close();
    }
  });
});

describe('notification delivery: push and the live bell', () => {
  it('pushes {title, body, url} to each browser subscription, drops an expired one, and tells the hub with the unread count', async () => {
    const handle = await openTestDatabase();
    const db = handle.db;
    const pushed: Array<{ endpoint: string; message: PushMessage }> = [];
    const hubCalls: Array<{ cariId: number; target: string; payload: BildirimGeldiPayload }> = [];
    const hub: HubSender = {
      accountsChanged() {},
      sendToAccount(cariId, target, payload) {
        hubCalls.push({ cariId, target, payload: payload as BildirimGeldiPayload });
      },
    };
    const config = loadConfig({ EDEVLET_MODE: 'oauth', ...OAUTH_ENV, PUBLIC_ORIGIN: 'https://esatis.example.gov.tr' });
    const worker = await startNotificationWorker({
      db,
      config,
      hub,
      pollingIntervalSeconds: 0.5,
      relayIntervalMs: 100,
      channels: {
        push: {
          async send(sub, message) {
            if (sub.endpoint.endsWith('/suresi-dolmus'))
              throw new PermanentDeliveryError('push aboneliği sona ermiş (410)');
            pushed.push({ endpoint: sub.endpoint, message });
          },
        },
      },
    });
    try {
      const l = await insertAuctionLookups(db);
      const p = await person(db, '10000000214', { eposta: null, epostaOnay: false });
      for (const endpoint of ['https://push.example/a', 'https://push.example/b', 'https://push.example/suresi-dolmus'])
        await db.insert(pushAboneligi).values({ gercekKisilikId: p.gercekKisilikId, endpoint, p256dh: 'k', auth: 'a' });
      const { ihaleId } = await createTender(db, l, {
        durum: 217,
        start: at(NOW, -60),
        end: at(NOW, 60),
        opening: 1000,
        baslik: TITLE,
      });
      await join(db, ihaleId, p.cariId);
      await enqueueNotification(db, { tur: 'ihaleIptal', ihaleId, neden: 'Şartname değişti' }, `ihaleIptal:${ihaleId}`);
      await worker.relayNow();
      await waitFor(async () => (await pending(db)) === 0, 'push deliveries');
      assert.deepEqual(pushed.map((x) => x.endpoint).sort(), ['https://push.example/a', 'https://push.example/b']);
      assert.deepEqual(pushed[0].message, {
        title: `İhale iptal edildi: ${TITLE}`,
        body: `Katıldığınız "${TITLE}" ihalesi iptal edildi.`,
        url: `/ihaleler/${ihaleId}`,
      });
      const left = await db.select().from(pushAboneligi);
      assert.deepEqual(left.map((s) => s.endpoint).sort(), ['https://push.example/a', 'https://push.example/b']);
      assert.equal(hubCalls.length, 1);
      assert.equal(hubCalls[0].cariId, p.cariId);
      assert.equal(hubCalls[0].target, NOTIFICATION_HUB_EVENT);
      assert.equal(hubCalls[0].payload.okunmamis, 1);
      assert.equal(hubCalls[0].payload.bildirim.Baslik, `İhale iptal edildi: ${TITLE}`);
      assert.match(hubCalls[0].payload.bildirim.Metin, /Neden: Şartname değişti/);
    } finally {
      await worker.stop();
      await handle.close();
    }
  });
});

describe('notification delivery: from a real bid', () => {
  it("Ayşe's bid passes Mehmet: the bid batch's outbox row reaches Mehmet's inbox, e-mail and SMS, not Ayşe's", async () => {
    const handle = await openTestDatabase();
    const db = handle.db;
    const smtp = await startTestSmtp();
    const sms = await startTestSmsGateway();
    const config = loadConfig({
      SMTP_URL: smtp.url,
      SMS_URL: sms.url,
      SMS_USER: 'kurum',
      SMS_PASSWORD: 'sifre',
      PUBLIC_ORIGIN: 'https://esatis.example.gov.tr',
    });
    const worker = await startNotificationWorker({ db, config, pollingIntervalSeconds: 0.5, relayIntervalMs: 100 });
    try {
      const l = await insertAuctionLookups(db);
      const contact = { epostaOnay: true, gsmOnay: true };
      const mehmet = await person(db, '10000000214', {
        eposta: 'mehmet@example.com.tr',
        gsm: '5321112233',
        ...contact,
      });
      const ayse = await person(db, '10000000146', { eposta: 'ayse@example.com.tr', gsm: '5324445566', ...contact });
      const now = new Date();
      const { ihaleId } = await createTender(db, l, {
        durum: 213,
        start: at(now, -60),
        end: at(now, 60),
        opening: 1000,
        baslik: TITLE,
      });
      for (const p of [mehmet, ayse]) await joinTender(db, { cariId: p.cariId, ihaleId, now });
      const bid = (p: TestPerson, tutar: number) =>
        placeBid(db, {
          caller: { kimlikNo: p.kimlikNo, cariIds: [p.cariId] },
          payload: { cariId: p.cariId, ihaleId, tutar },
          now: () => new Date(),
        });
      assert.equal((await bid(mehmet, 1000)).ok, true);
      assert.equal((await bid(ayse, 1500)).ok, true);
      await worker.relayNow();
      await waitFor(async () => (await unprocessed(db)) === 0 && (await pending(db)) === 0, 'deliveries');
      assert.deepEqual(
        smtp.received.map((m) => [m.to, m.parsed.subject]),
        [['mehmet@example.com.tr', `Teklifiniz geçildi: ${TITLE}`]],
      );
      assert.match(smtp.received[0].parsed.text ?? '', /1\.500,00 TL/);
      assert.deepEqual(
        sms.received.map((m) => m.gsmno),
        ['5321112233'],
      );
      assert.equal((await inboxOf(db, mehmet.cariId)).length, 1);
      assert.equal((await inboxOf(db, ayse.cariId)).length, 0);
    } finally {
      await worker.stop();
      await smtp.close();
      await sms.close();
      await handle.close();
    }
  });
});
