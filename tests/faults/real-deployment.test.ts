/**
 * A real deployment never runs a stand-in (docs/guides/production.md): the built server, started as an
 * operator starts it (no PORTAL_MODE) with the minimal real configuration against an in-process
 * OpenID provider (node-oidc-provider), a recorded bank, the recorded TCMB bulletin and a database
 * of its own on the machine's PostgreSQL. Every stand-in route answers 404, e-Devlet sign-in goes to
 * the provider, and a card callback signed with the stand-in bank's published key changes nothing,
 * while the bank's own signature credits. Started with a stand-in, it refuses and names the settings.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';
import { createPerson } from '../../server/auction/test-fixtures';
import { issueAccessToken } from '../../server/auth/tokens';
import { DEV_POS, loadConfig } from '../../server/config';
import { type DbHandle, openDatabase } from '../../server/db/client';
import { kartOdeme, kartOdemeBildirim, teminatHareket } from '../../server/db/schema';
import { signFields } from '../../server/money/pos/nestpay-hash';
import { minimalRealEnv } from '../support/real-deployment-env';
import { waitUntil } from '../support/wait';

const ROOT = path.join(import.meta.dirname, '..', '..');
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A loopback server answering with `handle`; resolves to its base URL. */
async function listen(handle: http.RequestListener): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer(handle);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function freePort(): Promise<number> {
  const { server } = await listen(() => {});
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

async function adminQuery(sql: string): Promise<void> {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** The compiled server (scripts/build-server.mjs, as npm start runs it) with exactly this environment. */
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let out = '';
  // Only what a process needs from the machine, so no demo setting of the test run leaks in.
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir() };
  const child = spawn(process.execPath, ['.server-build/main.mjs'], {
    cwd: ROOT,
    env: { ...base, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  return { child, output: () => out };
}

describe('a real deployment (the built server, no PORTAL_MODE)', () => {
  const databaseName = `portal_real_${randomBytes(5).toString('hex')}`;
  const databaseUrl = (() => {
    const u = new URL(ADMIN_URL);
    u.pathname = `/${databaseName}`;
    return u.toString();
  })();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-deployment-'));
  const servers: http.Server[] = [];
  const bankRequests: string[] = [];
  let portal: ReturnType<typeof startServer> | undefined;
  let base = '';
  let env: Record<string, string> = {};
  let provider = '';
  let db: DbHandle | undefined;

  before(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
    const port = await freePort();
    base = `http://localhost:${port}`;
    // The e-Devlet side: a certified OpenID provider implementation, PKCE required.
    const op = await listen(() => {});
    provider = op.url;
    const oidc = new Provider(provider, {
      clients: [
        {
          client_id: 'esatis-portal',
          client_secret: 'a-provider-secret-of-the-portal-0123456789',
          redirect_uris: [`${base}/auth/Account/external-callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      pkce: { required: () => true },
      cookies: { keys: ['a-cookie-key-for-the-test-provider'] },
    });
    op.server.on('request', oidc.callback());
    // The bank's 3-D gate records what reaches it; the TCMB serves its recorded bulletin.
    const bank = await listen((req, res) => {
      bankRequests.push(`${req.method} ${req.url}`);
      res.end('banka');
    });
    const xml = fs.readFileSync(path.join(ROOT, 'server', 'rates', 'fixtures', 'tcmb-today.xml'));
    const tcmb = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(xml);
    });
    servers.push(op.server, bank.server, tcmb.server);
    await adminQuery(`create database ${databaseName}`);
    env = minimalRealEnv({
      PUBLIC_ORIGIN: base,
      DATABASE_URL: databaseUrl,
      EDEVLET_AUTHORIZE_URL: `${provider}/auth`,
      EDEVLET_TOKEN_URL: `${provider}/token`,
      EDEVLET_USERINFO_URL: `${provider}/me`,
      EDEVLET_CLIENT_ID: 'esatis-portal',
      EDEVLET_CLIENT_SECRET: 'a-provider-secret-of-the-portal-0123456789',
      EDEVLET_ISSUER: provider,
      POS_GATEWAY_URL: `${bank.url}/fim/est3Dgate`,
      TCMB_RATES_URL: `${tcmb.url}/kurlar/today.xml`,
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      SMS_URL: `http://127.0.0.1:${await freePort()}/sms`,
    });
    portal = startServer({ ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitUntil(
      async () => {
        if (portal?.child.exitCode !== null) throw new Error(`the portal exited:\n${portal?.output()}`);
        return (await fetch(`${base}/api/ready`).catch(() => null))?.status === 200;
      },
      120_000,
      'the real deployment to be ready',
    );
    db = await openDatabase({ databaseUrl, dataDir: 'unused' });
  });

  after(async () => {
    portal?.child.kill('SIGTERM');
    if (portal && portal.child.exitCode === null) await new Promise((r) => portal?.child.once('exit', r));
    await db?.close();
    for (const s of servers) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 404 on every stand-in route', async () => {
    const standIns: Array<[string, string]> = [
      ['GET', '/auth/edevlet?state=x'],
      ['POST', '/auth/edevlet'],
      ['POST', '/api/sanal-pos/3d'],
      ['POST', '/api/sanal-pos/3d/onay'],
      ['POST', '/api/sanal-pos/api'],
      ['GET', '/api/gelistirici/posta'],
      ['POST', '/api/gelistirici/sms'],
      ['POST', '/api/gelistirici/e2e/vatandas'],
      ['GET', '/gelistirici/posta'],
    ];
    for (const [method, url] of standIns) {
      const res = await fetch(`${base}${url}`, {
        method,
        redirect: 'manual',
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'kimlikNo=10000000146' }
          : {}),
      });
      assert.equal(res.status, 404, `${method} ${url}`);
    }
  });

  it('signs in through the OpenID provider, never a test page', async () => {
    const json = JSON.stringify({ Provider: 'EDevlet', ReturnUrl: `${base}/callback` });
    const res = await fetch(`${base}/auth/Account/external-login?json=${encodeURIComponent(json)}`, {
      redirect: 'manual',
    });
    assert.equal(res.status, 302);
    const to = new URL(res.headers.get('location') ?? '');
    assert.equal(`${to.origin}${to.pathname}`, `${provider}/auth`);
    assert.equal(to.searchParams.get('code_challenge_method'), 'S256');
  });

  it('holds no demo data: the reference data only', async () => {
    const rows = async (q: string) =>
      ((await db!.db.execute(sql.raw(q))) as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    assert.equal(await rows('select count(*)::int as n from edevlet_vatandas'), 0);
    assert.equal(await rows('select count(*)::int as n from personel'), 0);
    assert.equal(await rows('select count(*)::int as n from ihale'), 0);
    assert.equal(await rows('select count(*)::int as n from para_birimi'), 3);
  });

  it("refuses a card callback signed with the stand-in bank's published key; the bank's own signature credits", async () => {
    const handle = db!;
    const person = await createPerson(handle.db, {
      kimlikNo: '10000000146',
      adi: 'Ayşe',
      soyadi: 'Yılmaz',
      deposit: 0,
    });
    const authApp = {
      config: loadConfig({ TOKEN_SIGNING_KEY: env.TOKEN_SIGNING_KEY, PUBLIC_ORIGIN: base }),
      db: handle.db,
      now: () => new Date(),
    } as unknown as FastifyInstance;
    const token = await issueAccessToken(authApp, person.kimlikNo, { cariId: person.cariId });
    const started = await fetch(`${base}/api/v1/Odeme/KartOdemeBaslat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amac: 'teminat', cariId: person.cariId, tutar: '10000000', paraBirimi: 'TL' }),
    });
    assert.equal(started.status, 200, await started.clone().text());
    const { odemeId, gatewayUrl } = (await started.json()).data as { odemeId: string; gatewayUrl: string };
    assert.equal(gatewayUrl, env.POS_GATEWAY_URL, "the browser is sent to the bank's own gate");

    // What the bank answers for an approved 3-D payment of that order.
    const answer = {
      clientid: env.POS_CLIENT_ID,
      oid: odemeId,
      amount: '10000000.00',
      currency: '949',
      Response: 'Approved',
      ProcReturnCode: '00',
      mdStatus: '1',
      AuthCode: '123456',
      MaskedPan: '450803******4509',
      rnd: randomBytes(8).toString('hex'),
      hashAlgorithm: 'ver3',
    };
    const post = (fields: Record<string, string>) =>
      fetch(`${base}/api/odeme/3d/sonuc`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const ledger = () => handle.db.select().from(teminatHareket).where(eq(teminatHareket.cariId, person.cariId));
    const payment = async () => (await handle.db.select().from(kartOdeme).where(eq(kartOdeme.id, odemeId)))[0];

    // Forged with the stand-in's key (printed in the repository): twice, nothing moves.
    for (let i = 0; i < 2; i++) await post(signFields(answer, DEV_POS.storeKey));
    assert.deepEqual(await ledger(), []);
    assert.equal((await payment()).durum, 'baslatildi');
    const notices = await handle.db.select().from(kartOdemeBildirim).where(eq(kartOdemeBildirim.kartOdemeId, odemeId));
    assert.deepEqual(
      notices.map((n) => n.sonuc),
      ['imza-hatali', 'imza-hatali'],
    );

    // The same answer signed with the store key the bank shares: credited, once.
    await post(signFields(answer, env.POS_STORE_KEY));
    assert.equal((await payment()).durum, 'basarili');
    const credited = await ledger();
    assert.equal(credited.length, 1);
    assert.equal(credited[0].tur, 'yatirma');
    assert.equal(credited[0].tutar, '10000000.00');
  });

  it('refuses to start with a stand-in, naming each setting to fix and where to read', async () => {
    const { EDEVLET_MODE: _e, SMTP_URL: _s, ...rest } = env;
    const refused = startServer({ ...rest, PORT: String(await freePort()), DATA_DIR: dataDir });
    const code = await new Promise<number | null>((r) => refused.child.once('exit', r));
    assert.equal(code, 1);
    const screen = refused.output();
    assert.match(screen, /^ {2}- EDEVLET_MODE: /m);
    assert.match(screen, /^ {2}- SMTP_URL: /m);
    assert.match(screen, /docs\/guides\/production\.md, "The minimal real configuration"/);
    assert.doesNotMatch(screen, /POS_MODE:/, 'only what is wrong is named');
  });
});
