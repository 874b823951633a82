import { z } from 'zod';

/**
 * One entry of a tender's bid record (docs/architecture.md §11). The leaf data of an entry is
 * exactly the UTF-8 bytes of `entryLine(entry)`: the server stores that line as it hashed it and
 * serves it unchanged, so a verifier never re-serialises anything.
 */
export const ENTRY_KINDS = ['baslangic', 'teklif', 'uzatma', 'bitis'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** The Turkish words people read for each kind (verification page, receipts). */
export const ENTRY_KIND_LABEL: Record<EntryKind, string> = {
  baslangic: 'Başlangıç',
  teklif: 'Teklif',
  uzatma: 'Uzatma',
  bitis: 'Bitiş',
};

const isoUtc = z.iso.datetime();
const entrySchema = z.strictObject({
  ihaleId: z.number().int().positive(),
  sira: z.number().int().nonnegative(),
  tur: z.enum(ENTRY_KINDS),
  zaman: isoUtc,
  rumuz: z.string().min(1).optional(),
  tutar: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .optional(),
  paraBirimi: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  otomatik: z.boolean().optional(),
  bitis: isoUtc,
});

export type TransparencyEntry = z.infer<typeof entrySchema>;

/** The canonical line: keys in this fixed order, bid fields only on bids, no trailing newline. */
export function entryLine(e: TransparencyEntry): string {
  const bid =
    e.tur === 'teklif'
      ? { rumuz: e.rumuz, tutar: e.tutar, paraBirimi: e.paraBirimi, otomatik: e.otomatik ?? false }
      : {};
  return JSON.stringify({ ihaleId: e.ihaleId, sira: e.sira, tur: e.tur, zaman: e.zaman, ...bid, bitis: e.bitis });
}

/** The entry a line holds, or null when the line is not exactly a canonical entry line. */
export function parseEntryLine(line: string): TransparencyEntry | null {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return null;
  }
  const parsed = entrySchema.safeParse(json);
  if (!parsed.success) return null;
  const e = parsed.data;
  if (e.tur === 'teklif' && (!e.rumuz || !e.tutar || !e.paraBirimi)) return null;
  return entryLine(e) === line ? e : null;
}
