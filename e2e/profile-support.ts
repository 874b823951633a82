import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { smallestIncrement } from '../lib/rules/bid-increments';
import { toast } from './auth-support';
import { limit } from './time-limits';

/**
 * Shared steps of the profile and bidding journeys (e2e/profile-*.spec.ts and others): tokens for a
 * second citizen acting through the API and the hub, joins and bids without a browser, what the
 * public API says of a tender's bids, the operator command, and the accessibility check every screen
 * gets. The journeys sign in citizens of their own (e2e/fixtures.ts make.citizen, then
 * auth-support.ts signInCitizen).
 */
export { toast };

export const PROFILE_PATHS = [
  '/hesabim',
  '/finansal-bilgilerim/finansal-ozet',
  '/finansal-bilgilerim/teminat-bilgileri',
  '/finansal-bilgilerim/banka-bilgileri',
  '/firmalarim',
  '/katildigim-ihaleler',
  '/favori-ihaleler',
  '/profil-iletisim',
  '/bildirimler',
] as const;

/** The signed-in browser's access token (the session cookie). */
export async function browserToken(page: Page): Promise<string> {
  const c = (await page.context().cookies()).find((x) => x.name === 'esatis_at');
  expect(c?.value, 'signed in').toBeTruthy();
  return c!.value;
}

/** The person's own account id, read through the portal's own API (their personal record). */
export async function accountIds(request: APIRequestContext, token: string): Promise<number[]> {
  const res = await request.get('/api/external-odata/GercekKisilikExternalOData?$select=CariId', {
    headers: bearer(token),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()).value as Array<{ CariId: number }>).map((r) => r.CariId);
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * An access token for a citizen without a browser: the same steps a browser takes (external login
 * → stand-in page → single-use code → token exchange → the choice of the account the session acts
 * for: `cariId`, by default the person's own).
 */
export async function apiToken(
  request: APIRequestContext,
  baseURL: string,
  kimlikNo: string,
  cariId?: number,
): Promise<string> {
  const json = JSON.stringify({ Provider: 'EDevlet', ReturnUrl: `${new URL(baseURL).origin}/callback` });
  const start = await request.get(`/auth/Account/external-login?json=${encodeURIComponent(json)}`, { maxRedirects: 0 });
  const standIn = new URL(start.headers().location, baseURL);
  const state = standIn.searchParams.get('state');
  expect(state, 'stand-in state').toBeTruthy();
  const chosen = await request.post('/auth/edevlet', { form: { state: state!, kimlikNo }, maxRedirects: 0 });
  const code = new URL(chosen.headers().location, baseURL).searchParams.get('access_token');
  expect(code, 'single-use code').toBeTruthy();
  const res = await request.post('/api/connect/token', {
    form: {
      grant_type: 'external',
      client_id: 'ihale-client',
      client_secret: 'ihale-client-secret',
      external_token: code!,
      provider: 'EDevlet',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const unchosen = (await res.json()).access_token as string;
  const [person] = await accountIds(request, unchosen);
  const bound = await request.put('/api/v1/CariBilgisi/AktifCari', {
    headers: bearer(unchosen),
    data: { cariId: cariId ?? person },
  });
  expect(bound.ok(), await bound.text()).toBe(true);
  return (await bound.json()).data.access_token as string;
}

export interface ApiTender {
  Id: number;
  Baslik: string;
  TeminatTutari: number;
  GuncelBitisTarihi: string;
  Kalemleri: Array<{ AcilisFiyati: number; TurTeklifleriTeklifTutariMax: number }>;
}

export async function tender(request: APIRequestContext, id: number): Promise<ApiTender> {
  const res = await request.get(
    `/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=Id eq ${id}&$expand=Kalemleri`,
  );
  return ((await res.json()).value as ApiTender[])[0];
}

/** The lowest bid the rules accept now: the opening price first, then the highest + the band's smallest step. */
export function nextBid(t: ApiTender): number {
  const k = t.Kalemleri[0];
  return k.TurTeklifleriTeklifTutariMax > 0
    ? k.TurTeklifleriTeklifTutariMax + smallestIncrement(k.AcilisFiyati)
    : k.AcilisFiyati;
}

/** Contract acceptance and join through the API (the join UI belongs to the tender detail journeys). */
export async function joinThroughApi(request: APIRequestContext, token: string, cariId: number, ihaleId: number) {
  const accepted = await request.post('/api/v1/CariBilgisi/SozlesmeOnay', {
    headers: bearer(token),
    data: { CariId: cariId, IhaleTipiId: 51 },
  });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
  const joined = await request.post('/api/v1/IhaleKatilimCari', { headers: bearer(token), data: { cariId, ihaleId } });
  expect(joined.ok(), await joined.text()).toBe(true);
}

/** A hub connection of a citizen acting outside the browser (the official SignalR client). */
export async function hubClient(baseURL: string, token: string): Promise<HubConnection> {
  // The client turns http(s) into ws(s) itself (no negotiation: WebSockets only).
  const url = `${new URL(baseURL).origin}/api/v1/IhaleHub`;
  const conn = new HubConnectionBuilder()
    .withUrl(url, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  await conn.start();
  return conn;
}

/** Places a bid over the hub and waits for its answer; fails the test when it is refused. */
export async function bid(conn: HubConnection, payload: { cariId: number; ihaleId: number; tutar: number }) {
  const answer = new Promise<{ resultType: string; messages: string[] }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no TeklifSonucuDon within 10 s')), 10_000);
    conn.on('TeklifSonucuDon', (r) => {
      clearTimeout(timer);
      conn.off('TeklifSonucuDon');
      resolve(r);
    });
  });
  await conn.send('Katilim', payload);
  const r = await answer;
  expect(r.resultType, r.messages.join(', ')).toBe('Ok');
}

const run = promisify(execFile);

/**
 * `npm run operator -- reply <id> "<text>"` against the portal under test: same PORT, and the data
 * folder in E2E_DATA_DIR (playwright.config.ts sets it to the folder of the portal it starts).
 */
export async function operatorReply(baseURL: string, iletisimId: number, text: string): Promise<string> {
  const port = new URL(baseURL).port || '80';
  const dataDir = process.env.E2E_DATA_DIR;
  const env = { ...process.env, PORT: port, ...(dataDir ? { DATA_DIR: dataDir } : {}) };
  const { stdout } = await run('npm', ['run', '--silent', 'operator', '--', 'reply', String(iletisimId), text], {
    env,
    timeout: limit(60_000),
  });
  return stdout;
}

export { expectNoSeriousAxeFindings } from './axe';

export { expectToast } from './toast-recorder';

export { test, expect };

/** A company account id of the signed-in person, by its registered name. */
export async function companyId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const res = await request.get('/api/v1/Mersis/CariOrtakBilgisi', { headers: bearer(token) });
  const rows = (await res.json()).data as Array<{ id: number; unvani: string }>;
  const row = rows.find((r) => r.unvani === name);
  expect(row, `company ${name}`).toBeTruthy();
  return row!.id;
}

/** The alias holding the tender's highest bid now (null before any bid). */
export async function leadingAlias(request: APIRequestContext, ihaleId: number): Promise<string | null> {
  const res = await request.get(
    `/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=Id eq ${ihaleId}&$expand=Teklifler&$select=Id`,
  );
  const bids = ((await res.json()).value[0]?.Teklifler ?? []) as Array<{ CariRumuzu: string; TeklifTutari: number }>;
  return (
    bids.reduce<{ CariRumuzu: string; TeklifTutari: number } | null>(
      (top, b) => (!top || b.TeklifTutari > top.TeklifTutari ? b : top),
      null,
    )?.CariRumuzu ?? null
  );
}

/** A bid as the public API lists it (OData Teklifler). */
export interface ApiBid {
  CariRumuzu: string;
  TeklifTutari: number;
  Otomatik: boolean;
  SiraNo: number;
}

/** The tender's bids as the public API lists them now, newest first. */
export async function bidsOf(request: APIRequestContext, ihaleId: number): Promise<ApiBid[]> {
  const res = await request.get(
    `/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=Id eq ${ihaleId}&$expand=Teklifler&$select=Id`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  const bids = ((await res.json()).value[0]?.Teklifler ?? []) as ApiBid[];
  return bids.sort((a, b) => b.SiraNo - a.SiraNo);
}

/** The account's alias in the tender (null when not joined). */
export async function aliasOf(
  request: APIRequestContext,
  token: string,
  cariId: number,
  ihaleId: number,
): Promise<string | null> {
  const res = await request.get(`/api/v1/IhaleKatilimCari?ihaleId=${ihaleId}&cariId=${cariId}`, {
    headers: bearer(token),
  });
  return ((await res.json()).data?.cariRumuzu as string | null) ?? null;
}
