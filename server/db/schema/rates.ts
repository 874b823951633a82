import { date, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paraBirimi } from './lookups';

/**
 * The Central Bank's daily indicative rates (forex selling), one row per currency and bulletin
 * date, written by server/rates/refresh.ts. Tender prices in EUR/USD are sorted and shown in TL
 * with the latest row of their currency; the last bulletin stays in force over weekends/holidays.
 */
export const dovizKuru = pgTable(
  'doviz_kuru',
  {
    id: serial('id').primaryKey(),
    paraBirimiId: integer('para_birimi_id')
      .notNull()
      .references(() => paraBirimi.id),
    /** The bulletin's own date (TCMB `Tarih_Date`), not the day it was fetched. */
    bultenTarihi: date('bulten_tarihi', { mode: 'string' }).notNull(),
    /** TL for one unit of the currency (the bulletin's `Unit` already divided out). */
    dovizSatis: numeric('doviz_satis', { precision: 18, scale: 6 }).notNull(),
    /** 'tcmb' or 'dev' (the stand-in of server/rates/stand-in.ts), so stand-in rates never pass as real. */
    kaynak: text('kaynak').notNull(),
    alinmaTarihi: timestamp('alinma_tarihi', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doviz_kuru_para_birimi_tarih_uq').on(t.paraBirimiId, t.bultenTarihi)],
);
