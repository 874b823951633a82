import { LEDGER_DIRECTION, type LedgerKind } from '../../../lib/contract/money';
import type { Db } from '../../db/client';
import { ihaleTahsilat, teminatHareket } from '../../db/schema';
import type { CollectionSource } from '../../../lib/contract/money';

/**
 * THE only INSERTs into the money tables (`teminat_hareket`, `ihale_tahsilat`); postings.ts and
 * collections.ts are their only callers, and server/money/ledger/one-writer.test.ts fails when any
 * other file writes those tables. Both tables are append-only (a trigger refuses UPDATE and
 * DELETE), amounts arrive as bigint kuruş with their currency and are stored as such in `tutar_kurus`
 * (no conversion on the way: the lira column `tutar` is computed by the database from it and refuses
 * writes; migration 0017), and the idempotency key is required: a repeat of the same act inserts
 * nothing and answers null.
 */
export interface Posting {
  kind: LedgerKind;
  cariId: number;
  paraBirimiId: number;
  tutarKurus: bigint;
  idempotencyKey: string;
  aciklama: string;
  at: Date;
  ihaleId?: number | null;
  iadeTalebiId?: number | null;
  personelId?: number | null;
  /** The row's label in the deposit history ('Tamamlandı' unless told). */
  durum?: string;
}

function checkAmountAndKey(tutarKurus: bigint, idempotencyKey: string): void {
  if (tutarKurus <= 0n) throw new Error(`A posting moves a positive amount (got ${tutarKurus} kuruş)`);
  if (idempotencyKey.trim() === '') throw new Error('A posting names its act in an idempotency key');
}

export async function writePosting(tx: Db, p: Posting): Promise<number | null> {
  checkAmountAndKey(p.tutarKurus, p.idempotencyKey);
  const rows = await tx
    .insert(teminatHareket)
    .values({
      cariId: p.cariId,
      ihaleId: p.ihaleId ?? null,
      iadeTalebiId: p.iadeTalebiId ?? null,
      tur: p.kind,
      yon: LEDGER_DIRECTION[p.kind],
      tutarKurus: p.tutarKurus,
      aciklama: p.aciklama,
      durum: p.durum ?? 'Tamamlandı',
      islemTarihi: p.at,
      paraBirimiId: p.paraBirimiId,
      idempotencyKey: p.idempotencyKey,
      personelId: p.personelId ?? null,
    })
    .onConflictDoNothing({ target: teminatHareket.idempotencyKey })
    .returning({ id: teminatHareket.id });
  return rows[0]?.id ?? null;
}

export interface Collection {
  ihaleId: number;
  cariId: number;
  paraBirimiId: number;
  tutarKurus: bigint;
  kaynak: CollectionSource;
  idempotencyKey: string;
  at: Date;
  kartOdemeId?: string | null;
  ekstreSatiriId?: number | null;
  personelId?: number | null;
}

export async function writeCollection(tx: Db, c: Collection): Promise<number | null> {
  checkAmountAndKey(c.tutarKurus, c.idempotencyKey);
  const rows = await tx
    .insert(ihaleTahsilat)
    .values({
      ihaleId: c.ihaleId,
      cariId: c.cariId,
      tutarKurus: c.tutarKurus,
      paraBirimiId: c.paraBirimiId,
      kaynak: c.kaynak,
      kartOdemeId: c.kartOdemeId ?? null,
      ekstreSatiriId: c.ekstreSatiriId ?? null,
      idempotencyKey: c.idempotencyKey,
      personelId: c.personelId ?? null,
      islemTarihi: c.at,
    })
    .onConflictDoNothing({ target: ihaleTahsilat.idempotencyKey })
    .returning({ id: ihaleTahsilat.id });
  return rows[0]?.id ?? null;
}
