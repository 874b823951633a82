import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Uploaded files (tender images in each size the public pages use, PDF attachments, slider
 * images), stored in PostgreSQL so that every instance serves the same bytes with no shared disk
 * (docs/architecture.md §8). `anahtar` names one stored rendition and never changes, so the file
 * may be cached for a year.
 */
export const dosyaIcerik = pgTable('dosya_icerik', {
  anahtar: text('anahtar').primaryKey(),
  mime: text('mime').notNull(),
  boyut: integer('boyut').notNull(),
  genislik: integer('genislik'),
  yukseklik: integer('yukseklik'),
  icerik: bytea('icerik').notNull(),
  olusturmaTarihi: timestamp('olusturma_tarihi', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
