import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the built-in stand-ins caught (docs/architecture.md §13): the SMTP catcher's e-mails and the
 * SMS gateway stand-in's messages, in the database so every instance's /gelistirici/posta shows the
 * same. Written only while the stand-ins are on (EDEVLET_MODE=dev and no SMTP_URL).
 */
export const gelistiriciPosta = pgTable(
  'gelistirici_posta',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kanal: text('kanal', { enum: ['eposta', 'sms'] }).notNull(),
    alici: text('alici').notNull(),
    /** The e-mail's subject; null for an SMS. */
    konu: text('konu'),
    /** The plain text (an e-mail's text part, or the SMS). */
    metin: text('metin').notNull(),
    /** The e-mail's HTML part as sent (shown only as text, never rendered). */
    html: text('html'),
    /** The e-mail's Message-ID, or the SMS's reference: how the tests count each message once. */
    mesajKimligi: text('mesaj_kimligi'),
    tarih: timestamp('tarih', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('gelistirici_posta_tarih_idx').on(t.tarih, t.id)],
);
