import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dosyaIcerik } from '../db/schema';

export interface StoredFile {
  anahtar: string;
  mime: string;
  boyut: number;
  genislik: number | null;
  yukseklik: number | null;
  icerik: Buffer;
}

/**
 * Stores one file under its key, once: a key names the same bytes forever, so a second store of
 * the same key (the same upload again, or two uploads racing) keeps the first row untouched.
 */
export async function insertFile(db: Db, file: StoredFile): Promise<void> {
  await db.insert(dosyaIcerik).values(file).onConflictDoNothing({ target: dosyaIcerik.anahtar });
}

export async function findFile(db: Db, anahtar: string): Promise<StoredFile | null> {
  const [row] = await db
    .select({
      anahtar: dosyaIcerik.anahtar,
      mime: dosyaIcerik.mime,
      boyut: dosyaIcerik.boyut,
      genislik: dosyaIcerik.genislik,
      yukseklik: dosyaIcerik.yukseklik,
      icerik: dosyaIcerik.icerik,
    })
    .from(dosyaIcerik)
    .where(eq(dosyaIcerik.anahtar, anahtar));
  return row ?? null;
}

/** Only whether the key exists (a conditional GET answers 304 without reading the bytes). */
export async function fileExists(db: Db, anahtar: string): Promise<boolean> {
  const rows = await db
    .select({ anahtar: dosyaIcerik.anahtar })
    .from(dosyaIcerik)
    .where(eq(dosyaIcerik.anahtar, anahtar));
  return rows.length > 0;
}
