// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * Tenders this portal may not act on (another sales channel's type 52, drafts, withdrawn and not yet
 * published tenders) answer every call exactly as a tender id that does not exist: REST and hub,
 * status and body byte for byte. Each hidden tender here is otherwise running, and Ayşe joined it,
 * bid on it and favourited it while it was still public, so there is something to leak.
 * Table-driven: a new call that reaches a tender is one more row in PROBES.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import { eq, sql } from 'drizzle-orm';
import { minimumAcceptableBid } from '../auction/increments';
import { runSchedulerTick, tickEvents } from '../auction/scheduler';
import { sendAuctionFrames } from '../hub/auction-frames';
import { at, createTender, type TenderSpec } from '../auction/test-fixtures';
import { authenticateBearer } from '../auth/bearer-hook';
import { ihale, ihaleKalem } from '../db/schema';
import type { Hub } from '../hub/hub-server';
import { createPortalHub } from '../hub/portal-hub';
import { buildClient, type ListeningHub, listenHub, nextMessages } from '../hub/test-support';
import {
  ACCOUNTS,
  odataUrl,
  openProfileTestApp,
  type ProfileTestContext,
  TEST_NOW,
} from '../modules/persons/test-support';
import { queryRows } from './support';

const AYSE = ACCOUNTS.ayse.kimlikNo;
const CARI = ACCOUNTS.ayse.person;
/** A tender id no row has. */
const MISSING = 1_999_999_999;
const TITLE = 'GİZLİ İHALE';
const TEMINAT = 1000;

/** How each kind of hidden tender differs from a public one. */
const HIDDEN_KINDS: Record<string, Partial<typeof ihale.$inferInsert>> = {
  'licensed sale (type 52)': { ihaleTipiId: 52 },
  'draft (211)': { ihaleDurumuId: 211 },
  withdrawn: { yayindanKaldir: true },
  'not yet published': { yayinTarihi: at(TEST_NOW, 24 * 60) },
};

type Answer = unknown;
interface Probe {
  name: string;
  answer(ihaleId: number): Promise<Answer>;
}

describe('hidden tenders answer exactly as missing ones', () => {
  let t: ProfileTestContext;
  let hub: Hub;
  let srv: ListeningHub;
  let client: HubConnection;
  let lookups: Parameters<typeof createTender>[1];
  const hidden = new Map<string, number>();
  /** A public tender Ayşe joined, bid on and favourited like the hidden ones: it must stay visible. */
  let control: number;
  let detailBefore: Record<string, unknown>;

  const rest = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who: string | null = AYSE) => {
    const res = await t.call(who, { method, url, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.body };
  };
  const hubAnswer = (method: string, arg: unknown) =>
    client.invoke(method, arg).then(
      (result: unknown) => ({ result }),
      (err: Error) => ({ error: err.message }),
    );
  const tender = (spec: Partial<TenderSpec> & Pick<TenderSpec, 'durum'>) =>
    createTender(t.handle.db, lookups, {
      start: at(TEST_NOW, -60),
      end: at(TEST_NOW, 300),
      opening: 10_000,
      teminat: TEMINAT,
      ...spec,
    });
  const depositDetail = async () => (await rest('GET', `/api/v1/Teminat/Detay?cariId=${CARI}`)).body;

  const PROBES: Probe[] = [
    {
      name: 'GET /v1/IhaleKatilimCari (own participation)',
      answer: (id) => rest('GET', `/api/v1/IhaleKatilimCari?cariId=${CARI}&ihaleId=${id}`),
    },
    {
      name: 'POST /v1/IhaleKatilimCari (join)',
      answer: (id) => rest('POST', '/api/v1/IhaleKatilimCari', { cariId: CARI, ihaleId: id }),
    },
    {
      name: 'PUT /v1/IhaleKatilimCari (leave)',
      answer: (id) => rest('PUT', '/api/v1/IhaleKatilimCari', { cariId: CARI, ihaleId: id, isActive: false }),
    },
    {
      name: 'POST /v1/FavoriIhale (favourite)',
      answer: (id) => rest('POST', '/api/v1/FavoriIhale', { IhaleId: id, cariId: CARI }),
    },
    {
      name: 'GET /acik-veri/ocds/ihaleler/:id (open data; ended tenders only, ocds.test.ts)',
      answer: (id) => rest('GET', `/api/acik-veri/ocds/ihaleler/${id}`, undefined, null),
    },
    {
      name: 'GET /acik-veri/ocds/kayitlar/:id (open data records; ended tenders only, ocds.test.ts)',
      answer: (id) => rest('GET', `/api/acik-veri/ocds/kayitlar/${id}`, undefined, null),
    },
    {
      name: 'HerkeseAcikIhaleAnaSayfaOData by Id, anonymous',
      answer: (id) =>
        rest(
          'GET',
          odataUrl('HerkeseAcikIhaleAnaSayfaOData', {
            $filter: `Id eq ${id}`,
            $expand: 'Kalemleri,Teklifler,IhaleDosyalari',
            $count: 'true',
          }),
          undefined,
          null,
        ),
    },
    {
      name: 'HerkeseAcikIhaleAnaSayfaOData by Id, signed in, with own favourites',
      answer: (id) =>
        rest(
          'GET',
          odataUrl('HerkeseAcikIhaleAnaSayfaOData', {
            $filter: `Id eq ${id}`,
            $expand: 'Teklifler,FavoriIhaleler',
            $count: 'true',
          }),
        ),
    },
    {
      name: 'IhaleKatilimCariOData by IhaleId, $expand=Ihale($expand=Teklifler)',
      answer: (id) =>
        rest(
          'GET',
          odataUrl('IhaleKatilimCariOData', {
            $filter: `CariId eq ${CARI} and IhaleId eq ${id}`,
            $expand: 'Ihale($expand=Teklifler,Kalemleri)',
            $count: 'true',
          }),
        ),
    },
    {
      name: 'IhaleKatilimCariOData by a path into the tender (Ihale/Id)',
      answer: (id) => rest('GET', odataUrl('IhaleKatilimCariOData', { $filter: `Ihale/Id eq ${id}`, $count: 'true' })),
    },
    {
      name: 'FavoriIhaleOData by IhaleId, $expand=Ihale',
      answer: (id) =>
        rest(
          'GET',
          odataUrl('FavoriIhaleOData', {
            $filter: `CariId eq ${CARI} and IhaleId eq ${id}`,
            $expand: 'Ihale($expand=Teklifler)',
            $count: 'true',
          }),
        ),
    },
    {
      name: 'hub Katilim (bid)',
      answer: (id) => hubAnswer('Katilim', { cariId: CARI, ihaleId: id, tutar: 50_000 }),
    },
    { name: 'hub AddToGroup', answer: (id) => hubAnswer('AddToGroup', id) },
    {
      // Each tender got a bid while public: a catch-up from 0 sends none of a hidden one's.
      name: 'hub AddToGroup with the last bid heard (the catch-up)',
      answer: async (id) => {
        const frames: unknown[] = [];
        const heard = (frame: unknown) => frames.push(frame);
        client.on('Recive', heard);
        const answer = await client.invoke('AddToGroup', id, 0).then(
          (result: unknown) => ({ result }),
          (err: Error) => ({ error: err.message }),
        );
        client.off('Recive', heard);
        return { ...answer, frames };
      },
    },
  ];

  before(async () => {
    t = await openProfileTestApp();
    const db = t.handle.db;
    hub = createPortalHub({
      db,
      now: () => TEST_NOW,
      authenticate: ({ token }) => authenticateBearer(t.app, token),
      bidRate: null,
      log: { warn() {}, error() {} },
    });
    srv = await listenHub(hub);
    client = buildClient(srv.url, (await t.as(AYSE)).authorization.slice('Bearer '.length));
    await client.start();

    const [kalem] = await db.select().from(ihaleKalem).limit(1);
    const [any] = await db.select({ paraBirimiId: ihale.paraBirimiId }).from(ihale).limit(1);
    lookups = {
      paraBirimiId: any.paraBirimiId,
      olcuBirimiId: kalem.olcuBirimiId,
      teslimatYeriId: kalem.teslimatYeriId,
      uzatma3x3: 0,
      uzatma5x2: 0,
    };

    // While public, Ayşe joins, bids and favourites each tender; then all but the control become hidden.
    for (const kind of [...Object.keys(HIDDEN_KINDS), 'control']) {
      const { ihaleId } = await tender({ durum: 213, baslik: kind === 'control' ? 'Açık ihale' : `${TITLE} ${kind}` });
      const join = await rest('POST', '/api/v1/IhaleKatilimCari', { cariId: CARI, ihaleId });
      assert.equal(join.status, 200, `${kind}: join while public ${join.body}`);
      const bid = await hubAnswer('Katilim', { cariId: CARI, ihaleId, tutar: minimumAcceptableBid(10_000, 0) });
      assert.deepEqual(bid, { result: { resultType: 'Ok', messages: [] } }, `${kind}: bid while public`);
      const fav = await rest('POST', '/api/v1/FavoriIhale', { IhaleId: ihaleId, cariId: CARI });
      assert.equal(fav.status, 200, `${kind}: favourite while public`);
      if (kind === 'control') control = ihaleId;
      else hidden.set(kind, ihaleId);
    }
    detailBefore = JSON.parse(await depositDetail()).data;
    for (const [kind, change] of Object.entries(HIDDEN_KINDS)) {
      await db
        .update(ihale)
        .set(change)
        .where(eq(ihale.id, hidden.get(kind)!));
    }
  });

  after(async () => {
    await client?.stop();
    await srv?.close();
    await t?.close();
  });

  for (const kind of Object.keys(HIDDEN_KINDS)) {
    describe(kind, () => {
      for (const probe of PROBES) {
        it(`${probe.name} answers as for a missing tender`, async () => {
          const missing = await probe.answer(MISSING);
          const answer = await probe.answer(hidden.get(kind)!);
          assert.deepEqual(answer, missing);
        });
      }
    });
  }

  it('no OData set or expansion contains a hidden tender, its bids or its joins', async () => {
    const hiddenIds = new Set(hidden.values());
    const leaks = (value: unknown, path = ''): string[] => {
      if (Array.isArray(value)) return value.flatMap((v, i) => leaks(v, `${path}[${i}]`));
      if (!value || typeof value !== 'object') return [];
      const o = value as Record<string, unknown>;
      const own =
        hiddenIds.has(o.IhaleId as number) || ('IhaleDurumuId' in o && hiddenIds.has(o.Id as number)) ? [path] : [];
      return [...own, ...Object.entries(o).flatMap(([k, v]) => leaks(v, `${path}.${k}`))];
    };
    const ids = [...hiddenIds].join(', ');
    const queries: Array<[string, string | null]> = [
      [odataUrl('IhaleKatilimCariOData', { $top: '100', $expand: 'Ihale($expand=Teklifler,Kalemleri)' }), AYSE],
      [odataUrl('FavoriIhaleOData', { $top: '100', $expand: 'Ihale($expand=Teklifler)' }), AYSE],
      [odataUrl('HerkeseAcikIhaleAnaSayfaOData', { $filter: `Id in (${ids})`, $expand: 'Teklifler,Kalemleri' }), null],
      [odataUrl('HerkeseAcikIhaleAnaSayfaOData', { $filter: `startswith(Baslik, '${TITLE}')` }), AYSE],
      [odataUrl('IhaleKatilimCariOData', { $filter: `IhaleId in (${ids})`, $expand: 'Ihale' }), AYSE],
      [odataUrl('IhaleKatilimCariOData', { $filter: `startswith(Ihale/Baslik, '${TITLE}')` }), AYSE],
      [odataUrl('FavoriIhaleOData', { $filter: `IhaleId in (${ids})`, $expand: 'Ihale' }), AYSE],
    ];
    for (const [url, who] of queries) {
      const res = await t.call(who, { method: 'GET', url });
      assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 300)}`);
      assert.deepEqual(leaks(res.json()), [], url);
      assert.ok(!res.body.includes(TITLE), `${url} names a hidden tender`);
    }
    // The same queries do find the public tender Ayşe took part in the same way, with its bid.
    const participations = await t.call(AYSE, { method: 'GET', url: queries[0][0] });
    const controlRow = (
      participations.json().value as Array<{ IhaleId: number; Ihale: { Teklifler: unknown[] } }>
    ).find((r) => r.IhaleId === control);
    assert.equal(controlRow?.Ihale.Teklifler.length, 1, 'the public participation with its bid');
    const favourites = await t.call(AYSE, { method: 'GET', url: queries[1][0] });
    assert.ok((favourites.json().value as Array<{ IhaleId: number }>).some((r) => r.IhaleId === control));
  });

  it('the deposit detail keeps the blocked money in its amounts but names no hidden tender', async () => {
    const body = await depositDetail();
    const detail = JSON.parse(body).data as typeof detailBefore & {
      aktifIhaleBlokajliTeminatlar: Array<{ ihaleId: number }>;
    };
    const hiddenIds = new Set(hidden.values());
    const before = detailBefore.aktifIhaleBlokajliTeminatlar as Array<{ ihaleId: number }>;
    assert.equal(before.filter((b) => hiddenIds.has(b.ihaleId)).length, hiddenIds.size, 'blocked while public');
    assert.ok(
      detail.aktifIhaleBlokajliTeminatlar.some((b) => b.ihaleId === control),
      'the public block is listed',
    );
    assert.ok(!body.includes(TITLE), 'names a hidden tender');
    assert.deepEqual(
      detail.aktifIhaleBlokajliTeminatlar,
      before.filter((b) => !hiddenIds.has(b.ihaleId)),
    );
    // The account's money is unchanged: the hidden tenders' blocks stay blocked until they settle.
    for (const key of ['teminatKullanilabilirTutar', 'aktifIhaleBlokajliTutar', 'kazanilanIhaleKullanilanTeminat']) {
      assert.equal(detail[key], detailBefore[key], key);
    }
  });

  it('contracts of another sales channel (52) are refused as an unknown tender type, and nothing is written', async () => {
    const acceptances = async () =>
      (await queryRows<{ n: string }>(t.handle.db, sql`select count(*)::text as n from sozlesme_onay`))[0].n;
    const before = await acceptances();
    for (const [method, path] of [
      ['POST', '/api/v1/CariBilgisi/SozlesmeOnay'],
      ['PUT', '/api/v1/CariBilgisi/CariSozlesmeBilgileriGuncelle'],
    ] as const) {
      const unknown = await rest(method, path, { CariId: CARI, IhaleTipiId: 53 });
      const licensed = await rest(method, path, { CariId: CARI, IhaleTipiId: 52 });
      assert.equal(unknown.status, 400, `${path}: ${unknown.body}`);
      assert.deepEqual(licensed, unknown, path);
    }
    assert.equal(await acceptances(), before);
  });

  // Last: the tick moves seeded tenders too.
  it('the scheduler starts and ends hidden tenders without announcing them to groups or to everyone', async () => {
    const due = async (
      spec: Partial<TenderSpec> & Pick<TenderSpec, 'durum'>,
      change?: Partial<typeof ihale.$inferInsert>,
    ) => {
      const { ihaleId } = await tender(spec);
      if (change) await t.handle.db.update(ihale).set(change).where(eq(ihale.id, ihaleId));
      return ihaleId;
    };
    const dueToStart = (baslik: string, change?: Partial<typeof ihale.$inferInsert>) =>
      due({ durum: 212, start: at(TEST_NOW, -1), baslik }, change);
    const dueToEnd = (baslik: string, change?: Partial<typeof ihale.$inferInsert>) =>
      due({ durum: 213, end: at(TEST_NOW, -1), baslik }, change);
    const control = [await dueToStart('Açık ihale'), await dueToEnd('Açık ihale')];
    const hiddenDue: number[] = [];
    for (const [kind, change] of Object.entries(HIDDEN_KINDS)) {
      // A draft never starts or ends: nothing to announce.
      if (change.ihaleDurumuId !== undefined) continue;
      hiddenDue.push(await dueToStart(`${TITLE} ${kind}`, change), await dueToEnd(`${TITLE} ${kind}`, change));
    }
    for (const id of [...control, ...hiddenDue]) assert.deepEqual(await hubAnswer('AddToGroup', id), { result: null });

    const heard: number[] = [];
    for (const event of ['IhaleBaslangicBildirimi', 'IhaleBaslangicEvent', 'IhaleBitisBildirimi', 'IhaleBitisEvent']) {
      client.on(event, (p: { id: number }) => heard.push(p.id));
    }
    const result = await runSchedulerTick(t.handle.db, TEST_NOW);
    assert.ok(result);
    for (const id of [...control, ...hiddenDue]) {
      assert.ok([...result.started, ...result.ended].includes(id), `tender ${id} moved on`);
    }
    const sentinel = nextMessages(client, 'Sentinel');
    for (const event of tickEvents(result)) sendAuctionFrames(hub, event);
    hub.sendToAll('Sentinel', 1);
    await sentinel;
    // Each public tender: once to its group, once to everyone.
    for (const id of control) assert.equal(heard.filter((h) => h === id).length, 2, `public tender ${id}`);
    assert.deepEqual(
      heard.filter((h) => hiddenDue.includes(h)),
      [],
    );
  });
});
