import { sql } from 'drizzle-orm';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import { utf8 } from '../../lib/transparency/bytes';
import { checkpointBody, tenderLogOrigin } from '../../lib/transparency/checkpoint';
import { inclusionProof, leafHash, rootFromLeafHashes } from '../../lib/transparency/merkle';
import type { Db } from '../db/client';
import { portalTenderCondition } from '../tenders/visibility';
import { signCheckpoint, withOriginSignature } from './checkpoint-note';
import type { TransparencySigner } from './signing-key';

/**
 * What the public record endpoints read (docs/architecture.md §11). A tender's record is public once
 * the tender is one the portal shows (tenders/visibility.ts) and has started: running, ended,
 * decided, or cancelled after its record began. Anything else answers exactly like a missing tender.
 */
export interface PublicRecord {
  /** Whether entries may still be appended (the tender is running): no caching then. */
  running: boolean;
  /** The latest checkpoint's size, and its signed note (null before the first entry). */
  size: number;
  note: string | null;
}

type Row = { durum: number; boyut: number | string | null; imzali_not: string | null };

export async function publicRecord(db: Db, ihaleId: number, now: Date): Promise<PublicRecord | null> {
  const result = await db.execute(sql`
    select i.ihale_durumu_id as durum, c.boyut, c.imzali_not
    from ihale i
    left join lateral (select boyut, imzali_not from seffaflik_checkpoint c
      where c.ihale_id = i.id order by c.boyut desc limit 1) c on true
    where i.id = ${ihaleId} and ${portalTenderCondition(sql.raw('i'), now)}`);
  const [row] = (result as unknown as { rows: Row[] }).rows;
  if (!row) return null;
  const durum = Number(row.durum);
  const started = durum >= TENDER_STATUS.devam && durum <= TENDER_STATUS.kazananBelirsiz;
  if (!started && row.boyut === null) return null;
  return { running: durum === TENDER_STATUS.devam, size: Number(row.boyut ?? 0), note: row.imzali_not };
}

/**
 * The latest signed checkpoint, as served (withOriginSignature: one written before the origin-named
 * signature gets it); a started tender with no entry yet (it started before the record
 * existed and nothing happened since) gets the signed checkpoint of the empty tree, so a verifier
 * sees "0 entries, signed" rather than an error.
 */
export async function checkpointNote(
  signer: TransparencySigner,
  ihaleId: number,
  record: PublicRecord,
): Promise<string> {
  if (record.note) return withOriginSignature(signer, ihaleId, record.note);
  const body = checkpointBody({
    origin: tenderLogOrigin(signer.host, ihaleId),
    size: 0,
    root: await rootFromLeafHashes([]),
  });
  return signCheckpoint(signer, body);
}

/** The entry lines covered by a checkpoint of `size`, in order. */
export async function entryLines(db: Db, ihaleId: number, size: number): Promise<string[]> {
  const result = await db.execute(sql`
    select satir from seffaflik_kaydi where ihale_id = ${ihaleId} and sira < ${size} order by sira`);
  return (result as unknown as { rows: Array<{ satir: string }> }).rows.map((r) => r.satir);
}

/** The inclusion proof (RFC 9162 §2.1.3) of entry `sira` in a tree of the given lines. */
export async function proofFor(lines: readonly string[], sira: number): Promise<Uint8Array[]> {
  const leaves = await Promise.all(lines.map((l) => leafHash(utf8(l))));
  return inclusionProof(leaves, sira);
}
