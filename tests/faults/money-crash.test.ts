import { kurusToNumeric } from '../../server/kernel/kurus';
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { INSTITUTION_ACCOUNTS_SETTING_KEY, PARA_BIRIMI } from '../../lib/contract/money';
import { depositReference } from '../../lib/rules/payment-reference';
import { createPerson, insertAuctionLookups, type TestPerson } from '../../server/auction/test-fixtures';
import { DEV_POS } from '../../server/config';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { scratchPostgresDatabase } from '../../server/db/test-db';
import { kartOdeme, personel, portalAyar } from '../../server/db/schema';
import { INSTITUTION_ACCOUNTS } from '../../server/seed/data/institution-accounts';
import { applyCardCallback } from '../../server/money/card/card-callback';
import { nestpayPos } from '../../server/money/pos/nestpay-pos';
import { signFields } from '../../server/money/pos/nestpay-hash';
import { csvFixture } from '../../server/money/statements/fixtures';
import { importStatement } from '../../server/money/statements/import-statement';
import { parseStatement } from '../../server/money/statements/parse-statement';
import { waitUntil } from '../support/wait';

const ROOT = path.resolve(__dirname, '../..');
const LINES = 3000;
const CALLBACKS = 400;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The money writer as its own process (support/money-writer-process.ts); resolves once it is writing. */
function startWriter(env: Record<string, string>): Promise<{ child: ChildProcess; done: () => boolean }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/faults/support/money-writer-process.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr?.on('data', (d) => {
    err += d;
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d) => {
      out += d;
      if (out.includes('started')) resolve({ child, done: () => out.includes('done') });
    });
    child.once('exit', (code, signal) => {
      if (!out.includes('started')) reject(new Error(`money writer exited (${code ?? signal}): ${err.slice(-2000)}`));
    });
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/**
 * Issue #33 fault: kill -9 of the process writing money in the middle of a statement import and of
 * a run of card callbacks, then a restart that does the same work again (Mali İşler uploads the file
 * again; the bank sends its callbacks again). Nothing is half-written and nothing is credited twice:
 * after the restart every transfer and every approved payment is credited exactly once, and what
 * came in equals what the accounts hold.
 */
describe('fault: kill -9 in the middle of money being written', () => {
  let url: string;
  let scratch: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
  let handle: DbHandle;
  let dir: string;
  let staffId: number;
  const people: TestPerson[] = [];
  const children: ChildProcess[] = [];

  before(async () => {
    scratch = await scratchPostgresDatabase('portal_fault');
    url = scratch.url;
    handle = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
    dir = mkdtempSync(path.join(os.tmpdir(), 'money-crash-'));
    await insertAuctionLookups(handle.db);
    await handle.db
      .insert(portalAyar)
      .values({ anahtar: INSTITUTION_ACCOUNTS_SETTING_KEY, deger: INSTITUTION_ACCOUNTS });
    [{ id: staffId }] = await handle.db
      .insert(personel)
      .values({ kimlikNo: '10000099991', adiSoyadi: 'Mali İşler' })
      .returning({ id: personel.id });
    for (let i = 0; i < 5; i++)
      people.push(await createPerson(handle.db, { kimlikNo: `7${String(i).padStart(10, '0')}`, deposit: 0 }));
  });
  after(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
    await scratch.drop();
  });

  const count = async (q: ReturnType<typeof sql>) => rowsOf<{ n: string }>(await handle.db.execute(q))[0].n;
  /** Σ yatirma and Σ lines / payments must agree: what came in is what the accounts hold. */
  const paidIn = (prefix: string) =>
    count(
      sql`select coalesce(sum(tutar), 0)::text as n from teminat_hareket where idempotency_key like ${`${prefix}%`}`,
    );
  /** Another session's transaction holding row locks on the table: the writer is mid-way. */
  const writing = async (table: string) =>
    Number(
      await count(sql`select count(*)::text as n from pg_locks l join pg_class c on c.oid = l.relation
        where c.relname = ${table} and l.mode = 'RowExclusiveLock' and l.pid <> pg_backend_pid()`),
    ) > 0;
  /** The killed session is gone once PostgreSQL has rolled it back (it notices the closed socket). */
  const noOtherSessions = async () =>
    Number(
      await count(
        sql`select count(*)::text as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
      ),
    ) === 0;

  it('a statement import killed mid-way leaves nothing; importing it again credits every line once', async () => {
    const entries = Array.from({ length: LINES }, (_, i) => ({
      amount: kurusToNumeric(BigInt(10_000 + i)),
      ref: `CRASH-${i}`,
      description: `Teminat ${depositReference(people[i % people.length].cariId)}`,
      sender: 'Gönderen',
    }));
    const bytes = Buffer.from(csvFixture({ iban: INSTITUTION_ACCOUNTS.TL.iban, entries }));
    const file = path.join(dir, 'ekstre.csv');
    writeFileSync(file, bytes);
    const expected = entries.reduce((s, e) => s + BigInt(Math.round(Number(e.amount) * 100)), 0n);

    const writer = await startWriter({
      DATABASE_URL: url,
      MONEY_WRITER: 'statement',
      MONEY_INPUT: file,
      MONEY_STAFF_ID: String(staffId),
    });
    children.push(writer.child);
    // Mid-way: its transaction has written lines and ledger rows, and it has not finished.
    await waitUntil(
      async () => (await writing('banka_ekstre_satiri')) && (await writing('teminat_hareket')),
      60_000,
      'the import to be writing lines and credits',
    );
    assert.ok(!writer.done(), 'killed before the import finished (make the file larger if this fails)');
    await killed(writer.child);
    await waitUntil(noOtherSessions, 30_000, 'PostgreSQL to roll the killed session back');

    assert.equal(await count(sql`select count(*)::text as n from banka_ekstresi`), '0', 'no statement half-imported');
    assert.equal(await count(sql`select count(*)::text as n from banka_ekstre_satiri`), '0');
    assert.equal(Number(await paidIn('ekstre:')), 0, 'no line credited');

    // The restart: Mali İşler uploads the same file again.
    const summary = await importStatement(handle.db, {
      bytes,
      fileName: 'ekstre.csv',
      parsed: parseStatement(bytes),
      actor: { personelId: staffId, adiSoyadi: 'Mali İşler', ip: null },
      now: new Date(),
    });
    assert.equal(summary.yeniSatir, LINES);
    assert.equal(summary.eslesen, LINES);
    assert.equal(await paidIn('ekstre:'), kurusToNumeric(expected), 'every transfer credited, once');
    assert.equal(
      await count(sql`select count(*)::text as n from teminat_hareket where idempotency_key like 'ekstre:%'`),
      String(LINES),
    );
  });

  it('card callbacks killed mid-run: the bank sending them again credits every approved payment once', async () => {
    const now = new Date();
    const payments = Array.from({ length: CALLBACKS }, (_, i) => ({
      id: randomUUID(),
      cariId: people[i % people.length].cariId,
      kurus: BigInt(5_000 + i),
    }));
    await handle.db.insert(kartOdeme).values(
      payments.map((p) => ({
        id: p.id,
        cariId: p.cariId,
        amac: 'teminat' as const,
        tutar: kurusToNumeric(p.kurus),
        paraBirimiId: PARA_BIRIMI.TL.id,
        baslatanKimlikNo: '70000000000',
        olusturmaTarihi: now,
      })),
    );
    // What the bank posts back for each: approved, signed with the store key.
    const callbacks = payments.map((p) =>
      signFields(
        {
          clientid: DEV_POS.clientId,
          oid: p.id,
          amount: kurusToNumeric(p.kurus),
          currency: PARA_BIRIMI.TL.isoNumeric,
          Response: 'Approved',
          ProcReturnCode: '00',
          mdStatus: '1',
          AuthCode: '123456',
          MaskedPan: '454360***4001',
          rnd: randomBytes(8).toString('hex'),
        },
        DEV_POS.storeKey,
      ),
    );
    const file = path.join(dir, 'geri-bildirimler.json');
    writeFileSync(file, JSON.stringify(callbacks));

    const writer = await startWriter({ DATABASE_URL: url, MONEY_WRITER: 'card', MONEY_INPUT: file });
    children.push(writer.child);
    await waitUntil(
      async () =>
        Number(await count(sql`select count(*)::text as n from kart_odeme where durum = 'basarili'`)) >= CALLBACKS / 10,
      60_000,
      'a tenth of the callbacks applied',
    );
    assert.ok(!writer.done(), 'killed before the last callback (make the run longer if this fails)');
    await killed(writer.child);
    await waitUntil(noOtherSessions, 30_000, 'PostgreSQL to roll the killed session back');

    const applied = Number(await count(sql`select count(*)::text as n from kart_odeme where durum = 'basarili'`));
    assert.ok(applied < CALLBACKS, 'killed mid-run');
    // Every payment that moved was credited with it, and only those: the move and the credit are one transaction.
    assert.equal(
      await count(sql`select count(*)::text as n from teminat_hareket where idempotency_key like 'kart:%'`),
      String(applied),
    );

    // The restart: the bank (or the browser) sends every callback again.
    const pos = nestpayPos({
      gatewayUrl: 'http://127.0.0.1/3d',
      clientId: DEV_POS.clientId,
      storeKey: DEV_POS.storeKey,
    });
    for (const body of callbacks) await applyCardCallback(handle.db, pos, body, new Date());
    assert.equal(
      await count(sql`select count(*)::text as n from kart_odeme where durum = 'basarili'`),
      String(CALLBACKS),
    );
    const expected = payments.reduce((s, p) => s + p.kurus, 0n);
    assert.equal(await paidIn('kart:'), kurusToNumeric(expected), 'every approved payment credited, once');
    // What came in equals what the accounts hold (no refunds or blocks here: all of it available).
    const held = await count(
      sql`select coalesce(sum(case when yon = 1 then tutar else -tutar end), 0)::text as n from teminat_hareket`,
    );
    assert.equal(held, kurusToNumeric(expected + (await totalStatement())));
  });

  const totalStatement = async () =>
    BigInt(
      Math.round(Number(await count(sql`select coalesce(sum(tutar), 0)::text as n from banka_ekstre_satiri`)) * 100),
    );
});
