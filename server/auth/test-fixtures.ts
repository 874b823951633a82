import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client';
import { cari, edevletVatandas, firmaYetkili, gercekKisilik, sozlesmeOnay } from '../db/schema';
import { CURRENT_CONTRACT_VERSION } from '../modules/accounts/contract-version';
import { TEST_CITIZENS } from '../seed/constants';
import { COOKIE } from '../../lib/session/cookie-names';
import { CLIENT_ID } from './tokens';

/**
 * Test data for the sign-in tests: the demo seed when it exports `seed(db, now)`, otherwise the few
 * rows these tests need, with the same citizens and account situations as the seed brief:
 * Ayşe (in order, two companies), Mehmet (in order), Ali (outdated contract, one company),
 * Zeynep and Mustafa Can (no record), Fatma (no e-mail, no phone).
 */
export async function prepareAuthTestData(db: Db, now: Date): Promise<void> {
  const seedModule = (await import('../seed')) as Record<string, unknown>;
  if (typeof seedModule.seed === 'function') {
    await (seedModule.seed as (db: Db, now: Date) => Promise<unknown>)(db, now);
    return;
  }
  await insertFallbackRows(db);
}

export const CITIZEN = TEST_CITIZENS;

async function insertFallbackRows(db: Db): Promise<void> {
  await db.insert(edevletVatandas).values([
    {
      kimlikNo: CITIZEN.ayseYilmaz,
      adi: 'Ayşe',
      soyadi: 'Yılmaz',
      eposta: 'ayse.yilmaz@example.com.tr',
      gsm: '5321234567',
    },
    {
      kimlikNo: CITIZEN.mehmetKaya,
      adi: 'Mehmet',
      soyadi: 'Kaya',
      eposta: 'mehmet.kaya@example.com.tr',
      gsm: '5332345678',
    },
    {
      kimlikNo: CITIZEN.zeynepDemir,
      adi: 'Zeynep',
      soyadi: 'Demir',
      eposta: 'zeynep.demir@example.com.tr',
      gsm: '5443456789',
    },
    { kimlikNo: CITIZEN.aliCelik, adi: 'Ali', soyadi: 'Çelik', eposta: 'ali.celik@example.com.tr', gsm: '5054567890' },
    { kimlikNo: CITIZEN.fatmaSahin, adi: 'Fatma', soyadi: 'Şahin', eposta: null, gsm: null },
    {
      kimlikNo: CITIZEN.mustafaCanOzturk,
      adi: 'Mustafa Can',
      soyadi: 'Öztürk',
      eposta: 'mustafacan.ozturk@example.com.tr',
      gsm: '5426789012',
    },
  ]);
  await db.insert(cari).values([
    { id: 1, tur: 'gercek', unvan: 'Ayşe Yılmaz' },
    { id: 2, tur: 'gercek', unvan: 'Mehmet Kaya' },
    { id: 3, tur: 'gercek', unvan: 'Ali Çelik' },
    { id: 4, tur: 'firma', unvan: 'Anadolu Hurda Metal A.Ş.', vergiNo: '1234567890' },
    { id: 5, tur: 'firma', unvan: 'Ege Geri Dönüşüm Ltd. Şti.', vergiNo: '9876543217' },
    { id: 6, tur: 'firma', unvan: 'Karadeniz Makine San. A.Ş.', vergiNo: '4567891233' },
  ]);
  await db.insert(gercekKisilik).values([
    {
      id: 1,
      cariId: 1,
      kimlikNo: CITIZEN.ayseYilmaz,
      adi: 'Ayşe',
      soyadi: 'Yılmaz',
      eposta: 'ayse.yilmaz@example.com.tr',
      gsm: '5321234567',
    },
    {
      id: 2,
      cariId: 2,
      kimlikNo: CITIZEN.mehmetKaya,
      adi: 'Mehmet',
      soyadi: 'Kaya',
      eposta: 'mehmet.kaya@example.com.tr',
      gsm: '5332345678',
    },
    {
      id: 3,
      cariId: 3,
      kimlikNo: CITIZEN.aliCelik,
      adi: 'Ali',
      soyadi: 'Çelik',
      eposta: 'ali.celik@example.com.tr',
      gsm: '5054567890',
    },
  ]);
  await db.insert(firmaYetkili).values([
    { gercekKisilikId: 1, firmaCariId: 4 },
    { gercekKisilikId: 1, firmaCariId: 5 },
    { gercekKisilikId: 3, firmaCariId: 6 },
  ]);
  await db.insert(sozlesmeOnay).values([
    { cariId: 1, ihaleTipiId: 51, versiyon: CURRENT_CONTRACT_VERSION },
    { cariId: 2, ihaleTipiId: 51, versiyon: CURRENT_CONTRACT_VERSION },
    { cariId: 3, ihaleTipiId: 51, versiyon: CURRENT_CONTRACT_VERSION - 1 },
  ]);
  // Rows with explicit ids leave the serial sequences behind; move them past the fixed ids.
  for (const table of ['cari', 'gercek_kisilik', 'sozlesme_onay']) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  }
}

/** Form body of the token endpoint with the portal client's credentials. */
export function tokenForm(fields: Record<string, string>, clientSecret = 'ihale-client-secret'): string {
  return new URLSearchParams({ client_id: CLIENT_ID, client_secret: clientSecret, ...fields }).toString();
}

export function postToken(
  app: FastifyInstance,
  url: '/api/connect/token' | '/auth/connect/token',
  fields: Record<string, string>,
  opts: { clientSecret?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...opts.headers },
    payload: tokenForm(fields, opts.clientSecret),
    remoteAddress: opts.remoteAddress ?? '10.0.0.1',
  });
}

/** The Set-Cookie values of an answer, as a list. */
export function setCookies(res: LightMyRequestResponse): string[] {
  const h = res.headers['set-cookie'];
  return h === undefined ? [] : Array.isArray(h) ? h : [String(h)];
}

/**
 * The refresh token an answer put into its cookie (the body never carries one), or null. Node
 * clients keep it the way a browser does and send it back with postRefresh.
 */
export function refreshCookieOf(res: LightMyRequestResponse): string | null {
  const set = setCookies(res).find((c) => c.startsWith(`${COOKIE.refreshToken}=`) && !/; Path=\/;/.test(c));
  const value = set?.slice(COOKIE.refreshToken.length + 1).split(';')[0];
  return value || null;
}

/** The refresh grant as the browser sends it: the client in the form, the token in its cookie. */
export function postRefresh(
  app: FastifyInstance,
  refreshToken: string | null,
  opts: { url?: '/api/connect/token' | '/auth/connect/token'; remoteAddress?: string; clientSecret?: string } = {},
): Promise<LightMyRequestResponse> {
  return postToken(
    app,
    opts.url ?? '/auth/connect/token',
    { grant_type: 'refresh_token' },
    {
      ...opts,
      headers: refreshToken === null ? {} : { cookie: `${COOKIE.refreshToken}=${refreshToken}` },
    },
  );
}

/** POST /auth/connect/revocation with the portal client's credentials and, if given, the cookie. */
export function postRevocation(
  app: FastifyInstance,
  fields: Record<string, string>,
  opts: { cookie?: string; clientSecret?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/auth/connect/revocation',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(opts.cookie ? { cookie: `${COOKIE.refreshToken}=${opts.cookie}` } : {}),
    },
    payload: tokenForm(fields, opts.clientSecret),
    remoteAddress: opts.remoteAddress ?? '10.0.0.1',
  });
}

/** The account (cari) ids a citizen may act for, read from the database, whatever seed made them. */
export async function accountsOf(
  db: Db,
  kimlikNo: string,
): Promise<{ personCariId: number | null; companyIds: number[] }> {
  const rows = await db.execute<{ cari_id: number; firma_cari_id: number | null }>(sql`
    select g.cari_id, f.firma_cari_id
    from gercek_kisilik g left join firma_yetkili f on f.gercek_kisilik_id = g.id
    where g.kimlik_no = ${kimlikNo}
    order by f.firma_cari_id`);
  const list = (rows as unknown as { rows: Array<{ cari_id: number; firma_cari_id: number | null }> }).rows;
  if (!list.length) return { personCariId: null, companyIds: [] };
  return {
    personCariId: Number(list[0].cari_id),
    companyIds: list.filter((r) => r.firma_cari_id !== null).map((r) => Number(r.firma_cari_id)),
  };
}

/** Row count of a table, to prove that a refused call wrote nothing. */
export async function countRows(
  db: Db,
  table: 'sozlesme_onay' | 'aktivite_log' | 'cari' | 'gercek_kisilik',
): Promise<number> {
  const res = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: Array<{ n: number }>;
  };
  return Number(res.rows[0].n);
}
