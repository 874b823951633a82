import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { placeBid } from '../auction/place-bid';
import { at, createBidders, createTender, insertAuctionLookups, type TestPerson } from '../auction/test-fixtures';
import { loadConfig } from '../config';
import { openTestDatabase, type TestDbHandle } from '../db/test-db';
import { joinTender } from '../modules/participation/queries';

const NOW = new Date('2026-11-20T09:00:00Z');
const ROOT = path.join(import.meta.dirname, '..', '..');

/** Runs `npm run dogrula`'s script as its own process (async: the portal answers from this one). */
function dogrula(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'scripts', 'verify-record.ts'), ...args],
      { cwd: ROOT },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * THE tamper test (issue #17): someone with access to the database changes one stored bid, the
 * way an attacker would (switching the append-only trigger off and on again), and the command an
 * outsider runs against the portal's public endpoints says the record is no longer valid.
 */
describe('npm run dogrula against a listening portal', () => {
  let handle: TestDbHandle;
  let app: FastifyInstance;
  let origin = '';
  let ihaleId = 0;

  before(async () => {
    handle = await openTestDatabase();
    app = await buildApp({ config: loadConfig({}), db: handle.db, now: () => NOW });
    const l = await insertAuctionLookups(handle.db);
    const { ayse, mehmet } = await createBidders(handle.db);
    ({ ihaleId } = await createTender(handle.db, l, {
      durum: 213,
      start: at(NOW, -5),
      end: at(NOW, 60),
      opening: 1000,
    }));
    const bid = async (p: TestPerson, tutar: number) => {
      await joinTender(handle.db, { cariId: p.cariId, ihaleId, now: NOW }).catch(() => undefined);
      const o = await placeBid(handle.db, {
        caller: { kimlikNo: p.kimlikNo, cariIds: [p.cariId] },
        payload: { cariId: p.cariId, ihaleId, tutar },
        now: () => NOW,
      });
      assert.ok(o.ok);
    };
    await bid(ayse, 1000);
    await bid(mehmet, 1500);
    await bid(ayse, 2000);
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  it('says the untouched record is valid (exit 0), and invalid (exit 1, naming the change) once a bid is changed', async () => {
    const untouched = await dogrula(origin, String(ihaleId));
    assert.equal(untouched.code, 0, untouched.stdout + untouched.stderr);
    assert.match(untouched.stdout, /GEÇERLİ: \d+ numaralı ihalenin 3 kaydı/);
    assert.match(untouched.stdout, /1500\.00 TRY/);
    // Pinning this tender's log key (the same key named after the checkpoint's origin) checks the same note.
    const logKey = (await (await fetch(`${origin}/api/seffaflik/anahtar?ihale=${ihaleId}`)).text()).trim();
    const byLogKey = await dogrula(origin, String(ihaleId), '--anahtar', logKey);
    assert.equal(byLogKey.code, 0, byLogKey.stdout + byLogKey.stderr);
    assert.ok(byLogKey.stdout.includes(`/ihaleler/${ihaleId} anahtarıyla`), byLogKey.stdout);

    // The attacker: trigger off, the second bid's amount lowered in its stored line, trigger on.
    await handle.db.execute(sql.raw('alter table seffaflik_kaydi disable trigger seffaflik_kaydi_degismez'));
    await handle.db.execute(sql`update seffaflik_kaydi set satir = replace(satir, '"tutar":"1500.00"', '"tutar":"1100.00"')
      where ihale_id = ${ihaleId} and sira = 1`);
    await handle.db.execute(sql.raw('alter table seffaflik_kaydi enable trigger seffaflik_kaydi_degismez'));
    const changed = await handle.db.execute(
      sql`select satir from seffaflik_kaydi where ihale_id = ${ihaleId} and sira = 1`,
    );
    assert.match((changed as unknown as { rows: Array<{ satir: string }> }).rows[0].satir, /1100\.00/);

    const tampered = await dogrula(origin, String(ihaleId));
    assert.equal(tampered.code, 1, tampered.stdout + tampered.stderr);
    assert.match(tampered.stdout, /GEÇERSİZ \(kok\): .*değiştirilmiş/);
  });

  it('refuses a portal whose published key is not the one the person pinned (exit 1), and bad usage (exit 2)', async () => {
    const other = 'localhost:3000/seffaflik+00000000+AQ==';
    const pinned = await dogrula(origin, String(ihaleId), '--anahtar', other);
    assert.equal(pinned.code, 1);
    assert.match(pinned.stdout, /güvendiğiniz anahtarla aynı değil/);
    assert.equal((await dogrula(origin)).code, 2);
    assert.equal((await dogrula(origin, 'abc')).code, 2);
    const missing = await dogrula(origin, '987654');
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /HTTP 404 İhale bulunamadı/);
  });
});
