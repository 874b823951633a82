// Also on PostgreSQL: the OCDS packages' JSON aggregation on the production engine.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import { ODEME_DURUMU } from '../../lib/contract/money';
import { SETTLEMENT_MESSAGES } from '../../lib/contract/settlement';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import {
  cari,
  gercekKisilik,
  ihale,
  ihaleKalem,
  ihaleKatilimCari,
  ihaleYanma,
  ikinciTeklifDaveti,
  ocdsSurum,
  otomatikUzatmaAyar,
  teklif,
} from '../db/schema';
import { seed } from '../seed';
import { openTestDatabase } from '../db/test-db';
import { endWithoutWinner } from '../money/settlement/end-without-winner';
import { ID_MERGED_ARRAYS } from './ocds-merge';
import { ocdsPackageValidator, ocdsRecordPackageValidator, patchedReleaseSchema } from './ocds-schema-support';

const ORIGIN = 'https://ihale.example.gov.tr';
const API = `${ORIGIN}/api`;
const ONE = '/api/acik-veri/ocds/ihaleler';
const RECORDS = '/api/acik-veri/ocds/kayitlar';
const now = new Date('2026-11-20T09:00:00.000Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

type Pkg = {
  uri: string;
  license: string;
  extensions: string[];
  publisher: { name: string };
  links?: { next: string };
  releases: Release[];
};
type RecordPkg = Omit<Pkg, 'releases'> & {
  packages: string[];
  records: { ocid: string; releases: Release[]; compiledRelease: Release }[];
};
type Money = { amount: number; currency: string };
type Ref = { id: string; name: string };
type Period = { startDate: string; endDate: string };
/** The parts of a release the assertions read. */
interface Release {
  ocid: string;
  id: string;
  date: string;
  tag: string[];
  language: string;
  parties: { name: string; roles: string[] }[];
  tender: {
    id: string;
    status: string;
    statusDetails?: string;
    description: string;
    value: Money;
    items: { quantity: number }[];
    tenderPeriod: Period;
    submissionMethodDetails: string;
    participationFees: { type: string[]; value: Money }[];
    auctions: { url: string; period: Period; minimalStep: Money }[];
  };
  awards: {
    id: string;
    status: string;
    description?: string;
    value: Money;
    suppliers: Ref[];
    relatedBids: string[];
  }[];
  bids: {
    details: { id: string; date: string; value: Money; tenderers: Ref[] }[];
    statistics: { measure: string; value: number }[];
  };
}

/**
 * The OCDS open data (docs/architecture.md §12) over the demo seed plus tenders made here: every
 * package validates against the OCDS 1.1.5 schema patched with the three extensions, hidden tenders
 * do not leak, bidders appear by alias only, and the bulk package pages by absolute `links.next`.
 */
describe('OCDS release packages', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const validate = ocdsPackageValidator();
  const ended: { id: number; durum: number }[] = [];
  const hidden: { id: number; why: string }[] = [];
  let made: number;

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
  const valid = (body: unknown, what: string) => assert.deepEqual(validate(body), [], what);
  const validateRecords = ocdsRecordPackageValidator();
  const validRecords = (body: unknown, what: string) => assert.deepEqual(validateRecords(body), [], what);

  before(async () => {
    handle = await openTestDatabase();
    await seed(handle.db, now);
    app = await buildApp({
      config: loadConfig({ PUBLIC_ORIGIN: ORIGIN, OCDS_OCID_PREFIX: 'ocds-test01' }),
      db: handle.db,
      now: () => now,
    });
    // A won tender with an automatic extension that moved its end, two bidders and an automatic bid.
    const db = handle.db;
    const [tpl] = await db.select().from(ihale).where(eq(ihale.id, 1));
    const [kalemTpl] = await db.select().from(ihaleKalem).where(eq(ihaleKalem.ihaleId, 1));
    const [rule] = await db.select().from(otomatikUzatmaAyar).limit(1);
    const [a, b] = await db.select({ id: cari.id }).from(cari).orderBy(cari.id).limit(2);
    const [row] = await db
      .insert(ihale)
      .values({
        ...tpl,
        id: undefined,
        baslik: 'Açık veri deneme ihalesi',
        aciklama: '<p>Deneme <strong>hurda</strong> satışı</p>',
        yayinTarihi: at(-100),
        baslangicTarihi: at(-50),
        bitisTarihi: at(-3),
        uzatilmisBitisTarihi: at(-2.5),
        teminatTutari: '1500.00',
        ihaleDurumuId: TENDER_STATUS.kazananBelirli,
        paraBirimiId: 3,
        yayindanKaldir: false,
        ihaleTipiId: 51,
        otomatikUzatmaAyarId: rule.id,
        kazananCariId: b.id,
        kazananTutar: '12500.00',
        odemeDurumu: 1,
        sonucKararTarihi: at(-1),
        guncellemeTarihi: at(-1),
      })
      .returning({ id: ihale.id });
    made = row.id;
    const [k] = await db
      .insert(ihaleKalem)
      .values({ ...kalemTpl, id: undefined, ihaleId: made, acilisFiyati: '10000.00', miktar: '12.500' })
      .returning({ id: ihaleKalem.id });
    await db.insert(ihaleKatilimCari).values([
      { ihaleId: made, cariId: a.id, cariRumuzu: 'Bozkurt' },
      { ihaleId: made, cariId: b.id, cariRumuzu: 'Çınar' },
    ]);
    const bids: [number, string, string, boolean][] = [
      [a.id, 'Bozkurt', '10000.00', false],
      [b.id, 'Çınar', '11000.00', false],
      [a.id, 'Bozkurt', '12000.00', true],
      [b.id, 'Çınar', '12500.00', false],
    ];
    for (const [i, [cariId, rumuz, tutar, otomatik]] of bids.entries()) {
      await db.insert(teklif).values({
        ihaleId: made,
        ihaleKalemId: k.id,
        cariId,
        cariRumuzu: rumuz,
        teklifTutari: tutar,
        siraNo: i + 1,
        otomatik,
        teklifTarihi: at(-3.2 + i * 0.1),
      });
    }

    const rows = (await db.execute(sql`
      select id, ihale_tipi_id, ihale_durumu_id, yayindan_kaldir, yayin_tarihi > ${now.toISOString()}::timestamptz as future
      from ihale`)) as unknown as {
      rows: { id: number; ihale_tipi_id: number; ihale_durumu_id: number; yayindan_kaldir: boolean; future: boolean }[];
    };
    for (const r of rows.rows) {
      const why = [
        r.ihale_tipi_id !== 51 && 'type',
        r.ihale_durumu_id === 211 && 'draft',
        r.yayindan_kaldir && 'withdrawn',
        r.future && 'unpublished',
        ![215, 216, 217].includes(r.ihale_durumu_id) && 'not ended',
      ].filter(Boolean);
      if (why.length) hidden.push({ id: Number(r.id), why: why.join(',') });
      else ended.push({ id: Number(r.id), durum: r.ihale_durumu_id });
    }
  });
  after(async () => {
    await app?.close();
    await handle?.close();
  });

  it('the seed has ended tenders of every kind (215, 216, 217) and hidden ones', () => {
    for (const s of [215, 216, 217])
      assert.ok(
        ended.some((t) => t.durum === s),
        `a seeded ${s} tender`,
      );
    assert.ok(hidden.some((h) => h.why.includes('withdrawn')));
    assert.ok(hidden.some((h) => h.why.includes('not ended')));
  });

  it('the validator is not vacuous: a wrong status or fee type fails', async () => {
    const pkg = (await get(`${ONE}/${made}`)).json() as Pkg;
    valid(pkg, 'the made tender');
    const broken = structuredClone(pkg);
    broken.releases[0].tender.status = 'sold';
    broken.releases[0].tender.participationFees[0].type = ['teminat'];
    broken.releases[0].bids.details[0].value.currency = 'TL';
    assert.equal(validate(broken).length, 3, validate(broken).join('\n'));
  });

  it("every ended tender's own package validates, with its ocid, status and tags", async () => {
    const statusCode = { 215: 'complete', 216: 'unsuccessful', 217: 'cancelled' } as const;
    for (const t of ended) {
      const res = await get(`${ONE}/${t.id}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['cache-control']), /public, max-age=\d+/);
      const pkg = res.json() as Pkg;
      valid(pkg, `tender ${t.id}`);
      assert.equal(pkg.uri, `${API}/acik-veri/ocds/ihaleler/${t.id}`);
      assert.equal(pkg.license, 'https://creativecommons.org/licenses/by/4.0/');
      assert.equal(pkg.publisher.name, 'Makine ve Kimya Endüstrisi A.Ş.');
      assert.equal(pkg.extensions.length, 3);
      const [r] = pkg.releases;
      assert.equal(r.ocid, `ocds-test01-${t.id}`);
      assert.equal(r.tender.status, statusCode[t.durum as 215 | 216 | 217]);
      assert.deepEqual(r.tag, ['tender', t.durum === 217 ? 'tenderCancellation' : 'award']);
      assert.equal(r.language, 'tr');
      assert.equal(r.tender.participationFees[0].type[0], 'deposit');
      assert.equal(r.tender.auctions[0].url, `${ORIGIN}/ihaleler/${t.id}`);
    }
  });

  it('the made tender tells its bids by alias, the deposit, the extended auction and the award', async () => {
    const [r] = ((await get(`${ONE}/${made}`)).json() as Pkg).releases;
    assert.equal(r.tender.description, 'Deneme hurda satışı');
    assert.deepEqual(r.tender.value, { amount: 10000, currency: 'EUR' });
    assert.deepEqual(r.tender.items[0].quantity, 12.5);
    assert.deepEqual(r.tender.participationFees[0].value, { amount: 1500, currency: 'EUR' });
    assert.deepEqual(r.tender.tenderPeriod, { startDate: at(-50).toISOString(), endDate: at(-3).toISOString() });
    assert.deepEqual(r.tender.auctions[0].period, {
      startDate: at(-50).toISOString(),
      endDate: at(-2.5).toISOString(),
    });
    assert.deepEqual(r.tender.auctions[0].minimalStep, { amount: 500, currency: 'EUR' });
    assert.match(r.tender.submissionMethodDetails, /dakikada verilen teklif bitişi \d+ dakika uzatır/);
    assert.deepEqual(
      r.bids.details.map((d) => [d.id, d.tenderers[0].name, d.value.amount, d.date]),
      [
        ['1', 'Bozkurt', 10000, at(-3.2).toISOString()],
        ['2', 'Çınar', 11000, at(-3.1).toISOString()],
        ['3', 'Bozkurt', 12000, at(-3.0).toISOString()],
        ['4', 'Çınar', 12500, at(-2.9).toISOString()],
      ],
    );
    assert.deepEqual(
      r.bids.statistics.map((s) => [s.measure, s.value]),
      [
        ['bids', 4],
        ['bidders', 2],
        ['highestValidBidValue', 12500],
      ],
    );
    const [award] = r.awards;
    assert.equal(award.status, 'active');
    assert.deepEqual(award.value, { amount: 12500, currency: 'EUR' });
    assert.deepEqual(award.suppliers, [{ id: 'rumuz-Çınar', name: 'Çınar' }]);
    assert.deepEqual(award.relatedBids, ['4']);
    const roles = Object.fromEntries(r.parties.map((p) => [p.name, p.roles]));
    assert.deepEqual(roles, {
      'Makine ve Kimya Endüstrisi A.Ş.': ['procuringEntity', 'payee'],
      Bozkurt: ['tenderer'],
      Çınar: ['tenderer', 'supplier', 'payer'],
    });
  });

  it('the bulk package pages by absolute links.next, newest first, and holds every ended tender once', async () => {
    // Enough extra ended tenders for a second page.
    const [tpl] = await handle.db.select().from(ihale).where(eq(ihale.id, made));
    const extra = await handle.db
      .insert(ihale)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          ...tpl,
          id: undefined,
          baslik: `Toplu ${i}`,
          ihaleDurumuId: TENDER_STATUS.iptal,
          iptalNedeni: 'Deneme',
          kazananCariId: null,
          kazananTutar: null,
          bitisTarihi: at(-200 - i),
          uzatilmisBitisTarihi: null,
        })),
      )
      .returning({ id: ihale.id });
    const expected = new Set([...ended.map((t) => t.id), made, ...extra.map((e) => e.id)]);
    const seen: number[] = [];
    const ends: number[] = [];
    let url: string | undefined = ONE;
    let pages = 0;
    while (url) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, res.body);
      const pkg = res.json() as Pkg;
      valid(pkg, `page ${pages + 1}`);
      assert.ok(pkg.releases.length <= 50);
      for (const r of pkg.releases) {
        seen.push(Number(r.tender.id));
        ends.push(Date.parse(r.tender.auctions[0].period.endDate));
      }
      pages++;
      if (pkg.links) assert.ok(pkg.links.next.startsWith(`${API}/acik-veri/ocds/ihaleler?sayfa=`), pkg.links.next);
      url = pkg.links?.next.replace(API, '/api');
    }
    assert.ok(pages >= 2, 'more than one page');
    assert.equal(seen.length, expected.size);
    assert.deepEqual(new Set(seen), expected);
    assert.deepEqual(
      ends,
      [...ends].sort((x, y) => y - x),
      'newest end first',
    );
    // The extra tenders stay: their releases are published now, and a published release is kept.
  });

  it('hidden and running tenders answer 404 in the error shape; bad input is a 4xx', async () => {
    for (const h of hidden) {
      const res = await get(`${ONE}/${h.id}`);
      assert.equal(res.statusCode, 404, `${h.id} (${h.why})`);
      assert.equal(res.json().key, 'NotFound');
      assert.doesNotMatch(res.body, /baslik|title/);
    }
    for (const bad of ['999999', 'abc', '0', '-1', '1.5']) assert.equal((await get(`${ONE}/${bad}`)).statusCode, 404);
    for (const bad of ['abc', '0', '-2', '1e3', '9999999']) {
      const res = await get(`${ONE}?sayfa=${bad}`);
      assert.equal(res.statusCode, 400, `sayfa=${bad}`);
      assert.deepEqual(res.json().mesajList, ['Geçersiz sayfa numarası.']);
    }
    assert.equal((await get(`${ONE}?sayfa=999`)).statusCode, 404);
  });

  it('no account id, name, TCKN or VKN of a bidder appears in any package', async () => {
    const body = (await get(ONE)).body + (await get(`${ONE}/${made}`)).body;
    assert.doesNotMatch(body, /cari|kimlik|vergi|tckn|vkn/i);
    const people = await handle.db
      .select({ unvan: cari.unvan, vergiNo: cari.vergiNo, kimlikNo: gercekKisilik.kimlikNo })
      .from(cari)
      .leftJoin(gercekKisilik, eq(gercekKisilik.cariId, cari.id))
      .where(
        sql`exists (select 1 from ${teklif} where ${teklif.cariId} = ${cari.id}) or exists (select 1 from ${ihaleKatilimCari} where ${and(eq(ihaleKatilimCari.cariId, cari.id))})`,
      );
    assert.ok(people.length > 3);
    for (const p of people) {
      for (const secret of [p.unvan, p.vergiNo, p.kimlikNo]) {
        if (secret) assert.ok(!body.includes(secret), `"${secret}" leaked`);
      }
    }
  });

  /** A won tender like the made one: Bozkurt bid 10000 and 12000 (bids 1, 3), Çınar won at 12500 (bid 4). */
  async function wonTender(aciklama: string) {
    const db = handle.db;
    const [tpl] = await db.select().from(ihale).where(eq(ihale.id, made));
    const [kalemTpl] = await db.select().from(ihaleKalem).where(eq(ihaleKalem.ihaleId, made));
    const [a, b] = await db.select({ id: cari.id }).from(cari).orderBy(cari.id).limit(2);
    const [row] = await db
      .insert(ihale)
      .values({ ...tpl, id: undefined, baslik: 'İkinci teklif deneme ihalesi', aciklama })
      .returning({ id: ihale.id });
    const [k] = await db
      .insert(ihaleKalem)
      .values({ ...kalemTpl, id: undefined, ihaleId: row.id })
      .returning({ id: ihaleKalem.id });
    await db.insert(ihaleKatilimCari).values([
      { ihaleId: row.id, cariId: a.id, cariRumuzu: 'Bozkurt' },
      { ihaleId: row.id, cariId: b.id, cariRumuzu: 'Çınar' },
    ]);
    const bids: [number, string, string][] = [
      [a.id, 'Bozkurt', '10000.00'],
      [b.id, 'Çınar', '11000.00'],
      [a.id, 'Bozkurt', '12000.00'],
      [b.id, 'Çınar', '12500.00'],
    ];
    for (const [i, [cariId, rumuz, tutar]] of bids.entries()) {
      await db.insert(teklif).values({
        ihaleId: row.id,
        ihaleKalemId: k.id,
        cariId,
        cariRumuzu: rumuz,
        teklifTutari: tutar,
        siraNo: i + 1,
        otomatik: false,
        teklifTarihi: at(-3.2 + i * 0.1),
      });
    }
    return { id: row.id, winner: b.id, runnerUp: a.id };
  }

  /** What settlement/forfeit.ts writes when a winner does not pay: the forfeit and, with a runner-up, the offer. */
  async function forfeit(ihaleId: number, cariId: number, when: Date, offerTo?: { cariId: number; tutar: string }) {
    const db = handle.db;
    await db
      .update(ihale)
      .set({ odemeDurumu: ODEME_DURUMU.yandi, guncellemeTarihi: when })
      .where(eq(ihale.id, ihaleId));
    await db.insert(ihaleYanma).values({
      ihaleId,
      cariId,
      sonOdemeTarihi: new Date(when.getTime() - HOUR),
      gerekce: 'ekstre',
      yanmaTarihi: when,
    });
    await db
      .update(ihaleKatilimCari)
      .set({ kazanilmaDurumu: 2 })
      .where(and(eq(ihaleKatilimCari.ihaleId, ihaleId), eq(ihaleKatilimCari.cariId, cariId)));
    if (offerTo) {
      await db.insert(ikinciTeklifDaveti).values({
        ihaleId,
        cariId: offerTo.cariId,
        oncekiKazananCariId: cariId,
        tutar: offerTo.tutar,
        sonYanitTarihi: at(72),
        olusturmaTarihi: when,
      });
    }
  }

  const releaseOf = async (id: number) => {
    const res = await get(`${ONE}/${id}`);
    assert.equal(res.statusCode, 200, res.body);
    const pkg = res.json() as Pkg;
    valid(pkg, `tender ${id}`);
    return pkg.releases.at(-1) as Release;
  };
  const awardsOf = (r: Release) =>
    r.awards.map((a) => [a.id, a.status, a.suppliers[0].name, a.value.amount, a.relatedBids]);
  const rolesOf = (r: Release) => Object.fromEntries(r.parties.map((p) => [p.name, p.roles]));

  it('issue #37: a winner who did not pay has a cancelled award, the runner-up offered the sale a pending one, the tender is active', async () => {
    const t = await wonTender('<p>Deneme</p>');
    await forfeit(t.id, t.winner, at(-0.5), { cariId: t.runnerUp, tutar: '12000.00' });
    const r = await releaseOf(t.id);
    assert.equal(r.tender.status, 'active');
    assert.match(r.tender.statusDetails ?? '', /ikinci en yüksek teklif sahibinin yanıtı bekleniyor/);
    assert.deepEqual(awardsOf(r), [
      [`${t.id}-1`, 'cancelled', 'Çınar', 12500, ['4']],
      [`${t.id}-2`, 'pending', 'Bozkurt', 12000, ['3']],
    ]);
    assert.match(r.awards[0].description ?? '', /ödemedi/);
    assert.match(r.awards[1].description ?? '', /ikinci en yüksek teklif sahibine/);
    assert.deepEqual(rolesOf(r), {
      'Makine ve Kimya Endüstrisi A.Ş.': ['procuringEntity', 'payee'],
      Bozkurt: ['tenderer', 'supplier'],
      Çınar: ['tenderer', 'supplier'],
    });
    // The bulk package says the same.
    let inBulk: Release | undefined;
    for (let url: string | undefined = ONE; url && !inBulk; ) {
      const bulk = (await get(url)).json() as Pkg;
      valid(bulk, url);
      inBulk = bulk.releases.findLast((x) => x.tender.id === String(t.id));
      url = bulk.links?.next.replace(API, '/api');
    }
    assert.deepEqual(inBulk && awardsOf(inBulk), awardsOf(r));
    assert.equal(inBulk?.tender.status, 'active');

    // The runner-up accepts (settlement/runner-up-answer.ts): theirs at their bid, awaiting payment.
    await handle.db
      .update(ikinciTeklifDaveti)
      .set({ durum: 'kabul', yanitTarihi: at(-0.25) })
      .where(eq(ikinciTeklifDaveti.ihaleId, t.id));
    await handle.db
      .update(ihale)
      .set({
        kazananCariId: t.runnerUp,
        kazananTutar: '12000.00',
        odemeDurumu: ODEME_DURUMU.bekleniyor,
        guncellemeTarihi: at(-0.25),
      })
      .where(eq(ihale.id, t.id));
    const accepted = await releaseOf(t.id);
    assert.equal(accepted.tender.status, 'complete');
    // Gone from the state: null in the new release, so the compiled release drops it (OCDS merge).
    assert.equal(accepted.tender.statusDetails, null);
    assert.deepEqual(awardsOf(accepted), [
      [`${t.id}-1`, 'cancelled', 'Çınar', 12500, ['4']],
      [`${t.id}-2`, 'active', 'Bozkurt', 12000, ['3']],
    ]);
    assert.deepEqual(rolesOf(accepted).Bozkurt, ['tenderer', 'supplier', 'payer']);
    assert.deepEqual(rolesOf(accepted).Çınar, ['tenderer', 'supplier']);
    assert.notEqual(accepted.id, r.id, 'a change is a new release');
    assert.equal(accepted.date, at(-0.25).toISOString());

    // …and does not pay either: no second offer, the tender ends without a winner.
    await forfeit(t.id, t.runnerUp, at(-0.1));
    await endWithoutWinner(handle.db, t.id, SETTLEMENT_MESSAGES.noRunnerUp, at(-0.1));
    const lost = await releaseOf(t.id);
    assert.equal(lost.tender.status, 'unsuccessful');
    assert.equal(lost.tender.statusDetails, SETTLEMENT_MESSAGES.noRunnerUp);
    assert.deepEqual(awardsOf(lost), [
      [`${t.id}-1`, 'cancelled', 'Çınar', 12500, ['4']],
      [`${t.id}-2`, 'cancelled', 'Bozkurt', 12000, ['3']],
    ]);
    assert.ok(!lost.parties.some((p) => p.roles.includes('payer') && p.name !== 'Makine ve Kimya Endüstrisi A.Ş.'));
  });

  it('issue #37: a declined offer is an unsuccessful award; a forfeit without a runner-up leaves only the cancelled award', async () => {
    const declined = await wonTender('<p>Deneme</p>');
    await forfeit(declined.id, declined.winner, at(-0.5), { cariId: declined.runnerUp, tutar: '12000.00' });
    await handle.db
      .update(ikinciTeklifDaveti)
      .set({ durum: 'red', yanitTarihi: at(-0.2) })
      .where(eq(ikinciTeklifDaveti.ihaleId, declined.id));
    await endWithoutWinner(handle.db, declined.id, SETTLEMENT_MESSAGES.runnerUpDeclined, at(-0.2));
    const r = await releaseOf(declined.id);
    assert.equal(r.tender.status, 'unsuccessful');
    assert.deepEqual(awardsOf(r), [
      [`${declined.id}-1`, 'cancelled', 'Çınar', 12500, ['4']],
      [`${declined.id}-2`, 'unsuccessful', 'Bozkurt', 12000, ['3']],
    ]);
    assert.match(r.awards[1].description ?? '', /reddetti/);

    const alone = await wonTender('<p>Deneme</p>');
    await forfeit(alone.id, alone.winner, at(-0.5));
    await endWithoutWinner(handle.db, alone.id, SETTLEMENT_MESSAGES.noRunnerUp, at(-0.5));
    const a = await releaseOf(alone.id);
    assert.equal(a.tender.status, 'unsuccessful');
    assert.deepEqual(awardsOf(a), [[`${alone.id}-1`, 'cancelled', 'Çınar', 12500, ['4']]]);
  });

  it('issue #37: the description keeps a space where HTML blocks end, so no words glue', async () => {
    const t = await wonTender(
      '<p>Toplam <strong>7.800 Litre</strong></p><p>Alıcının aracıyla alınır.</p>' +
        '<ul><li>Belge bulunmalıdır.</li><li>Taşıma alıcıya aittir.</li></ul>Satır<br>sonu',
    );
    const r = await releaseOf(t.id);
    assert.equal(
      r.tender.description,
      'Toplam 7.800 Litre Alıcının aracıyla alınır. Belge bulunmalıdır. Taşıma alıcıya aittir. Satır sonu',
    );
    // Every seeded description (paragraphs, lists, tables) too: no sentence runs into the next one.
    for (const e of ended) {
      const { description } = (await releaseOf(e.id)).tender;
      // 'LitreAlıcının', 'bulunmalıdır.Taşıma' (two lowercase letters first: 'CuZn30' is a real name).
      const glued = /[a-zçğıöşü]{2}[A-ZÇĞİÖŞÜ][a-zçğıöşü]{2}|[a-zçğıöşü0-9][.:][A-ZÇĞİÖŞÜ][a-zçğıöşü]/;
      assert.doesNotMatch(description, glued, `tender ${e.id}: ${description}`);
    }
  });

  // Issue #37 item 5: releases are immutable (docs/decisions/ocds-immutable-releases.md).
  const releasesOf = async (id: number) => {
    const res = await get(`${ONE}/${id}`);
    assert.equal(res.statusCode, 200, res.body);
    const pkg = res.json() as Pkg;
    valid(pkg, `tender ${id}`);
    return pkg.releases;
  };
  const recordOf = async (id: number) => {
    const res = await get(`${RECORDS}/${id}`);
    assert.equal(res.statusCode, 200, res.body);
    const pkg = res.json() as RecordPkg;
    validRecords(pkg, `record ${id}`);
    assert.equal(pkg.uri, `${API}/acik-veri/ocds/kayitlar/${id}`);
    assert.deepEqual(pkg.packages, [`${API}/acik-veri/ocds/ihaleler/${id}`]);
    assert.equal(pkg.records.length, 1);
    return pkg.records[0];
  };
  /** A release without what only names and dates it, and without the nulls that remove fields. */
  const stateOf = (r: Release) => {
    const { id: _i, date: _d, tag: _t, ...rest } = r as unknown as Record<string, unknown>;
    return JSON.parse(JSON.stringify(rest, (_k, v) => (v === null ? undefined : v)));
  };

  it('issue #37 item 5: a later state is a new release; the earlier one stays served byte for byte', async () => {
    const t = await wonTender('<p>Deneme</p>');
    const [first] = await releasesOf(t.id);
    const firstText = JSON.stringify(first);
    assert.equal(first.tender.status, 'complete');
    assert.deepEqual(
      (await releasesOf(t.id)).map((r) => r.id),
      [first.id],
      'an unchanged state publishes nothing',
    );

    await forfeit(t.id, t.winner, at(-0.5), { cariId: t.runnerUp, tutar: '12000.00' });
    const afterForfeit = await releasesOf(t.id);
    assert.equal(afterForfeit.length, 2);
    assert.equal(JSON.stringify(afterForfeit[0]), firstText, 'the first release, unchanged');
    const second = afterForfeit[1];
    assert.equal(second.tender.status, 'active');
    assert.notEqual(second.id, first.id);
    assert.ok(Date.parse(second.date) > Date.parse(first.date), 'releases in date order');
    assert.equal(second.id, `ocds-test01-${t.id}-${Date.parse(second.date)}`);

    await handle.db
      .update(ikinciTeklifDaveti)
      .set({ durum: 'kabul', yanitTarihi: at(-0.25) })
      .where(eq(ikinciTeklifDaveti.ihaleId, t.id));
    await handle.db
      .update(ihale)
      .set({ kazananCariId: t.runnerUp, kazananTutar: '12000.00', odemeDurumu: ODEME_DURUMU.bekleniyor })
      .where(eq(ihale.id, t.id));
    const all = await releasesOf(t.id);
    assert.deepEqual(
      all.map((r) => r.tender.status),
      ['complete', 'active', 'complete'],
    );
    assert.equal(JSON.stringify(all[0]), firstText);
    assert.deepEqual(all[1], second);

    // The record: the same releases, and the compiled release is the latest state (statusDetails gone).
    const record = await recordOf(t.id);
    assert.equal(record.ocid, `ocds-test01-${t.id}`);
    assert.deepEqual(record.releases, all);
    const compiled = record.compiledRelease;
    assert.deepEqual(compiled.tag, ['compiled']);
    assert.equal(compiled.date, all[2].date);
    assert.equal(compiled.id, `ocds-test01-${t.id}-${all[2].date}`);
    assert.ok(!all.some((r) => r.id === compiled.id), 'the compiled release has its own id');
    assert.equal(compiled.tender.status, 'complete');
    assert.equal('statusDetails' in compiled.tender, false);
    assert.deepEqual(awardsOf(compiled), [
      [`${t.id}-1`, 'cancelled', 'Çınar', 12500, ['4']],
      [`${t.id}-2`, 'active', 'Bozkurt', 12000, ['3']],
    ]);
    assert.deepEqual(stateOf(compiled), stateOf(all[2]));
    // The record validator is not vacuous either.
    const broken = { ...structuredClone(await (await get(`${RECORDS}/${t.id}`)).json()), packages: [] };
    broken.records[0].compiledRelease.tender.status = 'sold';
    assert.equal(validateRecords(broken).length, 2, validateRecords(broken).join('\n'));

    // Stored releases refuse change, whatever the code does.
    const refused = (e: unknown) => /ocds_surum is append-only/.test(String((e as Error).cause));
    await assert.rejects(handle.db.update(ocdsSurum).set({ ozet: 'x' }).where(eq(ocdsSurum.ihaleId, t.id)), refused);
    await assert.rejects(handle.db.delete(ocdsSurum).where(eq(ocdsSurum.ihaleId, t.id)), refused);
  });

  it('issue #37 item 5: readers at once after a change publish it once', async () => {
    const t = await wonTender('<p>Deneme</p>');
    await releasesOf(t.id);
    await forfeit(t.id, t.winner, at(-0.5));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => get(i % 2 ? `${ONE}/${t.id}` : `${RECORDS}/${t.id}`)),
    );
    for (const a of answers) assert.equal(a.statusCode, 200, a.body);
    const rows = await handle.db.select({ sira: ocdsSurum.sira }).from(ocdsSurum).where(eq(ocdsSurum.ihaleId, t.id));
    assert.deepEqual(rows.map((r) => r.sira).sort(), [1, 2]);
    const served = answers.map((a) => {
      const body = a.json() as Pkg & RecordPkg;
      return (body.releases ?? body.records[0].releases).map((r) => r.id);
    });
    for (const ids of served) assert.deepEqual(ids, served[0]);
  });

  it('issue #37 item 5: the bulk record package pages like the release package, every record valid', async () => {
    let url: string | undefined = RECORDS;
    const ocids = new Set<string>();
    let pages = 0;
    while (url) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, res.body);
      const pkg = res.json() as RecordPkg;
      validRecords(pkg, `record page ${pages + 1}`);
      pages++;
      assert.deepEqual(pkg.packages, [pages === 1 ? `${API}${ONE.slice(4)}` : `${API}${ONE.slice(4)}?sayfa=${pages}`]);
      for (const r of pkg.records) {
        assert.ok(!ocids.has(r.ocid), `${r.ocid} once`);
        ocids.add(r.ocid);
        assert.ok(r.releases.every((x) => x.ocid === r.ocid));
        assert.deepEqual(stateOf(r.compiledRelease), stateOf(r.releases.at(-1) as Release));
      }
      if (pkg.links) assert.ok(pkg.links.next.startsWith(`${API}/acik-veri/ocds/kayitlar?sayfa=`), pkg.links.next);
      url = pkg.links?.next.replace(API, '/api');
    }
    assert.ok(pages >= 2);
    for (const h of hidden) assert.equal((await get(`${RECORDS}/${h.id}`)).statusCode, 404, `${h.id} (${h.why})`);
    assert.equal((await get(`${RECORDS}?sayfa=abc`)).statusCode, 400);
    assert.equal((await get(`${RECORDS}?sayfa=999`)).statusCode, 404);
  });

  it('issue #37 item 5: the merge treats every array a release holds as the OCDS schema says', async () => {
    const schema = patchedReleaseSchema();
    const deref = (node: Record<string, unknown>): Record<string, unknown> =>
      typeof node.$ref === 'string'
        ? { ...schema.definitions[node.$ref.replace('#/definitions/', '')], ...node, $ref: undefined }
        : node;
    /** The schema's rule for the array at `path` (object fields, array levels left out). */
    const mergedById = (path: string) => {
      let node = deref(schema);
      let field: Record<string, unknown> = node;
      for (const key of path.split('.')) {
        if ([field.type].flat().includes('array')) node = deref(field.items as Record<string, unknown>);
        field = deref((node.properties as Record<string, Record<string, unknown>>)[key]);
        node = field;
      }
      const items = deref(field.items as Record<string, unknown>);
      const props = items.properties as Record<string, unknown> | undefined;
      return !field.wholeListMerge && [items.type].flat().includes('object') && props !== undefined && 'id' in props;
    };
    const arrays = new Set<string>();
    const walk = (v: unknown, path: string) => {
      if (Array.isArray(v)) {
        if (path) arrays.add(path);
        for (const x of v) walk(x, path);
      } else if (v !== null && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
    };
    for (let url: string | undefined = ONE; url; ) {
      const pkg = (await get(url)).json() as Pkg;
      for (const r of pkg.releases) walk(r, '');
      url = pkg.links?.next.replace(API, '/api');
    }
    assert.ok(arrays.has('tender.auctions') && arrays.has('awards.suppliers') && arrays.has('parties.roles'));
    for (const path of arrays) assert.equal(ID_MERGED_ARRAYS.has(path), mergedById(path), path);
  });
});
