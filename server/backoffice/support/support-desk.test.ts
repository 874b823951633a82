import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { CONVERSATION_STATUS } from '../../../lib/contract/lookups';
import { PROFILE_MESSAGES } from '../../../lib/rules/profile-messages';
import { SUPPORT_MESSAGES } from '../../../lib/rules/support-schemas';
import { CONTROL_CHARACTER_MESSAGE } from '../../../lib/rules/text-characters';
import { denetimKaydi, iletisimYazisma } from '../../db/schema';
import { TEST_STAFF } from '../../seed/constants';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext } from '../../modules/persons/test-support';
import { STAFF_BY_ROLE, staffCookie } from '../test-support';

const DESTEK_NAME = `${TEST_STAFF.destek.adi} ${TEST_STAFF.destek.soyadi}`;

/** The support desk (docs/architecture.md §8 Support desk) on the seeded portal. */
describe('back-office support desk', () => {
  let t: ProfileTestContext;
  let cookie: string;

  before(async () => {
    t = await openProfileTestApp();
    cookie = await staffCookie(t.app, STAFF_BY_ROLE.destek);
  });
  after(async () => {
    await t?.close();
  });

  const staff = (opts: InjectOptions) => t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie } });
  const auditCount = async () => (await t.handle.db.select().from(denetimKaydi)).length;
  const lastAudit = async () =>
    (await t.handle.db.select().from(denetimKaydi).orderBy(desc(denetimKaydi.id)).limit(1))[0];
  const messageCount = async () => (await t.handle.db.select().from(iletisimYazisma)).length;
  const bidderConversation = async (id: number) =>
    (
      await t.call(ACCOUNTS.ayse.kimlikNo, {
        method: 'GET',
        url: `/api/external-odata/IletisimCariOData?$filter=${encodeURIComponent(`CariId eq ${ACCOUNTS.ayse.person} and Id eq ${id}`)}`,
      })
    ).json().value[0];
  const bidderThread = async (id: number) =>
    (
      await t.call(
        ACCOUNTS.ayse.kimlikNo,
        {
          method: 'GET',
          url: `/api/external-odata/IletisimYazismaCariOData?$filter=${encodeURIComponent(`IletisimId eq ${id}`)}&$orderby=${encodeURIComponent('OlusturmaTarihi asc')}`,
        },
        ACCOUNTS.ayse.person,
      )
    ).json().value;

  let opened: number;

  it('lists conversations by status, newest activity first, with the account title and counts', async () => {
    // Mehmet opens a new one: it is the newest activity, and open.
    const res = await t.call(ACCOUNTS.mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: {
        cariId: ACCOUNTS.mehmet.person,
        konuId: 195,
        baslik: 'Şartname sorusu',
        icerik: 'Merhaba <b>kurum</b>',
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    opened = res.json().data.id;

    const all = (await staff({ method: 'GET', url: '/api/yonetim/destek' })).json().data;
    assert.deepEqual(
      all.items.map((c: { id: number }) => c.id),
      [opened, 1],
    );
    assert.equal(all.items[1].cariUnvan, 'Ayşe Yılmaz');
    assert.equal(all.items[1].baslik, 'Teminat iadesi ne zaman yapılır?');
    assert.equal(all.items[1].durumId, CONVERSATION_STATUS.answered);
    assert.ok(all.items[1].konu.length > 0);
    assert.deepEqual(all.durumSayilari, { 201: 1, 202: 1, 203: 0 });

    const open = (await staff({ method: 'GET', url: '/api/yonetim/destek?durum=201' })).json().data;
    assert.deepEqual(
      open.items.map((c: { id: number }) => c.id),
      [opened],
    );
    assert.equal(open.toplam, 1);
    const empty = (await staff({ method: 'GET', url: '/api/yonetim/destek?durum=203&sayfa=2' })).json().data;
    assert.deepEqual([empty.items, empty.toplam, empty.sayfa], [[], 0, 2]);
    const bad = await staff({ method: 'GET', url: '/api/yonetim/destek?durum=204' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().errors, [SUPPORT_MESSAGES.statusInvalid]);
  });

  it('opens a thread, oldest first, messages as plain text', async () => {
    const res = await staff({ method: 'GET', url: `/api/yonetim/destek/${opened}` });
    assert.equal(res.statusCode, 200);
    const { talep, mesajlar } = res.json().data;
    assert.equal(talep.id, opened);
    assert.equal(mesajlar.length, 1);
    assert.equal(mesajlar[0].icerik, 'Merhaba <b>kurum</b>', 'stored and served as typed');
    assert.equal(mesajlar[0].kurumYazisi, false);
    const missing = await staff({ method: 'GET', url: '/api/yonetim/destek/999999' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, SUPPORT_MESSAGES.notFound);
  });

  it('refuses a reply exactly as a bidder’s message is refused, and writes nothing', async () => {
    const before = await messageCount();
    const audits = await auditCount();
    for (const [icerik, message] of [
      ['', PROFILE_MESSAGES.messageRequired],
      ['   ', PROFILE_MESSAGES.messageRequired],
      ['x'.repeat(2001), PROFILE_MESSAGES.messageMax],
      ['a\u0000b', CONTROL_CHARACTER_MESSAGE],
    ] as const) {
      const res = await staff({ method: 'POST', url: `/api/yonetim/destek/${opened}/yanit`, payload: { icerik } });
      assert.equal(res.statusCode, 400);
      assert.ok(res.json().errors.includes(message), res.body);
      // The bidder's own reply box says the same.
      const bidder = await t.call(ACCOUNTS.mehmet.kimlikNo, {
        method: 'POST',
        url: '/api/v1/IletisimYazisma',
        payload: { iletisimId: opened, icerik },
      });
      assert.equal(bidder.statusCode, 400);
      assert.deepEqual(bidder.json().errors, res.json().errors);
    }
    assert.ok(
      (
        await staff({
          method: 'POST',
          url: `/api/yonetim/destek/${opened}/yanit`,
          payload: { icerik: 'x'.repeat(2000) },
        })
      ).statusCode === 200,
    );
    assert.equal(await messageCount(), before + 1);
    assert.equal(await auditCount(), audits + 1);
    const missing = await staff({
      method: 'POST',
      url: '/api/yonetim/destek/999999/yanit',
      payload: { icerik: 'Yanıt' },
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(await messageCount(), before + 1);
  });

  it('answers as the institution, signed by the staff member: the bidder sees it answered', async () => {
    const res = await staff({
      method: 'POST',
      url: '/api/yonetim/destek/1/yanit',
      payload: { icerik: 'Blokaj çözüldü.\nİyi çalışmalar.' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const message = res.json().data;
    assert.equal(message.kurumYazisi, true);
    assert.equal(message.yazanAdiSoyadi, DESTEK_NAME);

    const thread = await bidderThread(1);
    const last = thread.at(-1);
    assert.deepEqual(
      [last.Icerik, last.KurumYazisi, last.YazanAdiSoyadi],
      ['Blokaj çözüldü.\nİyi çalışmalar.', true, DESTEK_NAME],
    );
    assert.equal((await bidderConversation(1)).DurumId, CONVERSATION_STATUS.answered);
    const audit = await lastAudit();
    assert.equal(audit.islem, 'destek.yanit');
    assert.equal(audit.hedefId, '1');
    assert.equal(audit.personelAdi, DESTEK_NAME);
    assert.deepEqual(audit.onceki, { durumId: CONVERSATION_STATUS.answered });
    assert.deepEqual(audit.sonraki, {
      durumId: CONVERSATION_STATUS.answered,
      mesajId: message.id,
      icerik: 'Blokaj çözüldü.\nİyi çalışmalar.',
    });
  });

  it('closes a conversation once (two closes at once: one wins), the bidder sees it closed, and a new bidder message reopens it', async () => {
    const results = await Promise.all(
      [1, 2].map(() => staff({ method: 'POST', url: '/api/yonetim/destek/1/kapat', payload: {} })),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    assert.equal(results.find((r) => r.statusCode === 409)!.json().message, SUPPORT_MESSAGES.alreadyClosed);
    const audits = await t.handle.db.select().from(denetimKaydi).orderBy(desc(denetimKaydi.id)).limit(2);
    assert.equal(audits[0].islem, 'destek.kapat');
    assert.notEqual(audits[1].islem, 'destek.kapat', 'one close, one record');
    assert.deepEqual(
      [audits[0].onceki, audits[0].sonraki],
      [{ durumId: CONVERSATION_STATUS.answered }, { durumId: CONVERSATION_STATUS.closed }],
    );
    assert.equal((await bidderConversation(1)).DurumId, CONVERSATION_STATUS.closed);
    const closedTab = (await staff({ method: 'GET', url: '/api/yonetim/destek?durum=203' })).json().data;
    assert.deepEqual(
      closedTab.items.map((c: { id: number }) => c.id),
      [1],
    );

    // The bidder's screens keep the reply box on every conversation; writing reopens it (201).
    const again = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'POST',
      url: '/api/v1/IletisimYazisma',
      payload: { iletisimId: 1, icerik: 'Bir sorum daha var.' },
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal((await bidderConversation(1)).DurumId, CONVERSATION_STATUS.open);
    assert.equal(
      (await staff({ method: 'POST', url: '/api/yonetim/destek/999999/kapat', payload: {} })).statusCode,
      404,
    );
  });
});
