/**
 * The demo seed: realistic Turkish data timed relative to `now`, so a freshly seeded portal has
 * tenders running, ending and starting. Deterministic except for the time offsets (seeded PRNG).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { buildAccounts } from './build-accounts';
import { buildContent } from './build-content';
import { buildNotifications } from './build-notifications';
import { buildTenders } from './build-tenders';
import { TENDER_STATUS, TENDER_TYPE } from '../../lib/contract/lookups';
import { SEED_LOCK_KEY, SEED_MARKER_KATEGORI_ID } from './constants';
import { INSTITUTION_ACCOUNTS } from './data/institution-accounts';
import { INSTITUTION_ACCOUNTS_SETTING_KEY } from '../../lib/contract/money';
import { insertAll, syncSequences } from './insert';
import { insertReferenceData } from './reference-data';
import { createPrng } from './prng';
import { seedRecords } from './transparency-records';
import { type TransparencySigner, transparencySigner } from '../transparency/signing-key';

const PRNG_SEED = 20_241_121;

/** Tables whose rows the seed inserts with explicit ids (their sequences must follow). */
const EXPLICIT_ID_TABLES = [
  'cari',
  'gercek_kisilik',
  'personel',
  'ihale',
  'ihale_kalem',
  'iletisim',
  'bildirim_olayi',
  'bildirim',
] as const;

async function seedInto(db: Db, now: Date, signer: TransparencySigner): Promise<void> {
  const p = createPrng(PRNG_SEED);
  const tenders = buildTenders(now, p);
  const favourite = tenders.ihale.find(
    (t) =>
      t.oneCikar &&
      t.ihaleDurumuId === TENDER_STATUS.devam &&
      !t.yayindanKaldir &&
      t.ihaleTipiId === TENDER_TYPE.publicSale,
  );
  if (!favourite?.id) throw new Error('Seed plan has no featured running tender to favourite');
  const accounts = buildAccounts(now, tenders.teminatHareket, favourite.id);
  const content = buildContent(now);

  await insertReferenceData(db, now);

  // People, companies, accounts.
  await insertAll(db, s.edevletVatandas, accounts.edevletVatandas);
  await insertAll(db, s.mersisFirma, accounts.mersisFirma);
  await insertAll(db, s.mersisOrtak, accounts.mersisOrtak);
  await insertAll(db, s.cari, accounts.cari);
  await insertAll(db, s.gercekKisilik, accounts.gercekKisilik);
  await insertAll(db, s.firmaYetkili, accounts.firmaYetkili);
  await insertAll(db, s.sozlesmeOnay, accounts.sozlesmeOnay);
  await insertAll(db, s.personel, accounts.personel);
  await insertAll(db, s.personelRol, accounts.personelRol);

  // Tenders and everything hanging off them.
  await insertAll(db, s.ihale, tenders.ihale);
  await insertAll(db, s.ihaleKalem, tenders.ihaleKalem);
  await insertAll(db, s.ihaleDosya, tenders.ihaleDosya);
  await insertAll(db, s.ihaleKalemDosya, tenders.ihaleKalemDosya);
  await insertAll(db, s.ihaleEtiket, tenders.ihaleEtiket);
  await insertAll(db, s.ihaleKatilimCari, tenders.ihaleKatilimCari);
  await insertAll(db, s.teklif, tenders.teklif);
  // The bid records of the seeded tenders, through the portal's own append (docs/architecture.md §11).
  await seedRecords(db, signer, tenders.ihale, tenders.teklif);

  // One chronological ledger, so ledger ids grow with time like a real append-only log.
  const ledger = [...accounts.teminatHareket, ...tenders.teminatHareket].sort(
    (a, b) => (a.islemTarihi?.getTime() ?? 0) - (b.islemTarihi?.getTime() ?? 0),
  );
  await insertAll(db, s.teminatHareket, ledger);
  await insertAll(db, s.ihaleTahsilat, tenders.ihaleTahsilat);
  await insertAll(db, s.favoriIhale, accounts.favoriIhale);
  await insertAll(db, s.iletisim, accounts.iletisim);
  await insertAll(db, s.iletisimYazisma, accounts.iletisimYazisma);
  // Mehmet's demo inbox: the bell shows something on a fresh portal (docs/architecture.md §13).
  const inbox = buildNotifications(now, tenders);
  await insertAll(db, s.bildirimOlayi, inbox.bildirimOlayi);
  await insertAll(db, s.bildirim, inbox.bildirim);

  // Content.
  await insertAll(db, s.duyuru, content.duyuru);
  await insertAll(db, s.anaSayfaSlider, content.anaSayfaSlider);
  await insertAll(db, s.portalAyar, [
    { anahtar: INSTITUTION_ACCOUNTS_SETTING_KEY, deger: INSTITUTION_ACCOUNTS, guncellemeTarihi: now },
  ]);

  await syncSequences(db, EXPLICIT_ID_TABLES);
}

/** Seeds unconditionally, in one transaction (for tests and benchmarks on an empty database). */
export async function seed(db: Db, now: Date): Promise<void> {
  const signer = transparencySigner(db);
  await db.transaction(async (tx) => seedInto(tx as unknown as Db, now, signer));
}

/**
 * Seeds the demo data once; a database that already holds it is left alone (returns false).
 * One transaction: a crash mid-seed leaves nothing behind. The advisory lock makes instances
 * that start together on one PostgreSQL wait for each other instead of seeding twice.
 */
export async function seedIfEmpty(db: Db, now: Date): Promise<boolean> {
  const signer = transparencySigner(db);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`));
    const marker = await tx
      .select({ id: s.kategori.id })
      .from(s.kategori)
      .where(eq(s.kategori.id, SEED_MARKER_KATEGORI_ID))
      .limit(1);
    if (marker.length > 0) return false;
    await seedInto(tx, now, signer);
    return true;
  });
}
