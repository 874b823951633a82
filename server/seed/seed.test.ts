// Also on PostgreSQL: several instances starting at once seed once, under the seed's advisory lock.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TZDate } from '@date-fns/tz';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import * as s from '../db/schema';
import { openTestDatabase } from '../db/test-db';
import { CURRENT_CONTRACT_VERSION } from '../modules/accounts/contract-version';
import { DEFAULTED_TENDER, TEST_CITIZENS, UNLINKED_MERSIS_VKN } from './constants';
import { seedIfEmpty } from './index';
import { bandIndex, INCREMENT_BANDS, incrementsFor } from '../../lib/rules/bid-increments';

const MIN = 60_000;
const PUBLIC_DIR = path.resolve(__dirname, '../../public');
// A fixed, odd moment (not on a minute boundary) so nothing depends on the wall clock.
const NOW = new Date('2026-11-21T09:17:23.456Z');

const TABLES = [
  'kategori',
  'para_birimi',
  'olcu_birimi',
  'teslimat_yeri',
  'ihale_kalem_kategori',
  'etiket',
  'otomatik_uzatma_ayar',
  'edevlet_vatandas',
  'mersis_firma',
  'mersis_ortak',
  'cari',
  'gercek_kisilik',
  'firma_yetkili',
  'sozlesme_onay',
  'teminat_hareket',
  'cari_iban',
  'ihale',
  'ihale_kalem',
  'ihale_dosya',
  'ihale_kalem_dosya',
  'ihale_etiket',
  'ihale_katilim_cari',
  'teklif',
  'favori_ihale',
  'duyuru',
  'ana_sayfa_slider',
  'portal_sayfa',
  'iletisim',
  'iletisim_yazisma',
];

describe('demo seed', () => {
  let handle: DbHandle;
  let firstResult: boolean;
  let countsAfterFirst: Record<string, number>;

  const countRows = async () => {
    const out: Record<string, number> = {};
    for (const t of TABLES) {
      const res = await handle.db.execute(sql.raw(`select count(*)::int as c from "${t}"`));
      const rows = (res as unknown as { rows: Array<{ c: number }> }).rows;
      out[t] = Number(rows[0].c);
    }
    return out;
  };

  const tenders = () => handle.db.select().from(s.ihale).orderBy(asc(s.ihale.id));
  const items = () => handle.db.select().from(s.ihaleKalem);
  const effectiveEnd = (t: { bitisTarihi: Date; uzatilmisBitisTarihi: Date | null }) =>
    (t.uzatilmisBitisTarihi ?? t.bitisTarihi).getTime();
  const isPublic = (t: typeof s.ihale.$inferSelect) =>
    t.ihaleTipiId === 51 && !t.yayindanKaldir && t.ihaleDurumuId !== 211 && t.yayinTarihi.getTime() <= NOW.getTime();

  before(async () => {
    handle = await openTestDatabase();
    firstResult = await seedIfEmpty(handle.db, NOW);
    countsAfterFirst = await countRows();
  });
  after(async () => {
    await handle.close();
  });

  describe('idempotence', () => {
    it('seeds an empty database and reports it', () => {
      assert.equal(firstResult, true);
      assert.ok(countsAfterFirst.ihale >= 60, `only ${countsAfterFirst.ihale} tenders`);
    });

    it('leaves a seeded database alone on the second call, even with another time', async () => {
      const second = await seedIfEmpty(handle.db, new Date(NOW.getTime() + 3_600_000));
      assert.equal(second, false);
      assert.deepEqual(await countRows(), countsAfterFirst);
    });

    it('moves the id sequences past the seeded ids, so the application can insert', async () => {
      const [row] = await handle.db
        .insert(s.cari)
        .values({ tur: 'gercek', unvan: 'Sıra Denemesi' })
        .returning({ id: s.cari.id });
      const [max] = await handle.db.select({ m: sql<number>`max(${s.cari.id})` }).from(s.cari);
      assert.equal(row.id, Number(max.m));
      await handle.db.delete(s.cari).where(eq(s.cari.id, row.id));
    });
  });

  describe('tender timing relative to now', () => {
    it('has at least 8 public running tenders ending three hours or more after now', async () => {
      const list = (await tenders()).filter(
        (t) => isPublic(t) && t.ihaleDurumuId === 213 && effectiveEnd(t) >= NOW.getTime() + 180 * MIN,
      );
      assert.ok(list.length >= 8, `found ${list.length}`);
      for (const t of list) assert.ok(t.baslangicTarihi.getTime() < NOW.getTime());
    });

    it('has exactly 3 public running tenders ending 10–30 minutes after now', async () => {
      const list = (await tenders()).filter(
        (t) =>
          isPublic(t) &&
          t.ihaleDurumuId === 213 &&
          effectiveEnd(t) >= NOW.getTime() + 10 * MIN &&
          effectiveEnd(t) <= NOW.getTime() + 30 * MIN,
      );
      assert.equal(list.length, 3);
    });

    it('has 6 public tenders starting 5–60 minutes after now', async () => {
      const list = (await tenders()).filter(
        (t) =>
          isPublic(t) &&
          t.ihaleDurumuId === 212 &&
          t.baslangicTarihi.getTime() >= NOW.getTime() + 5 * MIN &&
          t.baslangicTarihi.getTime() <= NOW.getTime() + 60 * MIN,
      );
      assert.equal(list.length, 6);
    });

    it('keeps every status consistent with the clock', async () => {
      for (const t of await tenders()) {
        const start = t.baslangicTarihi.getTime();
        const end = effectiveEnd(t);
        assert.ok(start < t.bitisTarihi.getTime(), `tender ${t.id} ends before it starts`);
        if (t.ihaleDurumuId === 212) assert.ok(start > NOW.getTime(), `212 tender ${t.id} already started`);
        if (t.ihaleDurumuId === 213)
          assert.ok(start <= NOW.getTime() && end > NOW.getTime(), `213 tender ${t.id} not running`);
        if ([214, 215, 216].includes(t.ihaleDurumuId))
          assert.ok(end < NOW.getTime(), `ended tender ${t.id} still running`);
      }
    });

    it('covers every status 211–217, drafts, withdrawn and licensed-sale tenders', async () => {
      const all = await tenders();
      const statuses = new Set(all.map((t) => t.ihaleDurumuId));
      for (let id = 211; id <= 217; id++) assert.ok(statuses.has(id), `status ${id} missing`);
      assert.ok(all.some((t) => t.ihaleDurumuId === 211));
      assert.ok(all.some((t) => t.yayindanKaldir));
      assert.ok(all.filter((t) => t.ihaleTipiId === 52).length >= 2);
      assert.ok(all.filter((t) => isPublic(t) && t.oneCikar && [212, 213].includes(t.ihaleDurumuId)).length >= 3);
      assert.ok(
        all.some((t) => t.ihaleTipiId === 51 && t.yayinTarihi.getTime() > NOW.getTime()),
        'no future publication',
      );
    });

    it('offers every increment band and a non-TL currency among the listed tenders', async () => {
      const all = await tenders();
      const listed = new Set(all.filter((t) => isPublic(t) && [212, 213].includes(t.ihaleDurumuId)).map((t) => t.id));
      const bands = new Set(
        (await items()).filter((k) => listed.has(k.ihaleId)).map((k) => bandIndex(Number(k.acilisFiyati))),
      );
      assert.equal(bands.size, INCREMENT_BANDS.length);
      const currencies = await handle.db.select().from(s.paraBirimi);
      const nonTl = new Set(currencies.filter((c) => c.adi !== 'TL').map((c) => c.id));
      assert.deepEqual(currencies.map((c) => c.adi).sort(), ['EUR', 'TL', 'USD']);
      assert.ok(all.some((t) => listed.has(t.id) && nonTl.has(t.paraBirimiId)));
    });

    it('gives every tender exactly one item and a deposit of about 10% of the opening price', async () => {
      const byTender = new Map<number, Array<typeof s.ihaleKalem.$inferSelect>>();
      for (const k of await items()) byTender.set(k.ihaleId, [...(byTender.get(k.ihaleId) ?? []), k]);
      for (const t of await tenders()) {
        const own = byTender.get(t.id) ?? [];
        assert.equal(own.length, 1, `tender ${t.id} has ${own.length} items`);
        const ratio = Number(t.teminatTutari) / Number(own[0].acilisFiyati);
        assert.ok(ratio > 0.09 && ratio < 0.11, `tender ${t.id} deposit ratio ${ratio}`);
        assert.equal(own[0].herkeseAcikSatisIhaleKalemRumuz, 'Rumuz');
      }
    });
  });

  describe('bids and results', () => {
    it('has strictly increasing bids per tender, each step at least the band’s smallest increment', async () => {
      const all = await tenders();
      const itemOf = new Map((await items()).map((k) => [k.ihaleId, k]));
      const bids = await handle.db.select().from(s.teklif).orderBy(asc(s.teklif.ihaleId), asc(s.teklif.siraNo));
      const joins = await handle.db.select().from(s.ihaleKatilimCari);
      let tendersWithBids = 0;
      for (const t of all) {
        const own = bids.filter((b) => b.ihaleId === t.id);
        const item = itemOf.get(t.id)!;
        assert.equal(t.teklifSiraNo, own.length, `tender ${t.id} teklif_sira_no`);
        if (own.length === 0) {
          assert.equal(Number(item.turTeklifleriTeklifTutariMax), 0);
          continue;
        }
        tendersWithBids++;
        const opening = Number(item.acilisFiyati);
        const smallest = incrementsFor(opening)[0];
        assert.ok(Number(own[0].teklifTutari) >= opening, `tender ${t.id} first bid below opening price`);
        own.forEach((b, i) => {
          assert.equal(b.siraNo, i + 1);
          assert.equal(b.ihaleKalemId, item.id);
          const amount = Number(b.teklifTutari);
          assert.ok(Number.isInteger(amount), `bid ${b.id} is not a whole number`);
          assert.ok(
            b.teklifTarihi.getTime() <= NOW.getTime() && b.teklifTarihi.getTime() >= t.baslangicTarihi.getTime(),
          );
          assert.ok(b.teklifTarihi.getTime() <= effectiveEnd(t));
          const join = joins.find((j) => j.ihaleId === t.id && j.cariId === b.cariId);
          assert.ok(join?.isActive && join.cariRumuzu === b.cariRumuzu, `bid ${b.id} without matching join`);
          if (i > 0) {
            const prev = own[i - 1];
            assert.ok(amount - Number(prev.teklifTutari) >= smallest, `tender ${t.id} step below ${smallest}`);
            assert.ok(b.teklifTarihi.getTime() > prev.teklifTarihi.getTime());
            assert.notEqual(b.cariId, prev.cariId, `tender ${t.id}: an account outbid itself`);
          }
        });
        assert.equal(Number(item.turTeklifleriTeklifTutariMax), Number(own[own.length - 1].teklifTutari));
        assert.ok([213, 214, 215].includes(t.ihaleDurumuId), `tender ${t.id} in status ${t.ihaleDurumuId} has bids`);
      }
      assert.ok(tendersWithBids >= 20);
      assert.ok(new Set(bids.map((b) => b.cariRumuzu)).size >= 5, 'too few aliases');
    });

    it('records winners, payment deadlines and deposit effects of ended tenders', async () => {
      const all = await tenders();
      const bids = await handle.db.select().from(s.teklif);
      const joins = await handle.db.select().from(s.ihaleKatilimCari);
      const ledger = await handle.db.select().from(s.teminatHareket);
      const collections = await handle.db.select().from(s.ihaleTahsilat);
      const won = all.filter((x) => x.ihaleDurumuId === 215);
      assert.ok(
        won.some((t) => t.odemeDurumu === 1),
        'the demo has a won tender awaiting payment',
      );
      assert.ok(
        won.some((t) => t.odemeDurumu === 2),
        'and a paid one',
      );
      const defaulted = won.filter((t) => t.kazananCariId === DEFAULTED_TENDER.winnerCariId);
      assert.equal(defaulted.length, 1, 'one defaulted tender');
      assert.ok(defaulted[0].sonOdemeTarihi!.getTime() < NOW.getTime());
      const second = bids.filter((b) => b.ihaleId === defaulted[0].id && b.cariId !== DEFAULTED_TENDER.winnerCariId);
      assert.equal(
        second.sort((a, b) => Number(b.teklifTutari) - Number(a.teklifTutari))[0].cariId,
        DEFAULTED_TENDER.runnerUpCariId,
      );
      for (const t of won) {
        const own = bids.filter((b) => b.ihaleId === t.id).sort((a, b) => a.siraNo - b.siraNo);
        const top = own[own.length - 1];
        assert.equal(t.kazananCariId, top.cariId);
        assert.equal(Number(t.kazananTutar), Number(top.teklifTutari));
        // Deadline passed: paid by transfer; still ahead: awaiting payment (docs/architecture.md §9).
        // The one defaulted tender (constants.ts DEFAULTED_TENDER) is still awaiting after its deadline.
        const defaulted = t.kazananCariId === DEFAULTED_TENDER.winnerCariId;
        const paid = t.sonOdemeTarihi!.getTime() < NOW.getTime() && !defaulted;
        assert.equal(t.odemeDurumu, paid ? 2 : 1);
        const collected = collections.filter((c) => c.ihaleId === t.id);
        assert.deepEqual(
          collected.map((c) => [c.cariId, c.kaynak, c.idempotencyKey, Number(c.tutar)]),
          paid ? [[t.kazananCariId, 'havale', `seed:${t.id}`, Number(t.kazananTutar) - Number(t.teminatTutari)]] : [],
        );
        const deadline = new TZDate(t.sonOdemeTarihi!.getTime(), 'Europe/Istanbul');
        const endLocal = new TZDate(effectiveEnd(t), 'Europe/Istanbul');
        const expectedDay = new TZDate(endLocal.getTime(), 'Europe/Istanbul');
        expectedDay.setDate(expectedDay.getDate() + t.sonOdemeIcinEklenecekGun);
        assert.equal(deadline.getDate(), expectedDay.getDate());
        assert.equal(deadline.getMonth(), expectedDay.getMonth());
        assert.deepEqual([deadline.getHours(), deadline.getMinutes(), deadline.getSeconds()], [23, 59, 59]);
        for (const j of joins.filter((x) => x.ihaleId === t.id)) {
          const kinds = ledger
            .filter((r) => r.ihaleId === t.id && r.cariId === j.cariId)
            .map((r) => r.tur)
            .sort();
          if (j.cariId === t.kazananCariId) {
            assert.equal(j.kazanilmaDurumu, 1);
            assert.deepEqual(kinds, t.odemeDurumu === 2 ? ['blokaj', 'blokaj_cozme', 'kullanim'] : ['blokaj']);
          } else {
            assert.equal(j.kazanilmaDurumu, 2);
            assert.deepEqual(kinds, ['blokaj', 'blokaj_cozme']);
          }
        }
      }
      for (const t of all.filter((x) => x.ihaleDurumuId === 216)) {
        assert.equal(bids.filter((b) => b.ihaleId === t.id).length, 0);
        assert.equal(t.kazananCariId, null);
        for (const j of joins.filter((x) => x.ihaleId === t.id)) {
          assert.equal(j.kazanilmaDurumu, 2);
          assert.ok(ledger.some((r) => r.ihaleId === t.id && r.cariId === j.cariId && r.tur === 'blokaj_cozme'));
        }
      }
      for (const t of all.filter((x) => ![215, 216].includes(x.ihaleDurumuId))) {
        assert.equal(t.kazananCariId, null);
        assert.equal(t.sonOdemeTarihi, null);
        for (const j of joins.filter((x) => x.ihaleId === t.id)) assert.equal(j.kazanilmaDurumu, null);
      }
      assert.ok(
        all.some((t) => t.ihaleDurumuId === 215 && t.uzatilmisBitisTarihi),
        'no extended ended tender',
      );
      assert.ok(all.filter((t) => t.otomatikUzatmaAyarId !== null).length >= 5);
    });
  });

  describe('people and accounts', () => {
    const person = async (kimlikNo: string) => {
      const [gk] = await handle.db.select().from(s.gercekKisilik).where(eq(s.gercekKisilik.kimlikNo, kimlikNo));
      return gk;
    };
    const contracts = (cariId: number) =>
      handle.db.select().from(s.sozlesmeOnay).where(eq(s.sozlesmeOnay.cariId, cariId));
    const companiesOf = async (gercekKisilikId: number) =>
      (
        await handle.db
          .select({ vkn: s.cari.vergiNo, unvan: s.cari.unvan })
          .from(s.firmaYetkili)
          .innerJoin(s.cari, eq(s.cari.id, s.firmaYetkili.firmaCariId))
          .where(eq(s.firmaYetkili.gercekKisilikId, gercekKisilikId))
      )
        .map((c) => c.vkn)
        .sort();

    it('knows exactly the six test citizens and the five staff members', async () => {
      const rows = await handle.db.select().from(s.edevletVatandas).orderBy(asc(s.edevletVatandas.kimlikNo));
      assert.deepEqual(
        rows.map((r) => [r.kimlikNo, r.adi, r.soyadi]),
        [
          ['10000000146', 'Ayşe', 'Yılmaz'],
          ['10000000214', 'Mehmet', 'Kaya'],
          ['10000000382', 'Zeynep', 'Demir'],
          ['10000000450', 'Ali', 'Çelik'],
          ['10000000528', 'Fatma', 'Şahin'],
          ['10000000696', 'Mustafa Can', 'Öztürk'],
          ['10000000764', 'Selin', 'Aydın'],
          ['10000000832', 'Burak', 'Koç'],
          ['10000000900', 'Elif', 'Arslan'],
          ['10000001068', 'Deniz', 'Özkan'],
          ['10000001136', 'Hakan', 'Yıldız'],
        ],
      );
      const fatma = rows.find((r) => r.kimlikNo === TEST_CITIZENS.fatmaSahin)!;
      assert.equal(fatma.eposta, null);
      assert.equal(fatma.gsm, null);
      const bidders = Object.values(TEST_CITIZENS) as string[];
      for (const r of rows.filter((x) => bidders.includes(x.kimlikNo) && x.kimlikNo !== TEST_CITIZENS.fatmaSahin)) {
        assert.match(r.gsm ?? '', /^5\d{9}$/);
        assert.match(r.eposta ?? '', /@example\.com\.tr$/);
      }
    });

    it('gives Ayşe Yılmaz an account in order with two companies', async () => {
      const gk = await person(TEST_CITIZENS.ayseYilmaz);
      assert.ok(gk);
      const [acc] = await handle.db.select().from(s.cari).where(eq(s.cari.id, gk.cariId));
      assert.equal(acc.tur, 'gercek');
      assert.equal(acc.unvan, 'Ayşe Yılmaz');
      assert.deepEqual(
        (await contracts(gk.cariId)).map((c) => [c.ihaleTipiId, c.versiyon]),
        [[51, CURRENT_CONTRACT_VERSION]],
      );
      assert.deepEqual(await companiesOf(gk.id), ['1234567890', '9876543217']);
    });

    it('gives Mehmet Kaya an account in order without companies', async () => {
      const gk = await person(TEST_CITIZENS.mehmetKaya);
      assert.ok(gk);
      assert.deepEqual(
        (await contracts(gk.cariId)).map((c) => c.versiyon),
        [CURRENT_CONTRACT_VERSION],
      );
      assert.deepEqual(await companiesOf(gk.id), []);
    });

    it('gives Ali Çelik outdated contracts and one company', async () => {
      const gk = await person(TEST_CITIZENS.aliCelik);
      assert.ok(gk);
      const versions = (await contracts(gk.cariId)).map((c) => c.versiyon);
      assert.ok(versions.length > 0 && Math.max(...versions) < CURRENT_CONTRACT_VERSION);
      assert.deepEqual(await companiesOf(gk.id), ['4567891233']);
      const [company] = await handle.db.select().from(s.cari).where(eq(s.cari.vergiNo, '4567891233'));
      assert.equal(company.unvan, 'Karadeniz Makine San. A.Ş.');
    });

    it('gives Zeynep Demir, Fatma Şahin and Mustafa Can Öztürk no portal account', async () => {
      for (const k of [TEST_CITIZENS.zeynepDemir, TEST_CITIZENS.fatmaSahin, TEST_CITIZENS.mustafaCanOzturk]) {
        assert.equal(await person(k), undefined, `${k} has an account`);
      }
      const names = (await handle.db.select({ unvan: s.cari.unvan }).from(s.cari)).map((c) => c.unvan);
      for (const n of ['Zeynep Demir', 'Fatma Şahin', 'Mustafa Can Öztürk']) assert.ok(!names.includes(n));
    });

    it('lists every company in the registry with an authorised partner, and Marmara Çelik for Ayşe only there', async () => {
      const firms = await handle.db.select().from(s.mersisFirma);
      const partners = await handle.db.select().from(s.mersisOrtak);
      const companies = await handle.db.select().from(s.cari).where(eq(s.cari.tur, 'firma'));
      for (const c of companies) {
        assert.ok(
          firms.some((f) => f.vkn === c.vergiNo && f.unvani === c.unvan),
          `${c.unvan} not in MERSIS`,
        );
        assert.ok(
          partners.some((p) => p.vkn === c.vergiNo && p.yetkili),
          `${c.unvan} has no authorised partner`,
        );
      }
      const marmara = firms.find((f) => f.vkn === UNLINKED_MERSIS_VKN);
      assert.equal(marmara?.unvani, 'Marmara Çelik Ticaret A.Ş.');
      assert.ok(
        partners.some((p) => p.vkn === UNLINKED_MERSIS_VKN && p.kimlikNo === TEST_CITIZENS.ayseYilmaz && p.yetkili),
      );
      assert.equal(companies.filter((c) => c.vergiNo === UNLINKED_MERSIS_VKN).length, 0);
      // The registry lists people, not the e-Devlet stand-in: bidders' partners are not test citizens.
      const citizenIds = new Set(Object.values(TEST_CITIZENS) as string[]);
      for (const c of companies.filter((x) => !['1234567890', '9876543217', '4567891233'].includes(x.vergiNo!))) {
        assert.ok(partners.filter((p) => p.vkn === c.vergiNo).every((p) => !citizenIds.has(p.kimlikNo)));
      }
    });

    it('keeps test citizens’ accounts free of joins and bids; Ayşe has one favourite and one conversation', async () => {
      const ayse = await person(TEST_CITIZENS.ayseYilmaz);
      const own = new Set(
        (
          await handle.db
            .select({ id: s.cari.id })
            .from(s.cari)
            .where(
              sql`${s.cari.id} in (select cari_id from gercek_kisilik) or ${s.cari.id} in (select firma_cari_id from firma_yetkili)`,
            )
        ).map((r) => r.id),
      );
      assert.equal(own.size, 6);
      const joins = await handle.db.select().from(s.ihaleKatilimCari);
      const bids = await handle.db.select().from(s.teklif);
      // Except the defaulted tender's winner and runner-up (constants.ts DEFAULTED_TENDER), in that tender only.
      const defaulted = (await tenders()).find((t) => t.kazananCariId === DEFAULTED_TENDER.winnerCariId)!.id;
      assert.ok(joins.every((j) => !own.has(j.cariId) || j.ihaleId === defaulted));
      assert.ok(bids.every((b) => !own.has(b.cariId) || b.ihaleId === defaulted));
      assert.deepEqual([...new Set(joins.filter((j) => own.has(j.cariId)).map((j) => j.cariId))].sort(), [
        DEFAULTED_TENDER.winnerCariId,
        DEFAULTED_TENDER.runnerUpCariId,
      ]);
      const favs = await handle.db.select().from(s.favoriIhale);
      assert.deepEqual(
        favs.map((f) => f.cariId),
        [ayse.cariId],
      );
      const [favTender] = await handle.db.select().from(s.ihale).where(eq(s.ihale.id, favs[0].ihaleId));
      assert.ok(isPublic(favTender) && favTender.ihaleDurumuId === 213);
      const convs = await handle.db.select().from(s.iletisim);
      assert.deepEqual(
        convs.map((c) => c.cariId),
        [ayse.cariId],
      );
      const msgs = await handle.db
        .select()
        .from(s.iletisimYazisma)
        .where(eq(s.iletisimYazisma.iletisimId, convs[0].id));
      assert.equal(msgs.length, 2);
      assert.equal(msgs.filter((m) => m.kurumYazisi).length, 1);
      assert.equal((await handle.db.select().from(s.cariIban)).length, 0);
    });

    it('leaves every account enough available deposit to join any seeded tender', async () => {
      const ledger = await handle.db.select().from(s.teminatHareket);
      const allTenders = await tenders();
      const maxDeposit = Math.max(...allTenders.map((t) => Number(t.teminatTutari)));
      for (const c of await handle.db.select().from(s.cari)) {
        const own = ledger.filter((r) => r.cariId === c.id);
        const sum = (kinds: string[], ihaleId?: number | null) =>
          own
            .filter((r) => kinds.includes(r.tur) && (ihaleId === undefined || r.ihaleId === ihaleId))
            .reduce((a, r) => a + Number(r.tutar), 0);
        assert.ok(own.some((r) => r.tur === 'yatirma' && r.yon === 1 && r.aciklama === 'Teminat yatırma (EFT)'));
        // The auction engine's arithmetic: every row moves the available amount by its direction.
        const available = own.reduce((a, r) => a + (r.yon === 1 ? 1 : -1) * Number(r.tutar), 0);
        assert.ok(available >= maxDeposit, `${c.unvan} has only ${available}`);
        for (const r of own) assert.equal(r.yon, ['yatirma', 'blokaj_cozme', 'iade_red'].includes(r.tur) ? 1 : 2);
        // Nothing stays blocked on a tender that has a result, except a winner's awaiting payment.
        for (const ihaleId of new Set(own.filter((r) => r.ihaleId !== null).map((r) => r.ihaleId))) {
          const blocked = sum(['blokaj'], ihaleId) - sum(['blokaj_cozme'], ihaleId);
          const t = allTenders.find((x) => x.id === ihaleId)!;
          const awaiting = t.ihaleDurumuId === 215 && t.kazananCariId === c.id && t.odemeDurumu === 1;
          assert.equal(
            blocked,
            [215, 216].includes(t.ihaleDurumuId) && !awaiting ? 0 : Number(t.teminatTutari),
            `${c.unvan} tender ${ihaleId}`,
          );
        }
      }
    });
  });

  describe('files', () => {
    const fileOf = (url: string) => path.join(PUBLIC_DIR, url);

    it('references only files that exist under public/, and every PDF is a valid PDF', async () => {
      const urls = new Set<string>([
        ...(await handle.db.select({ u: s.ihaleDosya.url }).from(s.ihaleDosya)).map((r) => r.u),
        ...(await handle.db.select({ u: s.ihaleKalemDosya.url }).from(s.ihaleKalemDosya)).map((r) => r.u),
        ...(await handle.db.select({ u: s.anaSayfaSlider.url }).from(s.anaSayfaSlider)).map((r) => r.u),
      ]);
      assert.ok(urls.size > 20);
      for (const url of urls) {
        assert.match(url, /^\/media\/[a-z0-9/-]+\.(svg|pdf)$/);
        assert.ok(fs.existsSync(fileOf(url)), `missing ${url}`);
        const bytes = fs.readFileSync(fileOf(url));
        if (url.endsWith('.pdf')) {
          const text = bytes.toString('latin1');
          assert.ok(text.startsWith('%PDF-1.'), `${url} is not a PDF`);
          // Every xref entry must point at the object it names (entry k is object k; 0 is the free head).
          const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
          assert.ok(text.startsWith('xref', xrefAt), `${url} startxref is wrong`);
          const lines = text.slice(xrefAt).split('\n');
          const count = Number(lines[1].split(' ')[1]);
          for (let k = 1; k < count; k++) {
            assert.ok(text.startsWith(`${k} 0 obj`, Number(lines[2 + k].slice(0, 10))), `${url} object ${k}`);
          }
        } else {
          const text = bytes.toString('utf8');
          assert.ok(text.startsWith('<svg') && text.includes('<title'), `${url} is not a titled SVG`);
        }
      }
    });

    it('gives every tender one card image, galleries of one and of five or more, and PDF attachments', async () => {
      const files = await handle.db.select().from(s.ihaleDosya);
      const galleryCounts: number[] = [];
      for (const t of await tenders()) {
        const own = files.filter((f) => f.ihaleId === t.id);
        assert.equal(own.filter((f) => f.kullanimTuruId === 221).length, 1, `tender ${t.id} card images`);
        const attachments = own.filter((f) => f.kullanimTuruId === 223);
        assert.ok(attachments.length >= 1 && attachments.every((f) => f.url.endsWith('.pdf')));
        galleryCounts.push(own.filter((f) => f.kullanimTuruId === 222).length);
      }
      assert.ok(galleryCounts.includes(1));
      assert.ok(galleryCounts.some((c) => c >= 5));
      assert.ok(galleryCounts.every((c) => c >= 1));
    });
  });

  describe('lookups and content', () => {
    it('has the fixed lookup rows', async () => {
      const rows = new Map((await handle.db.select().from(s.kategori)).map((k) => [k.id, k]));
      assert.equal(rows.get(51)?.adi, 'Herkese Açık Satış');
      assert.equal(rows.get(52)?.adi, 'Lisanslı Satış');
      assert.equal(rows.get(213)?.adi, 'Devam Ediyor');
      assert.equal(rows.get(201)?.adi, 'Açık');
      assert.equal(rows.get(223)?.adi, 'Ek Dosya');
      const topics = [...rows.values()].filter((k) => k.ustKategoriId === 190);
      assert.ok(topics.length >= 5 && topics.some((k) => k.adi === 'Teminat İşlemleri'));
      for (let id = 211; id <= 217; id++) assert.equal(rows.get(id)?.ustKategoriId, 210);
    });

    it('has a category tree of at least three levels and items only in leaf categories', async () => {
      const cats = await handle.db.select().from(s.ihaleKalemKategori);
      const parent = new Map(cats.map((c) => [c.id, c.ustIhaleKalemKategoriId]));
      const depth = (id: number): number => (id === 1 ? 0 : 1 + depth(parent.get(id)!));
      assert.equal(parent.get(1), null);
      assert.ok(Math.max(...cats.map((c) => depth(c.id))) >= 3);
      const parents = new Set(cats.map((c) => c.ustIhaleKalemKategoriId));
      const used = new Set((await items()).map((k) => k.ihaleKalemKategoriId));
      for (const id of used) assert.ok(!parents.has(id), `category ${id} is not a leaf`);
      assert.ok(used.size >= 12);
    });

    it('has announcements with exactly one published popup and one withdrawn', async () => {
      const rows = await handle.db.select().from(s.duyuru);
      assert.ok(rows.length >= 15);
      const published = rows.filter((d) => !d.yayindanKaldir && d.yayinTarihi.getTime() <= NOW.getTime());
      assert.ok(published.length >= 15);
      assert.equal(published.filter((d) => d.popup).length, 1);
      assert.equal(rows.filter((d) => d.yayindanKaldir).length, 1);
      assert.ok(rows.every((d) => d.ihaleTipiId === 51 && d.icerik.includes('<p>')));
      const oldest = Math.min(...published.map((d) => d.yayinTarihi.getTime()));
      assert.ok(NOW.getTime() - oldest > 60 * 24 * 60 * MIN, 'announcements do not span months');
    });

    it('has at least three slides and the five portal pages with real content', async () => {
      const slides = await handle.db.select().from(s.anaSayfaSlider).orderBy(asc(s.anaSayfaSlider.siraNo));
      assert.ok(slides.length >= 3);
      assert.ok(slides.every((x) => x.aciklama.length > 10 && x.aktif && x.ihaleTipiId === 51));
      const pages = await handle.db.select().from(s.portalSayfa).orderBy(asc(s.portalSayfa.sayfaId));
      assert.deepEqual(
        pages.map((x) => x.sayfaId),
        [141, 142, 143, 144, 145],
      );
      for (const pg of pages) {
        assert.ok(pg.icerik.length > 1500, `page ${pg.sayfaId} is short`);
        assert.ok(
          pg.icerik.includes('<h2>') && pg.icerik.includes('<h3>') && /<(ul|ol)>/.test(pg.icerik),
          `page ${pg.sayfaId} lacks structure`,
        );
      }
    });
  });
});
