import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { insertAuctionLookups } from '../../server/auction/test-fixtures';
import { createPerson } from '../../server/auction/test-fixtures';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { scratchPostgresDatabase } from '../../server/db/test-db';
import { enqueueNotification } from '../../server/notifications/enqueue';
import { startTestSmtp } from '../../server/notifications/test-support';
import { waitUntil } from '../support/wait';

const ROOT = path.resolve(__dirname, '../..');
const EVENTS = 300;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** One instance's notification worker as its own process (support/notification-worker-process.ts). */
function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/faults/support/notification-worker-process.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (d) => {
    err += d;
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d) => {
      if (String(d).includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker process exited (${code}): ${err.slice(-2000)}`)));
  });
}

/**
 * Issue #15 fault: kill -9 of the instance whose worker is delivering a burst. Another instance
 * takes over: nothing is lost (every delivery arrives), and a message goes twice only if the kill
 * fell between the SMTP server accepting it and the worker committing `gonderildi` — then both
 * copies carry the same Message-ID. The test counts both ways and bounds the duplicates by what
 * can be in flight at once (one fetched batch of delivery jobs).
 */
describe('fault: kill -9 of the notification worker mid-burst', () => {
  let url: string;
  let scratch: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
  let handle: DbHandle;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const children: ChildProcess[] = [];

  before(async () => {
    scratch = await scratchPostgresDatabase('portal_fault');
    url = scratch.url;
    handle = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
    smtp = await startTestSmtp({ acceptDelayMs: 15 });
  });
  after(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await smtp.close();
    await handle.close();
    await scratch.drop();
  });

  it('another instance finishes the burst: every message arrives, duplicates only from the crash window', async () => {
    const db = handle.db;
    const l = await insertAuctionLookups(db);
    const people = [];
    for (let i = 0; i < 10; i++) {
      const p = await createPerson(db, { kimlikNo: `5${String(i).padStart(10, '0')}` });
      await db.execute(
        sql`update gercek_kisilik set eposta = ${`kisi${i}@example.com.tr`}, eposta_bildirim_onayi = true where id = ${p.gercekKisilikId}`,
      );
      people.push(p);
    }
    const env = {
      DATABASE_URL: url,
      SMTP_URL: smtp.url,
      PUBLIC_ORIGIN: 'https://esatis.example.gov.tr',
      LOG_LEVEL: 'silent',
    };
    const first = await startWorkerProcess(env);
    children.push(first);
    for (let i = 0; i < EVENTS; i++) {
      const p = people[i % people.length];
      await enqueueNotification(
        db,
        { tur: 'teminatAlindi', cariId: p.cariId, tutar: { kurus: 10_000 + i, paraBirimiId: l.paraBirimiId } },
        `teminatAlindi:${p.cariId}:${i}`,
      );
    }
    await waitUntil(() => smtp.received.length >= EVENTS / 5, 60_000, 'a fifth of the burst delivered');
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const atKill = smtp.received.length;
    assert.ok(atKill < EVENTS, 'killed mid-burst');

    children.push(await startWorkerProcess(env));
    const count = async (where: string) =>
      rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${where}`)))[0].n;
    await waitUntil(
      async () =>
        (await count('bildirim_olayi where islenme_tarihi is null')) === 0 &&
        (await count(`bildirim_teslimat where durum = 'bekliyor'`)) === 0,
      120_000,
      'the second instance to finish every delivery',
    );
    assert.equal(await count(`bildirim_teslimat where durum = 'gonderildi'`), EVENTS, 'every delivery sent');
    const unique = new Set(smtp.received.map((m) => m.messageId)).size;
    const duplicates = smtp.received.length - unique;
    process.stdout.write(
      `# ${EVENTS} events; ${atKill} mails before the kill; raw ${smtp.received.length}, unique Message-IDs ${unique}, duplicates ${duplicates}\n`,
    );
    assert.equal(unique, EVENTS, 'nothing lost: every delivery arrived (counted by Message-ID)');
    assert.ok(duplicates <= 8, `at most one fetched batch resent, got ${duplicates}`);
  });
});
