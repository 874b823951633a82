// Also on PostgreSQL: joining blocks the deposit under a share lock on the tender.
import { randomUUID } from 'node:crypto';
import { PARA_BIRIMI } from '../../../lib/contract/money';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../app';
import { availableDeposit, blockedInTender } from '../../money/ledger/deposit-blocks';
import { JoinMessages } from '../../auction/messages';
import {
  at,
  createCompany,
  createPerson,
  createTender,
  insertAuctionLookups,
  type AuctionLookups,
  type TestPerson,
} from '../../auction/test-fixtures';
import { issueAccessToken } from '../../auth/tokens';
import { namedAccount } from '../persons/test-support';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { ihaleKalem, ihaleKatilimCari, teklif, teminatHareket } from '../../db/schema';
import { openTestDatabase } from '../../db/test-db';

const NOW = new Date('2026-11-20T09:00:00Z');

describe('joining and leaving tenders (v1/IhaleKatilimCari)', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let l: AuctionLookups;
  let ayse: TestPerson;
  let mehmet: TestPerson;
  let poor: TestPerson;
  let outdated: TestPerson;
  let company: number;
  let tokens: Map<string, string>;
  let running: number;
  let notStarted: number;
  let finished: number;
  let draft: number;
  let bidOn: number;

  before(async () => {
    handle = await openTestDatabase();
    const db = handle.db;
    l = await insertAuctionLookups(db);
    ayse = await createPerson(db, { kimlikNo: '10000000146', adi: 'Ayşe', soyadi: 'Yılmaz' });
    mehmet = await createPerson(db, { kimlikNo: '10000000214', adi: 'Mehmet', soyadi: 'Kaya' });
    poor = await createPerson(db, { kimlikNo: '10000000382', deposit: 1000 });
    outdated = await createPerson(db, { kimlikNo: '10000000450', contract: 1 });
    company = await createCompany(db, { unvan: 'Anadolu Hurda Metal A.Ş.', vkn: '1234567890', owners: [ayse] });
    running = (
      await createTender(db, l, { durum: 213, start: at(NOW, -60), end: at(NOW, 60), opening: 50_000, teminat: 5000 })
    ).ihaleId;
    notStarted = (
      await createTender(db, l, { durum: 212, start: at(NOW, 30), end: at(NOW, 90), opening: 8000, teminat: 800 })
    ).ihaleId;
    finished = (await createTender(db, l, { durum: 215, start: at(NOW, -600), end: at(NOW, -60), opening: 8000 }))
      .ihaleId;
    draft = (await createTender(db, l, { durum: 211, start: at(NOW, 60), end: at(NOW, 120), opening: 8000 })).ihaleId;
    bidOn = (
      await createTender(db, l, { durum: 213, start: at(NOW, -60), end: at(NOW, 60), opening: 8000, teminat: 800 })
    ).ihaleId;
    app = await buildApp({ config: loadConfig({}), db, now: () => NOW });
    tokens = new Map();
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  /** Headers of a session acting for the account the request names (see ProfileTestContext.call). */
  const auth = async (who: TestPerson | null, opts: InjectOptions): Promise<Record<string, string>> => {
    if (!who) return {};
    const cariId = namedAccount(opts);
    const key = `${who.kimlikNo}|${cariId ?? ''}`;
    if (!tokens.has(key)) {
      tokens.set(key, await issueAccessToken(app, who.kimlikNo, cariId === undefined ? {} : { cariId }));
    }
    return { authorization: `Bearer ${tokens.get(key)}` };
  };
  const inject = async (who: TestPerson | null, opts: InjectOptions) =>
    app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(await auth(who, opts)) } });
  const call = (method: 'GET' | 'POST' | 'PUT', who: TestPerson | null, body?: object, query = '') =>
    inject(who, { method, url: `/api/v1/IhaleKatilimCari${query}`, ...(body ? { payload: body } : {}) });

  it('requires sign-in and refuses other people’s accounts with 403', async () => {
    assert.equal((await call('POST', null, { cariId: ayse.cariId, ihaleId: running })).statusCode, 401);
    assert.equal((await call('GET', null, undefined, `?ihaleId=${running}&cariId=${ayse.cariId}`)).statusCode, 401);
    const res = await call('POST', mehmet, { cariId: ayse.cariId, ihaleId: running });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().key, 'UnauthorizedException');
    const leave = await call('PUT', mehmet, { CariId: company, IhaleId: running, IsActive: false });
    assert.equal(leave.statusCode, 403);
    const get = await call('GET', mehmet, undefined, `?ihaleId=${running}&cariId=${company}`);
    assert.equal(get.statusCode, 403);
  });

  it('joins with a tender-unique Turkish alias and blocks the deposit', async () => {
    const before = await availableDeposit(handle.db, ayse.cariId, PARA_BIRIMI.TL.id);
    const res = await call('POST', ayse, { cariId: ayse.cariId, ihaleId: running });
    assert.equal(res.statusCode, 200, res.body);
    const alias = res.json().data.cariRumuzu as string;
    assert.match(alias, /^[A-Za-zÇĞİÖŞÜçğıöşüâ]+-\d{3}$/);
    assert.equal(await availableDeposit(handle.db, ayse.cariId, PARA_BIRIMI.TL.id), before - 5000);
    assert.deepEqual(await blockedInTender(handle.db, running, ayse.cariId), [
      { cariId: ayse.cariId, paraBirimiId: PARA_BIRIMI.TL.id, tutar: 5000, tutarKurus: 500_000n },
    ]);

    const get = await call('GET', ayse, undefined, `?ihaleId=${running}&cariId=${ayse.cariId}`);
    assert.equal(get.statusCode, 200);
    assert.deepEqual(get.json(), { data: { cariRumuzu: alias, teklifVarMi: false } });

    // The company of the same person joins separately, with a different alias.
    const asCompany = await call('POST', ayse, { CariId: company, IhaleId: running });
    assert.equal(asCompany.statusCode, 200);
    assert.notEqual(asCompany.json().data.cariRumuzu, alias);

    // Joining again changes nothing (no second block).
    const again = await call('POST', ayse, { cariId: ayse.cariId, ihaleId: running });
    assert.equal(again.json().data.cariRumuzu, alias);
    assert.equal(await availableDeposit(handle.db, ayse.cariId, PARA_BIRIMI.TL.id), before - 5000);
  });

  it('answers null for an account that has not joined', async () => {
    const get = await call('GET', mehmet, undefined, `?ihaleId=${running}&cariId=${mehmet.cariId}`);
    assert.deepEqual(get.json(), { data: { cariRumuzu: null, teklifVarMi: false } });
  });

  it('refuses a join without enough available deposit, storing nothing', async () => {
    const res = await call('POST', poor, { cariId: poor.cariId, ihaleId: running });
    assert.equal(res.statusCode, 400);
    // Both amounts, as the tender page shows them before the dialog (issue #36 item 4).
    const told =
      'Kullanılabilir teminatınız bu ihaleye katılmak için yeterli değildir. ' +
      'Gerekli teminat: 5.000,00 TL · Kullanılabilir teminatınız: 1.000,00 TL.';
    assert.equal(JoinMessages.insufficientDeposit(5000, 1000, 'TL'), told);
    assert.equal(res.json().key, 'YetersizTeminat');
    assert.equal(res.json().message, told);
    assert.deepEqual(res.json().mesajList, [told]);
    // The amount named is the one the tender page reads before the dialog (GET v1/Teminat/Detay).
    const detail = await inject(poor, { method: 'GET', url: `/api/v1/Teminat/Detay?cariId=${poor.cariId}` });
    assert.equal(detail.statusCode, 200, detail.body);
    assert.equal(detail.json().data.teminatKullanilabilirTutar, 1000);
    const rows = await handle.db.select().from(ihaleKatilimCari).where(eq(ihaleKatilimCari.cariId, poor.cariId));
    assert.equal(rows.length, 0);
  });

  it('counts a won tender’s deposit once, whichever form its ledger rows take', async () => {
    // A seed-style win (blokaj + kullanim, no release) on an old tender: 4 000 of 5 000 taken once.
    const winner = await createPerson(handle.db, { kimlikNo: '10000000528', deposit: 5000 });
    const old = (
      await createTender(handle.db, l, { durum: 215, start: at(NOW, -900), end: at(NOW, -600), opening: 40_000 })
    ).ihaleId;
    await handle.db.insert(teminatHareket).values([
      {
        cariId: winner.cariId,
        ihaleId: old,
        tur: 'blokaj',
        yon: 2,
        tutarKurus: 400_000n,
        aciklama: 'blokaj',
        idempotencyKey: `test:${randomUUID()}`,
      },
      {
        cariId: winner.cariId,
        ihaleId: old,
        tur: 'kullanim',
        yon: 2,
        tutarKurus: 400_000n,
        aciklama: 'kullanım',
        idempotencyKey: `test:${randomUUID()}`,
      },
    ]);
    assert.equal(await availableDeposit(handle.db, winner.cariId, PARA_BIRIMI.TL.id), 1000);
    assert.deepEqual(await blockedInTender(handle.db, old), []);
    const token = await issueAccessToken(app, winner.kimlikNo);
    const needs800 = await app.inject({
      method: 'POST',
      url: '/api/v1/IhaleKatilimCari',
      headers: { authorization: `Bearer ${token}` },
      payload: { cariId: winner.cariId, ihaleId: notStarted },
    });
    assert.equal(needs800.statusCode, 200, needs800.body);
    assert.equal(await availableDeposit(handle.db, winner.cariId, PARA_BIRIMI.TL.id), 200);
  });

  it('refuses a join without the current contract acceptance', async () => {
    const res = await call('POST', outdated, { cariId: outdated.cariId, ihaleId: running });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, JoinMessages.contractMissing);
  });

  it('joins after the contract acceptance call (SozlesmeOnay), as the web flow does', async () => {
    const fresh = await createCompany(handle.db, {
      unvan: 'Karadeniz Makine San. A.Ş.',
      vkn: '4567891233',
      owners: [outdated],
      contract: null,
    });
    const before = await call('POST', outdated, { cariId: fresh, ihaleId: running });
    assert.equal(before.json().message, JoinMessages.contractMissing);
    const accept = await inject(outdated, {
      method: 'POST',
      url: '/api/v1/CariBilgisi/SozlesmeOnay',
      payload: { CariId: fresh, IhaleTipiId: 51 },
    });
    assert.equal(accept.statusCode, 204, accept.body);
    const after = await call('POST', outdated, { cariId: fresh, ihaleId: running });
    assert.equal(after.statusCode, 200, after.body);
  });

  it('refuses joining finished tenders and hides drafts and unknown tenders', async () => {
    const done = await call('POST', mehmet, { cariId: mehmet.cariId, ihaleId: finished });
    assert.equal(done.statusCode, 400);
    assert.equal(done.json().message, JoinMessages.closed);
    assert.equal((await call('POST', mehmet, { cariId: mehmet.cariId, ihaleId: draft })).statusCode, 404);
    assert.equal((await call('POST', mehmet, { cariId: mehmet.cariId, ihaleId: 999_999 })).statusCode, 404);
  });

  it('answers bad input with 400, never 500', async () => {
    for (const body of [
      {},
      { cariId: mehmet.cariId },
      { cariId: mehmet.cariId, ihaleId: 'abc' },
      { cariId: 'x', ihaleId: running },
      [1, 2],
    ]) {
      const res = await call('POST', mehmet, body);
      assert.ok(res.statusCode === 400 || res.statusCode === 403, `${JSON.stringify(body)} → ${res.statusCode}`);
      assert.equal(typeof res.json().message, 'string');
    }
    const get = await call('GET', mehmet, undefined, '?ihaleId=1e999&cariId=');
    assert.equal(get.statusCode, 400);
    const put = await call('PUT', mehmet, { CariId: mehmet.cariId, IhaleId: running, IsActive: true });
    assert.equal(put.statusCode, 400);
    assert.equal(put.json().message, JoinMessages.onlyLeave);
  });

  it('joins a not-yet-started tender; leaving releases the block; re-joining keeps the alias', async () => {
    const before = await availableDeposit(handle.db, mehmet.cariId, PARA_BIRIMI.TL.id);
    const join = await call('POST', mehmet, { cariId: mehmet.cariId, ihaleId: notStarted });
    assert.equal(join.statusCode, 200);
    const alias = join.json().data.cariRumuzu;
    assert.equal(await availableDeposit(handle.db, mehmet.cariId, PARA_BIRIMI.TL.id), before - 800);

    const leave = await call('PUT', mehmet, { CariId: mehmet.cariId, IhaleId: notStarted, IsActive: false });
    assert.equal(leave.statusCode, 200, leave.body);
    assert.equal(await availableDeposit(handle.db, mehmet.cariId, PARA_BIRIMI.TL.id), before);
    const get = await call('GET', mehmet, undefined, `?ihaleId=${notStarted}&cariId=${mehmet.cariId}`);
    assert.equal(get.json().data.cariRumuzu, null);

    const leaveAgain = await call('PUT', mehmet, { CariId: mehmet.cariId, IhaleId: notStarted, IsActive: false });
    assert.equal(leaveAgain.statusCode, 400);
    assert.equal(leaveAgain.json().message, JoinMessages.notJoined);

    const rejoin = await call('POST', mehmet, { cariId: mehmet.cariId, ihaleId: notStarted });
    assert.equal(rejoin.json().data.cariRumuzu, alias);
    assert.equal(await availableDeposit(handle.db, mehmet.cariId, PARA_BIRIMI.TL.id), before - 800);
    const ledger = await handle.db
      .select({ tur: teminatHareket.tur, yon: teminatHareket.yon, tutar: teminatHareket.tutar })
      .from(teminatHareket)
      .where(and(eq(teminatHareket.cariId, mehmet.cariId), eq(teminatHareket.ihaleId, notStarted)))
      .orderBy(teminatHareket.id);
    assert.deepEqual(ledger, [
      { tur: 'blokaj', yon: 2, tutar: '800.00' },
      { tur: 'blokaj_cozme', yon: 1, tutar: '800.00' },
      { tur: 'blokaj', yon: 2, tutar: '800.00' },
    ]);
  });

  it('refuses leaving a tender the account has bid in', async () => {
    const join = await call('POST', mehmet, { cariId: mehmet.cariId, ihaleId: bidOn });
    const [kalem] = await handle.db.select({ id: ihaleKalem.id }).from(ihaleKalem).where(eq(ihaleKalem.ihaleId, bidOn));
    await handle.db.insert(teklif).values({
      ihaleId: bidOn,
      ihaleKalemId: kalem.id,
      cariId: mehmet.cariId,
      cariRumuzu: join.json().data.cariRumuzu,
      teklifTutari: '8000.00',
      siraNo: 1,
    });
    const get = await call('GET', mehmet, undefined, `?ihaleId=${bidOn}&cariId=${mehmet.cariId}`);
    assert.equal(get.json().data.teklifVarMi, true);
    const leave = await call('PUT', mehmet, { CariId: mehmet.cariId, IhaleId: bidOn, IsActive: false });
    assert.equal(leave.statusCode, 400);
    assert.equal(leave.json().message, JoinMessages.hasBids);
    assert.equal((await blockedInTender(handle.db, bidOn, mehmet.cariId))[0]?.tutar, 800, 'block kept');
  });

  it('lists the caller’s participation records (IhaleKatilimCariOData), scoped on the server', async () => {
    const url = (q: string) => `/api/external-odata/IhaleKatilimCariOData?${q}`;
    const get = (who: TestPerson | null, q: string) => inject(who, { method: 'GET', url: url(q) });
    assert.equal((await get(null, '$count=true')).statusCode, 401);
    const ongoing = await get(
      mehmet,
      `$filter=CariId eq ${mehmet.cariId} and Ihale/IhaleDurumuId eq 213&$expand=Ihale($expand=Kalemleri,IhaleDurumu)&$orderby=IhaleId desc&$count=true&$top=10&$skip=0`,
    );
    assert.equal(ongoing.statusCode, 200, ongoing.body);
    const body = ongoing.json();
    assert.equal(body['@odata.count'], 1);
    const [rec] = body.value;
    assert.equal(rec.IhaleId, bidOn);
    assert.equal(rec.CarininVerdigiSonTeklif, 8000);
    assert.equal(rec.KazanilmaDurumu, null);
    assert.equal(typeof rec.CariRumuzu, 'string');
    assert.equal(rec.Ihale.IhaleDurumu.Adi, 'Devam Ediyor');
    assert.equal(rec.Ihale.Kalemleri.length, 1);
    // Every active join of his, newest tender first; nobody else's whatever the filter says.
    const all = await get(mehmet, `$filter=CariId eq ${mehmet.cariId} or CariId eq ${ayse.cariId}`);
    assert.deepEqual(
      all.json().value.map((v: { IhaleId: number; CariId: number }) => [v.IhaleId, v.CariId]),
      [
        [bidOn, mehmet.cariId],
        [notStarted, mehmet.cariId],
      ],
    );
    const won = await get(mehmet, `$filter=KazanilmaDurumu eq 1&$count=true`);
    assert.equal(won.json()['@odata.count'], 0);
    const bad = await get(mehmet, `$filter=Nope eq 1`);
    assert.equal(bad.statusCode, 400);
  });
});
