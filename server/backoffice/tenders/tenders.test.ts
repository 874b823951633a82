import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { denetimKaydi, ihale, ihaleDosya, ihaleEtiket, ihaleKalem } from '../../db/schema';
import { TEST_STAFF } from '../../seed/constants';
import { FILE_USAGE, TENDER_STATUS, TENDER_TYPE } from '../../../lib/contract/lookups';
import type { IhaleWire } from '../../../lib/contract/wire-types';
import { MISSING, TENDER_DRAFT_MESSAGES as M } from '../../../lib/rules/tender-draft';
import type { TenderDraftInput } from '../../../lib/rules/tender-draft-schemas';
import type {
  StaffTenderDetailWire,
  StaffTenderListWire,
  StaffTenderOptionsWire,
  StaffTenderSavedWire,
} from '../../../lib/rules/tender-draft-wire';
import { openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../../modules/persons/test-support';
import { assertErrorShape, dbDigest } from '../../security/support';
import { staffCookie } from '../test-support';

/**
 * Tender preparation (docs/architecture.md §8, "Tenders"): the list and its filters, create and
 * edit with Turkish 400s, the optimistic version (two editors at once: one 409), publish with its
 * missing list, the audit rows with before and after, the sanitised description, the preview.
 */
describe('back-office tender preparation', () => {
  let t: ProfileTestContext;
  let cookie: string;
  let options: StaffTenderOptionsWire;
  const day = (n: number, hour = 10) =>
    new Date(TEST_NOW.getTime() + n * 86_400_000 + (hour - 9) * 3_600_000).toISOString();

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/yonetim/${url}`, headers: { cookie }, payload: payload as object | undefined });
  const data = <T>(res: LightMyRequestResponse) => (res.json() as { data: T }).data;
  const list = async (query: string) => {
    const res = await call('GET', `ihaleler?${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return data<StaffTenderListWire>(res);
  };

  const draft = (over: Partial<TenderDraftInput> = {}): TenderDraftInput => {
    const leaf = options.kategoriler.find((c) => c.yaprak);
    assert.ok(leaf);
    return {
      baslik: 'Hurda bakır kablo satışı',
      aciklama: '<p>Açık artırma ile <strong>satış</strong>.</p>',
      yayinTarihi: day(1),
      baslangicTarihi: day(3),
      bitisTarihi: day(5),
      teminatTutari: '25000,50',
      paraBirimiId: options.paraBirimleri[0].id,
      sonOdemeIcinEklenecekGun: 7,
      otomatikUzatmaAyarId: options.otomatikUzatmaAyarlari[0]?.id ?? null,
      oneCikar: false,
      kdvDahil: true,
      otomatikSonuclandirma: false,
      kalem: {
        ihaleKalemKategoriId: leaf.id,
        miktar: '12,5',
        olcuBirimiId: options.olcuBirimleri[0].id,
        teslimatYeriId: options.teslimatYerleri[0].id,
        acilisFiyati: '150000',
        rumuzEtiketi: 'Teklif veren',
        aciklama: 'Kablo, izolasyonlu',
      },
      etiketler: ['bakır', 'kablo'],
      ...over,
    };
  };
  const create = async (over: Partial<TenderDraftInput> = {}) => {
    const res = await call('POST', 'ihaleler', draft(over));
    assert.equal(res.statusCode, 201, res.body);
    return data<StaffTenderSavedWire>(res);
  };
  const detail = async (id: number) => data<StaffTenderDetailWire>(await call('GET', `ihaleler/${id}`));
  const audits = (id: number) =>
    t.handle.db
      .select()
      .from(denetimKaydi)
      .where(and(eq(denetimKaydi.hedefTuru, 'ihale'), eq(denetimKaydi.hedefId, String(id))))
      .orderBy(desc(denetimKaydi.id));
  const messagesOf = (res: LightMyRequestResponse) => (res.json() as { mesajList: string[] }).mesajList;

  before(async () => {
    t = await openProfileTestApp();
    cookie = await staffCookie(t.app, TEST_STAFF.ihale.kimlikNo);
    const res = await call('GET', 'ihaleler/secenekler');
    assert.equal(res.statusCode, 200, res.body);
    options = data<StaffTenderOptionsWire>(res);
  });
  after(async () => {
    await t?.close();
  });

  it('the options: lookups for the form, only leaf categories marked as such, every status', () => {
    assert.ok(
      options.paraBirimleri.length > 0 && options.olcuBirimleri.length > 0 && options.teslimatYerleri.length > 0,
    );
    assert.ok(options.kategoriler.some((c) => c.yaprak) && options.kategoriler.some((c) => !c.yaprak));
    assert.deepEqual(
      options.durumlar.map((d) => d.id),
      Object.values(TENDER_STATUS),
    );
  });

  describe('the list', () => {
    it('holds every tender of type 51 in every status, drafts and withdrawn ones too, newest first', async () => {
      const all = await t.handle.db
        .select({ id: ihale.id, durum: ihale.ihaleDurumuId, kaldir: ihale.yayindanKaldir })
        .from(ihale)
        .where(eq(ihale.ihaleTipiId, TENDER_TYPE.publicSale));
      const first = await list('');
      assert.equal(first.toplam, all.length);
      assert.equal(first.sayfaBoyutu, 20);
      const ids = first.items.map((r) => r.id);
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => b - a),
      );
      const pages = [first];
      for (let p = 2; (p - 1) * 20 < first.toplam; p++) pages.push(await list(`sayfa=${p}`));
      const seen = pages.flatMap((p) => p.items.map((r) => r.id));
      assert.equal(new Set(seen).size, all.length, 'paging shows each tender once');
      assert.ok(all.some((r) => r.durum === TENDER_STATUS.taslak) && all.some((r) => r.kaldir));
      const rows = pages.flatMap((p) => p.items);
      assert.ok(rows.some((r) => r.ihaleDurumuId === TENDER_STATUS.taslak && r.ihaleDurumuAdi === 'Taslak'));
      assert.ok(rows.some((r) => r.yayindanKaldir));
      const licensed = await t.handle.db
        .select({ id: ihale.id })
        .from(ihale)
        .where(eq(ihale.ihaleTipiId, TENDER_TYPE.licensedSale));
      assert.ok(
        licensed.every((l) => !seen.includes(l.id)),
        'no tender of type 52',
      );
    });

    it('filters by status, by title or number, and by start date (Istanbul days)', async () => {
      const drafts = await list(`durum=${TENDER_STATUS.taslak}`);
      assert.ok(drafts.toplam > 0);
      assert.ok(drafts.items.every((r) => r.ihaleDurumuId === TENDER_STATUS.taslak));

      const some = (await list('')).items[3];
      const byId = await list(`q=${some.id}`);
      assert.ok(byId.items.some((r) => r.id === some.id));
      const word = some.baslik.split(' ')[0];
      const byTitle = await list(`q=${encodeURIComponent(word.toLocaleLowerCase('tr-TR'))}`);
      assert.ok(byTitle.items.some((r) => r.id === some.id));
      assert.equal((await list('q=%25%25%25yok-boyle-bir-ihale')).toplam, 0, 'the search text is literal');

      const startDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
        new Date(some.baslangicTarihi),
      );
      const sameDay = await list(`baslangic=${startDay}&bitis=${startDay}`);
      assert.ok(sameDay.items.some((r) => r.id === some.id));
      for (const r of sameDay.items)
        assert.equal(
          new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(r.baslangicTarihi)),
          startDay,
        );
    });

    it('answers a bad filter with a Turkish 400', async () => {
      for (const [q, message] of [
        ['durum=999', M.statusInvalid],
        ['baslangic=2026-02-31', M.dayInvalid],
        ['sayfa=0', M.pageInvalid],
        [`q=${'x'.repeat(101)}`, M.searchInvalid],
      ]) {
        const res = await call('GET', `ihaleler?${q}`);
        assertErrorShape(res, 400, q);
        assert.deepEqual(messagesOf(res), [message], q);
      }
    });
  });

  describe('create and edit', () => {
    it('refuses an incomplete or wrong draft with Turkish 400s, and writes nothing', async () => {
      const before = await dbDigest(t.handle.db);
      const empty = await call('POST', 'ihaleler', {});
      assertErrorShape(empty, 400, 'empty');
      for (const m of [M.titleRequired, M.dateRequired, M.depositRequired, M.currencyRequired])
        assert.ok(messagesOf(empty).includes(m), `${m} in ${messagesOf(empty)}`);

      const parent = options.kategoriler.find((c) => !c.yaprak);
      assert.ok(parent);
      const wrong = await call(
        'POST',
        'ihaleler',
        draft({
          kalem: { ...draft().kalem!, ihaleKalemKategoriId: parent.id },
          paraBirimiId: 9999,
          teminatTutari: '-5',
        }),
      );
      assertErrorShape(wrong, 400, 'wrong');
      assert.deepEqual(messagesOf(wrong), [M.depositInvalid]);
      const refs = await call(
        'POST',
        'ihaleler',
        draft({ kalem: { ...draft().kalem!, ihaleKalemKategoriId: parent.id }, paraBirimiId: 9999 }),
      );
      assert.deepEqual(messagesOf(refs), [M.currencyInvalid, M.categoryInvalid]);
      const half = await call(
        'POST',
        'ihaleler',
        draft({ kalem: { ...draft().kalem!, miktar: '', teslimatYeriId: '' } }),
      );
      assert.deepEqual(messagesOf(half), [M.quantityRequired, M.placeRequired]);
      assert.deepEqual(await dbDigest(t.handle.db), before);
    });

    it('refuses contradictory dates on save (create and edit) with the publish rules; an incomplete draft still saves', async () => {
      const before = await dbDigest(t.handle.db);
      for (const [over, message] of [
        [{ bitisTarihi: day(2) }, MISSING.endBeforeStart],
        [{ bitisTarihi: day(3) }, MISSING.endBeforeStart],
        [{ yayinTarihi: day(4) }, MISSING.publishAfterStart],
        [{ yayinTarihi: day(-3), baslangicTarihi: day(-1) }, MISSING.startPast],
      ] as const) {
        const res = await call('POST', 'ihaleler', draft(over));
        assertErrorShape(res, 400, message);
        assert.deepEqual(messagesOf(res), [message]);
      }
      assert.deepEqual(await dbDigest(t.handle.db), before);

      // Lacking a description and the item is fine for a draft; its dates may not contradict each other.
      const created = await create({ aciklama: '', kalem: null });
      const edit = await call('PUT', `ihaleler/${created.id}`, {
        ...draft({ aciklama: '', kalem: null, baslangicTarihi: day(6) }),
        guncellemeTarihi: created.guncellemeTarihi,
      });
      assertErrorShape(edit, 400, 'edit');
      assert.deepEqual(messagesOf(edit), [MISSING.endBeforeStart]);
      const stored = await detail(created.id);
      assert.equal(stored.guncellemeTarihi, created.guncellemeTarihi, 'nothing saved');
      assert.equal(stored.baslangicTarihi, day(3));
    });

    it('creates a draft (211, type 51, by the staff member, deciding by hand), sanitises the description, audits it', async () => {
      const created = await create({
        aciklama: '<p onclick="alert(1)">Temiz <em>metin</em></p><script>alert(2)</script><img src=x onerror=alert(3)>',
      });
      const [row] = await t.handle.db.select().from(ihale).where(eq(ihale.id, created.id));
      assert.equal(row.ihaleDurumuId, TENDER_STATUS.taslak);
      assert.equal(row.ihaleTipiId, TENDER_TYPE.publicSale);
      assert.equal(row.otomatikSonuclandirma, false);
      assert.equal(row.teminatTutari, '25000.50');
      assert.ok(row.olusturanPersonelId);
      assert.equal(row.aciklama.includes('script'), false);
      assert.equal(row.aciklama.includes('onclick'), false);
      assert.equal(row.aciklama.includes('onerror'), false);
      assert.ok(row.aciklama.includes('<em>metin</em>'));
      const [item] = await t.handle.db.select().from(ihaleKalem).where(eq(ihaleKalem.ihaleId, created.id));
      assert.equal(item.miktar, '12.500');
      assert.equal((await t.handle.db.select().from(ihaleEtiket).where(eq(ihaleEtiket.ihaleId, created.id))).length, 2);

      const [audit] = await audits(created.id);
      assert.equal(audit.islem, 'ihale.olustur');
      assert.equal(audit.personelId, row.olusturanPersonelId);
      assert.equal(audit.onceki, null);
      assert.equal((audit.sonraki as { baslik: string }).baslik, 'Hurda bakır kablo satışı');

      const d = await detail(created.id);
      assert.equal(d.duzenlenebilir, true);
      assert.equal(d.guncellemeTarihi, created.guncellemeTarihi);
      assert.deepEqual(d.etiketler, ['bakır', 'kablo']);
      assert.deepEqual(d.eksikler, [MISSING.cardImage]);
    });

    it('edits with the loaded version; the audit row holds the changed fields before and after', async () => {
      const created = await create();
      const res = await call('PUT', `ihaleler/${created.id}`, {
        ...draft({ baslik: 'Yeni başlık', etiketler: ['kablo'] }),
        guncellemeTarihi: created.guncellemeTarihi,
      });
      assert.equal(res.statusCode, 200, res.body);
      const edited = data<StaffTenderSavedWire>(res);
      assert.notEqual(edited.guncellemeTarihi, created.guncellemeTarihi);
      const [audit] = await audits(created.id);
      assert.equal(audit.islem, 'ihale.duzenle');
      assert.deepEqual(audit.onceki, { baslik: 'Hurda bakır kablo satışı', etiketler: ['bakır', 'kablo'] });
      assert.deepEqual(audit.sonraki, { baslik: 'Yeni başlık', etiketler: ['kablo'] });

      // A save on the version before that one is stale.
      const stale = await call('PUT', `ihaleler/${created.id}`, {
        ...draft(),
        guncellemeTarihi: created.guncellemeTarihi,
      });
      assertErrorShape(stale, 409, 'stale');
      assert.equal(stale.json().message, M.staleEdit);
      assert.equal((await detail(created.id)).baslik, 'Yeni başlık');
    });

    it('two staff members saving the same version at once: one wins, the other gets 409, nothing is overwritten silently', async () => {
      const created = await create();
      const other = await staffCookie(t.app, TEST_STAFF.ihale.kimlikNo);
      const put = (c: string, baslik: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/yonetim/ihaleler/${created.id}`,
          headers: { cookie: c },
          payload: { ...draft({ baslik }), guncellemeTarihi: created.guncellemeTarihi },
        });
      const titles = ['Birinci personelin başlığı', 'İkinci personelin başlığı'];
      const results = await Promise.all([put(cookie, titles[0]), put(other, titles[1])]);
      const codes = results.map((r) => r.statusCode).sort();
      assert.deepEqual(codes, [200, 409], results.map((r) => r.body).join(' | '));
      const winner = results.find((r) => r.statusCode === 200);
      const loser = results.find((r) => r.statusCode === 409);
      assert.ok(winner && loser);
      assert.equal(loser.json().message, M.staleEdit);
      // The stored title is the winner's; the loser's text overwrote nothing.
      assert.equal((await detail(created.id)).baslik, titles[results.indexOf(winner)]);
      assert.equal((await audits(created.id)).filter((a) => a.islem === 'ihale.duzenle').length, 1);
    });

    it('a tender that has started is read-only (409); a missing one is 404', async () => {
      const [running] = await t.handle.db
        .select({ id: ihale.id, v: ihale.guncellemeTarihi })
        .from(ihale)
        .where(and(eq(ihale.ihaleDurumuId, TENDER_STATUS.devam), eq(ihale.ihaleTipiId, TENDER_TYPE.publicSale)))
        .limit(1);
      assert.equal((await detail(running.id)).duzenlenebilir, false);
      const res = await call('PUT', `ihaleler/${running.id}`, {
        ...draft(),
        guncellemeTarihi: running.v.toISOString(),
      });
      assertErrorShape(res, 409, 'read-only');
      assert.equal(res.json().message, M.readOnly);
      assertErrorShape(await call('GET', 'ihaleler/999999'), 404, 'missing');
      assertErrorShape(
        await call('PUT', 'ihaleler/999999', { ...draft(), guncellemeTarihi: running.v.toISOString() }),
        404,
        'missing',
      );
    });
  });

  describe('publish and preview', () => {
    const publicDetail = async (id: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=Id%20eq%20${id}`,
      });
      return (res.json() as { value: IhaleWire[] }).value;
    };

    it('lists what a draft lacks (400, Turkish) and publishes nothing', async () => {
      const created = await create({ aciklama: '<p> </p>', kalem: null });
      // A draft saved before saving checked its dates: publishing still refuses them.
      await t.handle.db
        .update(ihale)
        .set({ bitisTarihi: new Date(day(2)) })
        .where(eq(ihale.id, created.id));
      const res = await call('POST', `ihaleler/${created.id}/yayinla`, { guncellemeTarihi: created.guncellemeTarihi });
      assertErrorShape(res, 400, 'missing');
      assert.equal(res.json().message, M.publishMissing);
      assert.deepEqual(messagesOf(res), [MISSING.description, MISSING.endBeforeStart, MISSING.item, MISSING.cardImage]);
      assert.equal((await detail(created.id)).ihaleDurumuId, TENDER_STATUS.taslak);
    });

    it('previews a draft in the public wire shape, which the public set does not show', async () => {
      const created = await create();
      const res = await call('GET', `ihaleler/${created.id}/onizleme`);
      assert.equal(res.statusCode, 200, res.body);
      const w = data<IhaleWire>(res);
      assert.equal(w.Id, created.id);
      assert.equal(w.IhaleDurumuId, TENDER_STATUS.taslak);
      assert.equal(w.Kalemleri?.[0].OlcuBirimi?.Adi, options.olcuBirimleri[0].adi);
      assert.equal(w.Kalemleri?.[0].TeslimatYeri?.Adi, options.teslimatYerleri[0].adi);
      assert.deepEqual(w.IhaleEtiketleri?.map((e) => e.Etiket?.Adi).sort(), ['bakır', 'kablo']);
      assert.equal(w.TeminatTutari, 25000.5);
      assert.deepEqual(await publicDetail(created.id), []);
    });

    it('publishes a complete draft with a card image (211 → 212) once; audited; then public from its publish date', async () => {
      const created = await create({ yayinTarihi: day(-1) });
      await t.handle.db.insert(ihaleDosya).values({
        ihaleId: created.id,
        url: '/api/dosya/kart.webp',
        adi: 'kart.webp',
        kullanimTuruId: FILE_USAGE.cardImage,
      });
      // The version the staff member checked is required: an older one is refused.
      const stale = await call('POST', `ihaleler/${created.id}/yayinla`, {
        guncellemeTarihi: new Date(0).toISOString(),
      });
      assertErrorShape(stale, 409, 'stale');
      const bad = await call('POST', `ihaleler/${created.id}/yayinla`, {});
      assertErrorShape(bad, 400, 'no version');
      assert.deepEqual(messagesOf(bad), [M.versionRequired]);

      const [first, second] = await Promise.all([
        call('POST', `ihaleler/${created.id}/yayinla`, { guncellemeTarihi: created.guncellemeTarihi }),
        call('POST', `ihaleler/${created.id}/yayinla`, { guncellemeTarihi: created.guncellemeTarihi }),
      ]);
      assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 409]);
      const ok = first.statusCode === 200 ? first : second;
      assert.equal(data<StaffTenderSavedWire>(ok).ihaleDurumuId, TENDER_STATUS.baslamadi);
      const published = (await audits(created.id)).filter((a) => a.islem === 'ihale.yayinla');
      assert.equal(published.length, 1);
      assert.deepEqual(published[0].onceki, { ihaleDurumuId: TENDER_STATUS.taslak });
      assert.equal((published[0].sonraki as { ihaleDurumuId: number }).ihaleDurumuId, TENDER_STATUS.baslamadi);

      const shown = await publicDetail(created.id);
      assert.equal(shown.length, 1);
      assert.equal(shown[0].IhaleDurumuId, TENDER_STATUS.baslamadi);

      // Still editable before its start; an edit must keep it publishable.
      const d = await detail(created.id);
      assert.equal(d.duzenlenebilir, true);
      const broken = await call('PUT', `ihaleler/${created.id}`, {
        ...draft({ yayinTarihi: day(-1), bitisTarihi: day(2) }),
        guncellemeTarihi: d.guncellemeTarihi,
      });
      assertErrorShape(broken, 400, 'unpublishable edit');
      assert.deepEqual(messagesOf(broken), [MISSING.endBeforeStart]);
      const fine = await call('PUT', `ihaleler/${created.id}`, {
        ...draft({ yayinTarihi: day(-1), baslik: 'Yayındaki ihale, düzeltilmiş' }),
        guncellemeTarihi: d.guncellemeTarihi,
      });
      assert.equal(fine.statusCode, 200, fine.body);
      assert.equal((await publicDetail(created.id))[0].Baslik, 'Yayındaki ihale, düzeltilmiş');
    });

    it('a draft whose publish date is ahead is published but not public until then', async () => {
      const created = await create({ yayinTarihi: day(2) });
      await t.handle.db.insert(ihaleDosya).values({
        ihaleId: created.id,
        url: '/api/dosya/kart2.webp',
        adi: 'kart2.webp',
        kullanimTuruId: FILE_USAGE.cardImage,
      });
      const res = await call('POST', `ihaleler/${created.id}/yayinla`, { guncellemeTarihi: created.guncellemeTarihi });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(await publicDetail(created.id), []);
    });
  });
});
