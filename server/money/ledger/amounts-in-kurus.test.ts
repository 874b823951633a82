// Also on PostgreSQL: migration 0017's ALTER … TYPE and generated columns on the real server, and node-postgres' bigint mapping.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbHandle } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/client';
import * as schema from '../../db/schema';
import { ihaleTahsilat, teminatHareket } from '../../db/schema';
import { openTestDatabase, scratchPostgresDatabase } from '../../db/test-db';
import { at, createPerson, createTender, insertAuctionLookups, type AuctionLookups } from '../../auction/test-fixtures';
import { ledgerBalances } from './ledger-balances';
import { postCollection, postDepositIn } from './postings';

const NOW = new Date('2026-11-20T09:00:00Z');
const LEDGER_TABLES = ['teminat_hareket', 'ihale_tahsilat'] as const;
/** More than any numeric(18,2) lira carried to the kuruş by a float would keep: 123 456 789 012,34 TL. */
const LARGE = 12_345_678_901_234n;

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The ledger's amounts are bigint kuruş with their currency (issue #33; migration 0017,
 * docs/decisions/ledger-amounts-in-kurus.md): `tutar_kurus` is what is stored and written, `tutar`
 * the same amount in lira computed by the database, which refuses to have it written.
 */
describe('ledger amounts in kuruş', () => {
  let handle: DbHandle;
  let l: AuctionLookups;
  let n = 0;

  before(async () => {
    handle = await openTestDatabase();
    l = await insertAuctionLookups(handle.db);
  });
  after(async () => {
    await handle?.close();
  });

  const person = () => createPerson(handle.db, { kimlikNo: `7${String(++n).padStart(10, '0')}`, deposit: 0 });
  const wonTender = async () =>
    (await createTender(handle.db, l, { durum: 215, start: at(NOW, -120), end: at(NOW, -60), opening: 50_000 }))
      .ihaleId;

  it('stores bigint kuruş, NOT NULL and positive, with the lira column generated from it', async () => {
    const columns = await rows<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
      is_generated: string;
      generation_expression: string | null;
    }>(
      handle.db,
      sql`select table_name, column_name, data_type, is_nullable, is_generated, generation_expression
        from information_schema.columns
        where table_schema = 'public' and table_name in ('teminat_hareket', 'ihale_tahsilat')
          and column_name in ('tutar', 'tutar_kurus')
        order by table_name, column_name`,
    );
    for (const table of LEDGER_TABLES) {
      const kurus = columns.find((c) => c.table_name === table && c.column_name === 'tutar_kurus');
      const lira = columns.find((c) => c.table_name === table && c.column_name === 'tutar');
      assert.equal(kurus?.data_type, 'bigint', `${table}.tutar_kurus is bigint`);
      assert.equal(kurus?.is_nullable, 'NO');
      assert.equal(kurus?.is_generated, 'NEVER', `${table}.tutar_kurus is the stored truth`);
      assert.equal(lira?.data_type, 'numeric');
      assert.equal(lira?.is_generated, 'ALWAYS', `${table}.tutar is computed by the database`);
      assert.match(lira?.generation_expression ?? '', /tutar_kurus/);
    }
    const checks = await rows<{ conname: string; def: string }>(
      handle.db,
      sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint
        where conname in ('teminat_hareket_tutar_pozitif', 'ihale_tahsilat_tutar_pozitif') order by conname`,
    );
    assert.deepEqual(
      checks.map((c) => [c.conname, /tutar_kurus > 0/.test(c.def)]),
      [
        ['ihale_tahsilat_tutar_pozitif', true],
        ['teminat_hareket_tutar_pozitif', true],
      ],
    );
  });

  it('a posting of 1 kuruş and of 12 345 678 901 234 kuruş round-trips exactly, in both tables', async () => {
    const p = await person();
    const ihaleId = await wonTender();
    const base = { cariId: p.cariId, paraBirimiId: l.paraBirimiId, at: NOW, aciklama: 'test' };
    const small = await postDepositIn(handle.db, {
      ...base,
      tutarKurus: 1n,
      idempotencyKey: `kurus-test:1:${p.cariId}`,
    });
    const large = await postDepositIn(handle.db, {
      ...base,
      tutarKurus: LARGE,
      idempotencyKey: `kurus-test:large:${p.cariId}`,
    });
    const collection = await postCollection(handle.db, {
      ihaleId,
      cariId: p.cariId,
      paraBirimiId: l.paraBirimiId,
      tutarKurus: LARGE,
      kaynak: 'havale',
      idempotencyKey: `kurus-test:tahsilat:${p.cariId}`,
      at: NOW,
    });
    assert.ok(small !== null && large !== null && collection !== null);

    // Through Drizzle: a bigint, as written.
    const ledger = await handle.db
      .select({ id: teminatHareket.id, tutarKurus: teminatHareket.tutarKurus, tutar: teminatHareket.tutar })
      .from(teminatHareket)
      .where(eq(teminatHareket.cariId, p.cariId))
      .orderBy(teminatHareket.id);
    assert.deepEqual(
      ledger.map((r) => [r.tutarKurus, r.tutar]),
      [
        [1n, '0.01'],
        [LARGE, '123456789012.34'],
      ],
    );
    const [c] = await handle.db
      .select({ tutarKurus: ihaleTahsilat.tutarKurus, tutar: ihaleTahsilat.tutar })
      .from(ihaleTahsilat)
      .where(eq(ihaleTahsilat.id, collection));
    assert.deepEqual(c, { tutarKurus: LARGE, tutar: '123456789012.34' });

    // In SQL: the lira column and its sums stay exact beside the kuruş.
    const [sums] = await rows<{ kurus: string; lira: string }>(
      handle.db,
      sql`select sum(tutar_kurus)::text as kurus, sum(tutar)::text as lira from teminat_hareket where cari_id = ${p.cariId}`,
    );
    assert.deepEqual(sums, { kurus: '12345678901235', lira: '123456789012.35' });
    assert.equal((await ledgerBalances(handle.db, p.cariId, l.paraBirimiId)).yatirilan, 123_456_789_012.35);
  });

  it('refuses a lira amount written directly, and a zero amount', async () => {
    const p = await person();
    const refused = (re: RegExp) => (e: Error & { cause?: Error }) => re.test(e.cause?.message ?? e.message);
    await assert.rejects(
      handle.db.execute(sql`insert into teminat_hareket (cari_id, tur, yon, tutar_kurus, tutar, aciklama, idempotency_key)
        values (${p.cariId}, 'yatirma', 1, 100, 1.00, 'lira yazıldı', ${`kurus-test:lira:${p.cariId}`})`),
      refused(/non-DEFAULT value into column "tutar"/),
    );
    await assert.rejects(
      handle.db.execute(sql`insert into teminat_hareket (cari_id, tur, yon, tutar, aciklama, idempotency_key)
        values (${p.cariId}, 'yatirma', 1, 1.00, 'yalnız lira', ${`kurus-test:lira2:${p.cariId}`})`),
      refused(/non-DEFAULT value into column "tutar"/),
    );
    const ihaleId = await wonTender();
    await assert.rejects(
      handle.db.execute(sql`insert into ihale_tahsilat (ihale_id, cari_id, tutar_kurus, tutar, para_birimi_id, kaynak, idempotency_key)
        values (${ihaleId}, ${p.cariId}, 100, 1.00, ${l.paraBirimiId}, 'havale', ${`kurus-test:lira3:${p.cariId}`})`),
      refused(/non-DEFAULT value into column "tutar"/),
    );
    await assert.rejects(
      handle.db.execute(sql`insert into teminat_hareket (cari_id, tur, yon, tutar_kurus, aciklama, idempotency_key)
        values (${p.cariId}, 'yatirma', 1, 0, 'sıfır', ${`kurus-test:sifir:${p.cariId}`})`),
      refused(/teminat_hareket_tutar_pozitif/),
    );
  });
});

/**
 * Migration 0017 on a database holding lira rows: every amount becomes its kuruş exactly, the
 * generated lira column shows the same figure as before, and the positive check still holds.
 */
describe('migration 0017 converts the stored lira', () => {
  const AMOUNTS = ['0.01', '0.10', '1234.56', '5000.00', '99999999999999.99'];
  let folder: string;
  let db: Db;
  let migrateTo: (migrationsFolder: string) => Promise<void>;
  let close: () => Promise<void>;

  before(async () => {
    // The migrations up to 0016: the same files, drizzle's journal cut before 0017.
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-0016-'));
    fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((e) => e.tag === '0017_ledger_amounts_in_kurus');
    assert.ok(cut > 0, 'migration 0017 is in the journal');
    journal.entries = journal.entries.slice(0, cut);
    fs.writeFileSync(journalFile, JSON.stringify(journal));

    if (process.env.TEST_DATABASE === 'postgres') {
      const { Pool } = await import('pg');
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const scratch = await scratchPostgresDatabase('portal_test');
      const pool = new Pool({ connectionString: scratch.url, max: 2 });
      db = drizzle(pool, { schema }) as unknown as Db;
      migrateTo = (migrationsFolder) => migrate(drizzle(pool, { schema }), { migrationsFolder });
      close = async () => {
        await pool.end();
        await scratch.drop();
      };
    } else {
      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      const client = new PGlite();
      const d = drizzle(client, { schema });
      db = d as unknown as Db;
      migrateTo = (migrationsFolder) => migrate(d, { migrationsFolder });
      close = () => client.close();
    }
  });
  after(async () => {
    await close?.();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('turns every lira amount into its kuruş exactly, in both tables, and keeps the check', async () => {
    await migrateTo(folder);
    const l = await insertAuctionLookups(db);
    const p = await createPerson(db, { kimlikNo: '70000000001', deposit: 0 });
    const { ihaleId } = await createTender(db, l, {
      durum: 215,
      start: at(NOW, -120),
      end: at(NOW, -60),
      opening: 50_000,
    });
    for (const [i, amount] of AMOUNTS.entries()) {
      // The 0016 schema: a numeric lira column, written directly (Drizzle's schema is already 0017's).
      await db.execute(sql`insert into teminat_hareket (cari_id, tur, yon, tutar, aciklama, idempotency_key, para_birimi_id)
        values (${p.cariId}, 'yatirma', 1, ${amount}::numeric, 'önceki', ${`onceki-lira:${i}`}, ${l.paraBirimiId})`);
      await db.execute(sql`insert into ihale_tahsilat (ihale_id, cari_id, tutar, para_birimi_id, kaynak, idempotency_key)
        values (${ihaleId}, ${p.cariId}, ${amount}::numeric, ${l.paraBirimiId}, 'havale', ${`onceki-lira:${i}`})`);
    }

    await migrateTo(MIGRATIONS_FOLDER);

    const expected = AMOUNTS.map((a) => [a.replace('.', '').replace(/^0+(?=\d)/, ''), a]);
    for (const table of LEDGER_TABLES) {
      const got = await rows<{ kurus: string; lira: string }>(
        db,
        sql`select tutar_kurus::text as kurus, tutar::text as lira from ${sql.identifier(table)} order by id`,
      );
      assert.deepEqual(
        got.map((r) => [r.kurus, r.lira]),
        expected,
        `${table}: every row in kuruş, the same lira`,
      );
    }
    await assert.rejects(
      db.execute(sql`insert into ihale_tahsilat (ihale_id, cari_id, tutar_kurus, para_birimi_id, kaynak, idempotency_key)
        values (${ihaleId}, ${p.cariId}, -1, ${l.paraBirimiId}, 'havale', 'sonra-negatif')`),
      (e: Error & { cause?: Error }) => /ihale_tahsilat_tutar_pozitif/.test(e.cause?.message ?? e.message),
    );
  });
});
