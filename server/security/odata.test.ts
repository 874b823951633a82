// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * Hostile OData (issue #7), next to the parser's own fuzz test (server/odata/parser.test.ts): SQL
 * in string literals, unknown fields, navigations and functions off the allow-list, $top/$skip
 * out of range, very long and deeply nested queries, and hidden columns. Each is a 400 in the
 * error shape or an answer that reveals nothing; never a 500, never someone else's rows.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { MAX_DEPTH, MAX_IN_LIST, MAX_QUERY_LENGTH, MAX_SKIP, MAX_TOP } from '../odata/limits';
import { ACCOUNTS, odataUrl, openProfileTestApp, type ProfileTestContext } from '../modules/persons/test-support';
import { assertErrorShape, queryRows } from './support';

const TENDERS = 'HerkeseAcikIhaleAnaSayfaOData';

/**
 * [what, options, expected status]: 400 = refused with a message; 501 = an OData option the
 * service does not implement (docs/architecture.md §10); 200 = harmless answer.
 */
const HOSTILE: Array<[string, Record<string, string>, 200 | 400 | 501]> = [
  ['quote breakout in a literal', { $filter: "Baslik eq 'x'' or 1=1 --'" }, 200],
  ['stacked statement in a literal', { $filter: "contains(Baslik,''';drop table ihale;--')" }, 200],
  ['backslash escape attempt', { $filter: "Baslik eq '\\' or 1=1 --'" }, 400],
  ['NUL in a literal', { $filter: "Baslik eq 'a\u0000b'" }, 400],
  ['unknown field in $filter', { $filter: 'Sifre eq 1' }, 400],
  ['unknown field in $select', { $select: 'Id,pg_read_file' }, 400],
  ['unknown field in $orderby', { $orderby: 'Id;drop table ihale' }, 400],
  ['navigation not on the allow-list', { $expand: 'Cari' }, 400],
  ['nested navigation not on the allow-list', { $expand: 'Teklifler($expand=Cari)' }, 400],
  ['the account behind a bid', { $expand: 'Teklifler($select=CariId)' }, 400],
  ['the account behind a bid in a lambda', { $filter: 'Teklifler/any(t:t/CariId eq 7)' }, 400],
  ['$top huge', { $top: '1000000000' }, 400],
  ['$top above the limit inside $expand', { $expand: `Kalemleri($top=${MAX_TOP + 1})` }, 400],
  ['$top negative', { $top: '-1' }, 400],
  ['$top not a number', { $top: '1e3' }, 400],
  ['$skip negative', { $skip: '-1' }, 400],
  ['$skip above the limit', { $skip: String(MAX_SKIP + 1) }, 400],
  ['very long query', { $filter: `Baslik eq '${'a'.repeat(MAX_QUERY_LENGTH)}'` }, 400],
  [
    'parentheses nested deeper than allowed',
    { $filter: `${'('.repeat(MAX_DEPTH + 5)}Id eq 1${')'.repeat(MAX_DEPTH + 5)}` },
    400,
  ],
  ['not nested deeper than allowed', { $filter: `${'not '.repeat(MAX_DEPTH + 5)}(Id eq 1)` }, 400],
  [
    '$expand nested deeper than allowed',
    { $expand: `${'Kalemleri($expand='.repeat(MAX_DEPTH + 5)}${')'.repeat(MAX_DEPTH + 5)}` },
    400,
  ],
  ['in list too long', { $filter: `Id in (${Array.from({ length: MAX_IN_LIST + 1 }, (_, i) => i).join(',')})` }, 400],
  ['function off the allow-list: pg_sleep', { $filter: 'pg_sleep(10) eq 1' }, 400],
  ['function off the allow-list: substringof', { $filter: "substringof('a',Baslik)" }, 400],
  ['function off the allow-list: concat', { $filter: "concat(Baslik,'x') eq 'x'" }, 400],
  ['arithmetic', { $filter: 'Id add 1 eq 2' }, 400],
  ['unimplemented system option $apply', { $apply: 'groupby((Id))' }, 501],
  ['unimplemented system option $search', { $search: 'x' }, 501],
  ['unknown system option', { $drop: 'x' }, 400],
  ['number too long', { $filter: `Id eq ${'9'.repeat(100)}` }, 400],
  ['number out of range', { $filter: 'TeminatTutari gt 1e400' }, 400],
  ['impossible date', { $filter: 'BaslangicTarihi gt 2026-02-30T00:00:00Z' }, 400],
  ['int overflow is just no match', { $filter: 'Id eq 99999999999999999999' }, 200],
];

describe('hostile OData', () => {
  let t: ProfileTestContext;
  const get = (set: string, options: Record<string, string>, who: string | null = ACCOUNTS.ayse.kimlikNo) =>
    t.call(who, { method: 'GET', url: odataUrl(set, options) });

  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    await t?.close();
  });

  for (const [what, options, status] of HOSTILE) {
    it(`${what}: ${status === 200 ? 'answered harmlessly' : `${status} with a message`}`, async () => {
      const res = await get(TENDERS, options);
      if (status !== 200) assertErrorShape(res, status, what);
      else {
        assert.equal(res.statusCode, 200, res.body.slice(0, 300));
        assert.deepEqual(res.json().value, [], 'an injection attempt matches nothing');
      }
    });
  }

  it('the injection attempts left the tables alone', async () => {
    const [row] = await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int as n from ihale`);
    assert.ok(Number(row.n) > 0);
  });

  it('a duplicated option is refused rather than one of them silently winning', async () => {
    const res = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'GET',
      url: `/api/external-odata/${TENDERS}?$filter=Id%20eq%201&$filter=Id%20ne%201`,
    });
    assertErrorShape(res, 400, 'duplicated $filter');
  });

  it('hidden columns: nobody else’s TC kimlik no, name or phone, however the query is phrased', async () => {
    for (const filter of [
      undefined,
      "KimlikNo ne ''",
      `KimlikNo gt '0'`,
      "startswith(KimlikNo,'1')",
      'Id gt 0 or Id le 0',
    ]) {
      const res = await get('GercekKisilikExternalOData', {
        $select: 'KimlikNo,Adi,Soyadi,GSM,Eposta,CariId',
        ...(filter ? { $filter: filter } : {}),
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        res.json().value.map((r: { KimlikNo: string }) => r.KimlikNo),
        [ACCOUNTS.ayse.kimlikNo],
        String(filter),
      );
    }
    // The public set has no person columns at all.
    assertErrorShape(await get(TENDERS, { $select: 'KimlikNo' }), 400, 'KimlikNo on tenders');
    assertErrorShape(
      await get('IhaleKatilimCariOData', { $expand: 'Ihale($expand=Teklifler($select=CariId))' }),
      400,
      'bid accounts',
    );
  });

  it('favourites expanded on the public set are the caller’s own, and none for anonymous callers', async () => {
    const mine = new Set<number>([ACCOUNTS.ayse.person, ...ACCOUNTS.ayse.companies]);
    const signedIn = await get(TENDERS, { $expand: 'FavoriIhaleler', $select: 'Id', $top: '100' });
    const favs = signedIn.json().value.flatMap((r: { FavoriIhaleler: Array<{ CariId: number }> }) => r.FavoriIhaleler);
    assert.ok(favs.length > 0, 'her seeded favourite is there');
    for (const f of favs) assert.ok(mine.has(f.CariId), `favourite of account ${f.CariId} leaked`);
    const anonymous = await get(TENDERS, { $expand: 'FavoriIhaleler', $select: 'Id', $top: '100' }, null);
    assert.ok(anonymous.json().value.every((r: { FavoriIhaleler: unknown[] }) => r.FavoriIhaleler.length === 0));
    const probing = await get(TENDERS, { $filter: `FavoriIhaleler/any(f:f/CariId eq ${ACCOUNTS.mehmet.person})` });
    assert.deepEqual(probing.json().value, [], 'a lambda cannot see other accounts’ favourites');
  });

  it('scoped sets refuse anonymous callers with 401', async () => {
    for (const set of [
      'GercekKisilikExternalOData',
      'IletisimCariOData',
      'IletisimYazismaCariOData',
      'IhaleKatilimCariOData',
      'FavoriIhaleOData',
    ]) {
      assertErrorShape(await get(set, { $top: '1' }, null), 401, set);
    }
  });
});
