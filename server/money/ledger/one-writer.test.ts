import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';

/**
 * The money tables have one writer (docs/architecture.md §9, "The ledger"): server/money/ledger.
 * This scan fails the suite when any other production file INSERTs, UPDATEs or DELETEs rows of
 * `teminat_hareket` or `ihale_tahsilat` (through Drizzle or in SQL), or imports the writer itself.
 * Tests may craft ledger rows to pin the arithmetic (the database still demands their keys); the
 * demo seed loads its rows in bulk with the same keys the postings use.
 */
const ROOT = join(import.meta.dirname, '../../..');
const SCANNED = ['server', 'lib', 'app', 'components', 'scripts', 'bench', 'tests'];
const OWNER = 'server/money/ledger/';
const ALLOWED = [OWNER, 'server/seed/', 'server/db/migrations/'];

const WRITES = [
  /\.(?:insert|update|delete)\(\s*(?:schema\.|s\.)?(?:teminatHareket|ihaleTahsilat)\b/,
  /\b(?:insert\s+into|update|delete\s+from)\s+"?(?:teminat_hareket|ihale_tahsilat)\b/i,
  /from\s+'[^']*ledger\/write-posting'/,
];

export function writesMoneyTables(source: string): boolean {
  return WRITES.some((re) => re.test(source));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(?:ts|tsx|mjs|js)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('one writer of money', () => {
  it('recognises a write in Drizzle and in SQL, and not a read', () => {
    assert.ok(writesMoneyTables('await tx.insert(teminatHareket).values({})'));
    assert.ok(writesMoneyTables('await tx.insert(ihaleTahsilat).values({})'));
    assert.ok(writesMoneyTables('sql`insert into teminat_hareket (cari_id) values (1)`'));
    assert.ok(writesMoneyTables('sql`UPDATE "ihale_tahsilat" SET tutar = 0`'));
    assert.ok(writesMoneyTables("import { writePosting } from '../money/ledger/write-posting';"));
    assert.ok(!writesMoneyTables('sql`select sum(tutar) from teminat_hareket where cari_id = 1`'));
    assert.ok(!writesMoneyTables('db.select().from(teminatHareket)'));
  });

  it('no production file outside server/money/ledger writes the ledger tables', () => {
    const offenders = SCANNED.flatMap((d) => {
      const dir = join(ROOT, d);
      try {
        return sourceFiles(dir);
      } catch {
        return [];
      }
    })
      .map((f) => relative(ROOT, f))
      .filter((f) => !ALLOWED.some((a) => f.startsWith(a)))
      .filter((f) => writesMoneyTables(readFileSync(join(ROOT, f), 'utf8')));
    assert.deepEqual(offenders, [], 'write through server/money/ledger (postings.ts, deposit-blocks.ts) instead');
  });
});
