import { sql } from 'drizzle-orm';
import { check, integer, json, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ihale } from './tenders';

/**
 * The OCDS releases the portal has published (docs/architecture.md §12, docs/decisions/
 * ocds-immutable-releases.md): OCDS releases are immutable, so each one is kept exactly as first
 * served and never updated or deleted; a tender's releases, in `sira` order, are its record.
 */
export const ocdsSurum = pgTable(
  'ocds_surum',
  {
    id: serial('id').primaryKey(),
    ihaleId: integer('ihale_id')
      .notNull()
      .references(() => ihale.id),
    /**
     * The release's place in the tender's chain, from 1. Unique per tender: of two readers that
     * publish a release over the same predecessor at once, one stores it and the other stores nothing.
     */
    sira: integer('sira').notNull(),
    /** The release's OCDS `id`, `<ocid>-<date in ms>`: dates strictly increase along the chain. */
    releaseId: text('release_id').notNull().unique(),
    ocid: text('ocid').notNull(),
    /** The release's OCDS `date`. */
    tarih: timestamp('tarih', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * The release as served. `json`, not `jsonb`: json keeps the text as written, so the release is
     * served byte for byte as first published; nothing queries inside it.
     */
    icerik: json('icerik').notNull(),
    /** SHA-256 (hex) of the tender's state the release tells (server/open-data/release-digest.ts): a new release only when it differs. */
    ozet: text('ozet').notNull(),
    olusturmaTarihi: timestamp('olusturma_tarihi', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('ocds_surum_ihale_sira_uq').on(t.ihaleId, t.sira),
    check('ocds_surum_sira_check', sql`${t.sira} >= 1`),
  ],
);
