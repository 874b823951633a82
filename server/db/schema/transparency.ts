import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './files';
import { ihale } from './tenders';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The verifiable bid record (docs/architecture.md §11): per tender, an append-only log of entry
 * lines (the leaf data of an RFC 9162 Merkle tree) and the signed checkpoints of that tree. Both
 * tables refuse UPDATE and DELETE (trigger in migration 0007); a new entry and the checkpoint that
 * covers it are written in the transaction of the bid, start or end they record.
 */
export const seffaflikKaydi = pgTable(
  'seffaflik_kaydi',
  {
    ihaleId: integer('ihale_id')
      .notNull()
      .references(() => ihale.id),
    /** The entry's index in the tender's tree, from 0, without gaps. */
    sira: integer('sira').notNull(),
    /** The exact entry line (lib/transparency/entry.ts entryLine): its UTF-8 bytes are the leaf data. */
    satir: text('satir').notNull(),
    olusturmaTarihi: ts('olusturma_tarihi').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ihaleId, t.sira] }), check('seffaflik_kaydi_sira_check', sql`${t.sira} >= 0`)],
);

/** A signed checkpoint of a tender's tree after a batch; the latest is the one with the highest size. */
export const seffaflikCheckpoint = pgTable(
  'seffaflik_checkpoint',
  {
    ihaleId: integer('ihale_id')
      .notNull()
      .references(() => ihale.id),
    /** Tree size: the number of entries it covers. */
    boyut: bigint('boyut', { mode: 'number' }).notNull(),
    /** Root hash (SHA-256, 32 bytes). */
    kok: bytea('kok').notNull(),
    /** The Frontier (perfect-subtree roots, largest first), 32 bytes each concatenated: the next batch appends from it. */
    frontier: bytea('frontier').notNull(),
    /** The C2SP signed note (tlog-checkpoint body + Ed25519 signature line). */
    imzaliNot: text('imzali_not').notNull(),
    olusturmaTarihi: ts('olusturma_tarihi').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ihaleId, t.boyut] }),
    check('seffaflik_checkpoint_boyut_check', sql`${t.boyut} > 0`),
  ],
);
