import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { iletisim, iletisimYazisma } from '../../db/schema';
import { MESSAGES_PER_MINUTE } from './message-rate-limit';
import { ACCOUNTS, odataUrl, openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../persons/test-support';
import { STAFF_BY_ROLE, staffCookie } from '../../backoffice/test-support';

const LIST = 'IletisimCariOData';
const THREAD = 'IletisimYazismaCariOData';

describe('conversations (İletişim)', () => {
  let t: ProfileTestContext;
  const ayse = ACCOUNTS.ayse;
  const mehmet = ACCOUNTS.mehmet;
  const messageCount = async () =>
    (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(iletisimYazisma))[0].n;

  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('lists the account’s conversations with the topic expanded, paged and counted', async () => {
    const res = await t.call(ayse.kimlikNo, {
      method: 'GET',
      url: odataUrl(LIST, {
        $filter: `CariId eq ${ayse.person}`,
        $expand: 'Konu',
        $count: 'true',
        $top: '10',
        $skip: '0',
      }),
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body['@odata.count'], 1);
    const [c] = body.value;
    assert.equal(c.Id, 1);
    assert.equal(c.CariId, ayse.person);
    assert.equal(c.Baslik, 'Teminat iadesi ne zaman yapılır?');
    assert.deepEqual(c.Konu, { Id: 191, Adi: 'Teminat İşlemleri' });
    assert.equal(c.KonuId, 191);
    assert.equal(c.DurumId, 202);
    assert.match(c.AcilisTarihi, /^\d{4}-\d\d-\d\dT/);
    assert.match(c.SonCevap, /^\d{4}-\d\d-\d\dT/);
  });

  it('refuses a filter naming another account with 403', async () => {
    for (const filter of [
      `CariId eq ${ayse.person}`,
      `CariId in (${mehmet.person}, ${ayse.person})`,
      `CariId eq ${mehmet.person} or CariId eq ${ayse.person}`,
    ]) {
      const res = await t.call(mehmet.kimlikNo, { method: 'GET', url: odataUrl(LIST, { $filter: filter }) });
      assert.equal(res.statusCode, 403, filter);
    }
  });

  it('never returns another account’s conversations or messages, whatever the filter', async () => {
    for (const options of [
      {},
      { $filter: 'Id eq 1' },
      { $filter: `CariId ne ${mehmet.person}` },
      { $filter: "Baslik ne 'x'" },
    ]) {
      const res = await t.call(mehmet.kimlikNo, { method: 'GET', url: odataUrl(LIST, options) });
      assert.equal(res.statusCode, 200);
      for (const row of res.json().value) assert.equal(row.CariId, mehmet.person);
    }
    for (const options of [{}, { $filter: 'Id gt 0' }, { $filter: 'IletisimId ne 0' }]) {
      const res = await t.call(mehmet.kimlikNo, { method: 'GET', url: odataUrl(THREAD, options) });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json().value, []);
    }
  });

  it('shows a thread in order, with the institution’s messages marked', async () => {
    const res = await t.call(ayse.kimlikNo, { method: 'GET', url: odataUrl(THREAD, { $filter: 'IletisimId eq 1' }) });
    assert.equal(res.statusCode, 200);
    const msgs = res.json().value;
    assert.equal(msgs.length, 2);
    assert.deepEqual(
      msgs.map((m: { KurumYazisi: boolean; YazanAdiSoyadi: string }) => [m.KurumYazisi, m.YazanAdiSoyadi]),
      [
        [false, 'Ayşe Yılmaz'],
        [true, 'E-Satış Destek Birimi'],
      ],
    );
    assert.deepEqual(Object.keys(msgs[0]).sort(), [
      'Icerik',
      'Id',
      'IletisimId',
      'KurumYazisi',
      'OlusturmaTarihi',
      'YazanAdiSoyadi',
    ]);
    const foreign = await t.call(mehmet.kimlikNo, {
      method: 'GET',
      url: odataUrl(THREAD, { $filter: 'IletisimId eq 1' }),
    });
    assert.equal(foreign.statusCode, 403);
    const anon = await t.call(null, { method: 'GET', url: odataUrl(THREAD, { $filter: 'IletisimId eq 1' }) });
    assert.equal(anon.statusCode, 401);
  });

  it('opens a conversation for the caller’s account', async () => {
    const res = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: {
        cariId: mehmet.person,
        konuId: 192,
        durumId: 201,
        baslik: 'Katılım hakkında',
        IhaleTipiId: 51,
        icerik: 'Katılım için ne gerekir?',
      },
    });
    assert.equal(res.statusCode, 200);
    const data = res.json().data;
    assert.equal(data.cariId, mehmet.person);
    assert.equal(data.durumId, 201);
    assert.equal(data.acilisTarihi, TEST_NOW.toISOString());
    const list = await t.call(mehmet.kimlikNo, {
      method: 'GET',
      url: odataUrl(LIST, { $filter: `CariId eq ${mehmet.person}`, $expand: 'Konu' }),
    });
    assert.deepEqual(
      list.json().value.map((c: { Id: number; Konu: { Adi: string } }) => [c.Id, c.Konu.Adi]),
      [[data.id, 'İhale Süreci']],
    );
  });

  it('opens a conversation with its first message in one step', async () => {
    const res = await t.call(ayse.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: { cariId: ayse.companies[0], konuId: 195, baslik: 'Fatura adresi', icerik: 'Firma adresimiz değişti.' },
    });
    assert.equal(res.statusCode, 200);
    const { id, ilkMesaj } = res.json().data;
    assert.equal(ilkMesaj.icerik, 'Firma adresimiz değişti.');
    assert.equal(ilkMesaj.yazanAdiSoyadi, 'Ayşe Yılmaz');
    // The company's conversation, read in a session acting for the company.
    const thread = await t.call(
      ayse.kimlikNo,
      { method: 'GET', url: odataUrl(THREAD, { $filter: `IletisimId eq ${id}` }) },
      ayse.companies[0],
    );
    assert.equal(thread.json().value.length, 1);
    const companyList = await t.call(ayse.kimlikNo, {
      method: 'GET',
      url: odataUrl(LIST, { $filter: `CariId eq ${ayse.companies[0]}` }),
    });
    assert.deepEqual(
      companyList.json().value.map((c: { Id: number }) => c.Id),
      [id],
    );
  });

  it('sends the question with the conversation: the thread and the support desk both hold it (issue #36)', async () => {
    const question = 'Teminatımı yatırdım, ne zaman kullanılabilir olur?\nİkinci satır.';
    const res = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: {
        cariId: mehmet.person,
        konuId: 191,
        durumId: 201,
        baslik: 'x'.repeat(50),
        IhaleTipiId: 51,
        icerik: question,
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const { id, baslik, sonCevap, ilkMesaj } = res.json().data;
    assert.equal(baslik, 'x'.repeat(50));
    assert.equal(ilkMesaj.icerik, question);
    assert.equal(ilkMesaj.kurumYazisi, false);
    assert.equal(sonCevap, TEST_NOW.toISOString());
    const thread = await t.call(mehmet.kimlikNo, {
      method: 'GET',
      url: odataUrl(THREAD, { $filter: `IletisimId eq ${id}` }),
    });
    assert.deepEqual(
      thread.json().value.map((m: { Icerik: string; YazanAdiSoyadi: string }) => [m.Icerik, m.YazanAdiSoyadi]),
      [[question, 'Mehmet Kaya']],
    );
    // The staff's Destek screen reads the same message as the first of the thread.
    const cookie = await staffCookie(t.app, STAFF_BY_ROLE.destek);
    const desk = await t.app.inject({ method: 'GET', url: `/api/yonetim/destek/${id}`, headers: { cookie } });
    assert.equal(desk.statusCode, 200, desk.body);
    assert.equal(desk.json().data.talep.baslik, 'x'.repeat(50));
    assert.deepEqual(
      desk.json().data.mesajlar.map((m: { icerik: string; kurumYazisi: boolean }) => [m.icerik, m.kurumYazisi]),
      [[question, false]],
    );
  });

  it('refuses a question without its message or past a limit, in the error shape, storing nothing', async () => {
    const base = { cariId: mehmet.person, konuId: 192, baslik: 'Başlık', icerik: 'Soru' };
    const conversations = async () => (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(iletisim))[0].n;
    const before = [await conversations(), await messageCount()];
    const cases: [Record<string, unknown>, string][] = [
      [{ icerik: undefined }, 'Mesaj alanı zorunludur.'],
      [{ icerik: ' \n ' }, 'Mesaj alanı zorunludur.'],
      [{ icerik: 'x'.repeat(2001) }, 'Mesaj maksimum 2000 karakter olabilir.'],
      // Never cut to 50: an over-long title is refused whole.
      [{ baslik: 'y'.repeat(51) }, 'Başlık maksimum 50 karakter olabilir.'],
    ];
    for (const [change, message] of cases) {
      const res = await t.call(mehmet.kimlikNo, {
        method: 'POST',
        url: '/api/v1/Iletisim',
        payload: { ...base, ...change },
      });
      assert.equal(res.statusCode, 400, JSON.stringify(change).slice(0, 60));
      assert.equal(res.json().message, message);
      assert.deepEqual(res.json().errors, [message]);
      assert.deepEqual(res.json().mesajList, [message]);
      assert.equal(typeof res.json().key, 'string');
    }
    assert.deepEqual([await conversations(), await messageCount()], before);
    const full = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: { ...base, icerik: 'ç'.repeat(2000) },
    });
    assert.equal(full.statusCode, 200, full.body);
    assert.equal(full.json().data.ilkMesaj.icerik, 'ç'.repeat(2000));
  });

  it('validates a new conversation with the SPEC messages', async () => {
    const base = {
      cariId: mehmet.person,
      konuId: 192,
      durumId: 201,
      baslik: 'Başlık',
      IhaleTipiId: 51,
      icerik: 'Soru',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ konuId: undefined }, 'Konu alanı zorunludur.'],
      [{ konuId: '' }, 'Konu alanı zorunludur.'],
      [{ konuId: 213 }, 'Geçerli bir konu seçiniz.'],
      [{ konuId: 190 }, 'Geçerli bir konu seçiniz.'],
      [{ baslik: '' }, 'Başlık alanı zorunludur.'],
      [{ baslik: '   ' }, 'Başlık alanı zorunludur.'],
      [{ baslik: 'x'.repeat(51) }, 'Başlık maksimum 50 karakter olabilir.'],
      [{ durumId: 202 }, 'Yeni bir iletişim yalnızca açık durumda başlatılabilir.'],
      [{ IhaleTipiId: 99 }, 'Geçersiz ihale tipi.'],
      [{ icerik: 'x'.repeat(2001) }, 'Mesaj maksimum 2000 karakter olabilir.'],
    ];
    const before = (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(iletisim))[0].n;
    for (const [change, message] of cases) {
      const res = await t.call(mehmet.kimlikNo, {
        method: 'POST',
        url: '/api/v1/Iletisim',
        payload: { ...base, ...change },
      });
      assert.equal(res.statusCode, 400, JSON.stringify(change));
      assert.deepEqual(res.json().errors, [message], JSON.stringify(change));
      assert.deepEqual(res.json().mesajList, [message]);
    }
    const fifty = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: { ...base, baslik: 'x'.repeat(50) },
    });
    assert.equal(fifty.statusCode, 200);
    const after = (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(iletisim))[0].n;
    assert.equal(after, before + 1);
  });

  it('refuses to open a conversation for another account', async () => {
    const res = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: { cariId: ayse.person, konuId: 192, baslik: 'x', icerik: 'y' },
    });
    assert.equal(res.statusCode, 403);
  });

  it('stores a reply as plain text, signed with the caller’s registered name', async () => {
    const text = '<b>Merhaba</b> & "teşekkürler" <script>alert(1)</script>\nikinci satır';
    const res = await t.call(ayse.kimlikNo, {
      method: 'POST',
      url: '/api/v1/IletisimYazisma',
      payload: { iletisimId: 1, icerik: text, yazanAdiSoyadi: 'Başka Biri' },
    });
    assert.equal(res.statusCode, 200);
    const data = res.json().data;
    assert.equal(data.icerik, text);
    assert.equal(data.yazanAdiSoyadi, 'Ayşe Yılmaz');
    assert.equal(data.kurumYazisi, false);
    const [row] = await t.handle.db.select().from(iletisimYazisma).where(eq(iletisimYazisma.id, data.id));
    assert.equal(row.icerik, text);
    const [conv] = await t.handle.db.select().from(iletisim).where(eq(iletisim.id, 1));
    assert.equal(conv.sonCevap?.toISOString(), TEST_NOW.toISOString());
    assert.equal(conv.durumId, 201);
    const full = await t.call(ayse.kimlikNo, {
      method: 'POST',
      url: '/api/v1/IletisimYazisma',
      payload: { iletisimId: 1, icerik: 'ç'.repeat(2000) },
    });
    assert.equal(full.statusCode, 200);
  });

  it('validates a reply with the SPEC messages', async () => {
    const before = await messageCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ iletisimId: 1, icerik: '' }, 'Mesaj alanı zorunludur.'],
      [{ iletisimId: 1, icerik: ' \n ' }, 'Mesaj alanı zorunludur.'],
      [{ iletisimId: 1 }, 'Mesaj alanı zorunludur.'],
      [{ iletisimId: 1, icerik: 'x'.repeat(2001) }, 'Mesaj maksimum 2000 karakter olabilir.'],
      [{ icerik: 'merhaba' }, 'İletişim kaydı zorunludur.'],
      [{ iletisimId: 'abc', icerik: 'merhaba' }, 'İletişim kaydı zorunludur.'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.call(ayse.kimlikNo, { method: 'POST', url: '/api/v1/IletisimYazisma', payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 60));
      assert.deepEqual(res.json().mesajList, [message]);
    }
    assert.equal(await messageCount(), before);
  });

  it('refuses a reply to another account’s conversation, and to none', async () => {
    const before = await messageCount();
    const foreign = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/IletisimYazisma',
      payload: { iletisimId: 1, icerik: 'merhaba' },
    });
    assert.equal(foreign.statusCode, 403);
    const missing = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/IletisimYazisma',
      payload: { iletisimId: 99999, icerik: 'merhaba' },
    });
    assert.equal(missing.statusCode, 404);
    const anon = await t.call(null, {
      method: 'POST',
      url: '/api/v1/IletisimYazisma',
      payload: { iletisimId: 1, icerik: 'merhaba' },
    });
    assert.equal(anon.statusCode, 401);
    assert.equal(await messageCount(), before);
  });

  it('brakes a flood of messages from one person with 429', async () => {
    const ali = ACCOUNTS.ali;
    const opened = await t.call(ali.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: { cariId: ali.person, konuId: 194, baslik: 'Deneme', icerik: 'Deneme mesajı' },
    });
    assert.equal(opened.statusCode, 200);
    const id = opened.json().data.id;
    const codes: number[] = [];
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) {
      const res = await t.call(ali.kimlikNo, {
        method: 'POST',
        url: '/api/v1/IletisimYazisma',
        payload: { iletisimId: id, icerik: `mesaj ${i}` },
      });
      codes.push(res.statusCode);
    }
    assert.deepEqual(codes.slice(0, MESSAGES_PER_MINUTE - 1), Array(MESSAGES_PER_MINUTE - 1).fill(200));
    assert.equal(codes.at(-1), 429);
    const last = await t.call(ali.kimlikNo, {
      method: 'POST',
      url: '/api/v1/IletisimYazisma',
      payload: { iletisimId: id, icerik: 'bir tane daha' },
    });
    assert.equal(last.statusCode, 429);
    assert.ok(last.headers['retry-after']);
    assert.ok(last.json().mesajList[0]);
    // Other people are not slowed down by Ali's flood.
    const other = await t.call(ayse.kimlikNo, {
      method: 'POST',
      url: '/api/v1/IletisimYazisma',
      payload: { iletisimId: 1, icerik: 'merhaba' },
    });
    assert.equal(other.statusCode, 200);
  });
});
