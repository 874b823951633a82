import { type SQL, sql } from 'drizzle-orm';
import { utf8 } from '../../lib/transparency/bytes';
import { checkpointBody, tenderLogOrigin } from '../../lib/transparency/checkpoint';
import { entryLine, type TransparencyEntry } from '../../lib/transparency/entry';
import type { Frontier } from '../../lib/transparency/merkle';
import type { Db } from '../db/client';
import { signCheckpoint } from './checkpoint-note';
import type { TransparencySigner } from './signing-key';
import { appendToFrontierSync, leafHashSync, rootFromFrontierSync } from './sync-hashes';

/**
 * Appending to a tender's bid record (docs/architecture.md §11), always inside the transaction of
 * the event it records and under that tender's row lock (bid batches and lifecycle changes lock it
 * FOR UPDATE, the scheduler's conditional UPDATE holds it), so two writers never append at once; if
 * one ever did, the primary keys (ihale_id, sira) and (ihale_id, boyut) make the second fail instead
 * of forking the tree. The latest checkpoint's Frontier is all an append reads: never the old lines.
 */

/** An entry before it has its place in the tree. */
export type NewEntry = Omit<TransparencyEntry, 'ihaleId' | 'sira'>;

/** The tree as the latest checkpoint left it. */
export interface TreeState {
  size: number;
  frontier: Frontier;
}

const EMPTY: TreeState = { size: 0, frontier: [] };
const HASH_BYTES = 32;

/**
 * A scalar subquery with the tender's latest tree (`{ boyut, frontier }`, frontier in hex), or null
 * before its first entry: the bid batch reads it in its facts query, so appending costs no extra
 * round trip there (bid-batch.ts).
 */
export const latestTreeSql = (ihaleId: number | SQL): SQL => sql`(select json_build_object('boyut', c.boyut,
    'frontier', encode(c.frontier, 'hex'))
  from seffaflik_checkpoint c where c.ihale_id = ${ihaleId} order by c.boyut desc limit 1)`;

/** Reads the value of latestTreeSql (json, or its text on drivers that return json as text). */
export function parseTreeState(value: unknown): TreeState {
  const v = (typeof value === 'string' ? JSON.parse(value) : value) as {
    boyut: number | string;
    frontier: string;
  } | null;
  if (!v) return EMPTY;
  const bytes = Buffer.from(v.frontier, 'hex');
  const frontier: Frontier = [];
  for (let at = 0; at < bytes.length; at += HASH_BYTES)
    frontier.push(new Uint8Array(bytes.subarray(at, at + HASH_BYTES)));
  return { size: Number(v.boyut), frontier };
}

/** The rows one append writes: the entry lines and the one signed checkpoint that covers them. */
export interface PreparedAppend {
  ihaleId: number;
  lines: Array<{ sira: number; satir: string }>;
  checkpoint: { boyut: number; kok: Uint8Array; frontier: Uint8Array; note: string };
}

/** Places the entries after the tree's last one, hashes them in and signs the new checkpoint. */
export async function prepareAppend(
  signer: TransparencySigner,
  ihaleId: number,
  tree: TreeState,
  entries: readonly NewEntry[],
): Promise<PreparedAppend | null> {
  if (entries.length === 0) return null;
  let { size, frontier } = tree;
  const lines: PreparedAppend['lines'] = [];
  for (const e of entries) {
    const satir = entryLine({ ...e, ihaleId, sira: size } as TransparencyEntry);
    frontier = appendToFrontierSync(frontier, size, leafHashSync(utf8(satir)));
    lines.push({ sira: size, satir });
    size += 1;
  }
  const kok = rootFromFrontierSync(frontier);
  const body = checkpointBody({ origin: tenderLogOrigin(signer.host, ihaleId), size, root: kok });
  const note = await signCheckpoint(signer, body);
  return { ihaleId, lines, checkpoint: { boyut: size, kok, frontier: Buffer.concat(frontier), note } };
}

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

/**
 * Two data-modifying CTEs that write prepared appends (any number of tenders): the caller puts them
 * into the statement it runs anyway (bid-batch.ts storeBatch) or runs them alone (appendEntries).
 */
export function appendCtes(prepared: ReadonlyArray<PreparedAppend | null>): SQL[] {
  const all = prepared.filter((p): p is PreparedAppend => p !== null);
  if (all.length === 0) return [];
  const lines = all.flatMap((p) => p.lines.map((l) => sql`(${p.ihaleId}::int, ${l.sira}::int, ${l.satir}::text)`));
  const checkpoints = all.map(
    (p) =>
      sql`(${p.ihaleId}::int, ${p.checkpoint.boyut}::bigint, decode(${hex(p.checkpoint.kok)}, 'hex'),
        decode(${hex(p.checkpoint.frontier)}, 'hex'), ${p.checkpoint.note}::text)`,
  );
  return [
    sql`seffaflik_satirlari as (
      insert into seffaflik_kaydi (ihale_id, sira, satir) values ${sql.join(lines, sql`, `)})`,
    sql`seffaflik_kontrol as (
      insert into seffaflik_checkpoint (ihale_id, boyut, kok, frontier, imzali_not)
      values ${sql.join(checkpoints, sql`, `)})`,
  ];
}

/**
 * Appends entries to several tenders' records in two statements (read the latest trees, write
 * every line and one checkpoint per tender): the scheduler's starts and ends, a cancellation, the
 * seed. The caller holds each tender's row lock.
 */
export async function appendEntries(
  tx: Db,
  signer: TransparencySigner,
  batches: ReadonlyArray<{ ihaleId: number; entries: readonly NewEntry[] }>,
): Promise<void> {
  const todo = batches.filter((b) => b.entries.length > 0);
  if (todo.length === 0) return;
  const ids = todo.map((b) => sql`(${b.ihaleId}::int)`);
  const result = await tx.execute(sql`
    select v.id, ${latestTreeSql(sql`v.id`)} as tree from (values ${sql.join(ids, sql`, `)}) as v(id)`);
  const trees = new Map(
    (result as unknown as { rows: Array<{ id: number | string; tree: unknown }> }).rows.map((r) => [
      Number(r.id),
      parseTreeState(r.tree),
    ]),
  );
  const prepared = await Promise.all(
    todo.map((b) => prepareAppend(signer, b.ihaleId, trees.get(b.ihaleId) ?? EMPTY, b.entries)),
  );
  const parts = appendCtes(prepared);
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}
