import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import type { ImageRendition } from './image-check';
import { insertFile } from './queries';

/**
 * The one file store (docs/architecture.md §8 "Files"): every uploaded file lives in PostgreSQL's
 * `dosya_icerik`, one row per stored rendition, under a key that names its content and never
 * changes. A key is the SHA-256 of the uploaded bytes, plus the rendition for images:
 * `<sha256>-galeri-1200x900.webp`, `<sha256>.pdf`. So all renditions of one upload share a stem
 * (the thumbnail of a gallery image is found from its large one), the same upload stored twice is
 * one set of rows, and a URL can be cached for a year. Stores go through the caller's transaction,
 * so a tender row and its files commit together.
 */
export const FILE_ROUTE = '/api/dosya';

/** The public URL of a key (root-relative, like the seed's /media URLs). */
export const fileUrl = (anahtar: string) => `${FILE_ROUTE}/${anahtar}`;

/** The keys this store hands out, and nothing else: the file route answers 404 for any other path. */
export const FILE_KEY = /^[0-9a-f]{64}(-[a-z0-9]+(-[0-9]+x[0-9]+)?)?\.(webp|pdf)$/;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Stores the renditions of an image; answers their keys in the same order (the first is the row's URL). */
export async function storeImage(db: Db, original: Buffer, renditions: ImageRendition[]): Promise<string[]> {
  const stem = sha256(original);
  const keys: string[] = [];
  for (const r of renditions) {
    const anahtar = `${stem}-${r.name}.webp`;
    await insertFile(db, {
      anahtar,
      mime: 'image/webp',
      boyut: r.bytes.length,
      genislik: r.width,
      yukseklik: r.height,
      icerik: r.bytes,
    });
    keys.push(anahtar);
  }
  return keys;
}

/** Stores a checked PDF as it was uploaded. */
export async function storePdf(db: Db, bytes: Buffer): Promise<string> {
  const anahtar = `${sha256(bytes)}.pdf`;
  await insertFile(db, {
    anahtar,
    mime: 'application/pdf',
    boyut: bytes.length,
    genislik: null,
    yukseklik: null,
    icerik: bytes,
  });
  return anahtar;
}
