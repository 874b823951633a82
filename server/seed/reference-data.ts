import type { Db } from '../db/client';
import * as s from '../db/schema';
import { TENDER_TYPE } from '../../lib/contract/lookups';
import { CONTACT_SETTING_KEY } from '../../lib/rules/contact-details';
import { CONTACT_DETAILS } from './data/contact-details';
import {
  ETIKETLER,
  KALEM_KATEGORI_ROWS,
  KATEGORI_ROWS,
  OLCU_BIRIMI,
  OTOMATIK_UZATMA,
  PARA_BIRIMI,
  TESLIMAT_YERI,
} from './data/lookups';
import { PORTAL_PAGES } from './data/pages';
import { insertMissing, syncSequences } from './insert';

/** Tables of the reference data with explicit ids (their sequences must follow). */
const EXPLICIT_ID_TABLES = ['para_birimi', 'olcu_birimi', 'teslimat_yeri', 'etiket', 'otomatik_uzatma_ayar'] as const;

/**
 * What every portal needs before its first tender, demo or real (docs/architecture.md §2): the
 * lookups the code names by id (statuses, types, file uses, currencies: lib/contract/lookups.ts),
 * the institution's catalogue (units, delivery places, item categories, tags, extension rules), the
 * portal pages the join and sign-in dialogs link to, and the contact details. Staff edit the pages
 * and contact details in the back-office afterwards. Laid on every start of a real deployment and by
 * the demo seed; rows that are there already are kept (staff edits survive a restart).
 */
export async function insertReferenceData(db: Db, now: Date): Promise<void> {
  await insertMissing(db, s.kategori, KATEGORI_ROWS);
  await insertMissing(
    db,
    s.paraBirimi,
    Object.values(PARA_BIRIMI).map(({ id, adi, kod }) => ({ id, adi, kod })),
  );
  await insertMissing(
    db,
    s.olcuBirimi,
    Object.values(OLCU_BIRIMI).map((x) => ({ ...x })),
  );
  await insertMissing(
    db,
    s.teslimatYeri,
    Object.values(TESLIMAT_YERI).map((x) => ({ ...x, aktif: true })),
  );
  await insertMissing(
    db,
    s.ihaleKalemKategori,
    KALEM_KATEGORI_ROWS.map((k) => ({ id: k.id, adi: k.adi, ustIhaleKalemKategoriId: k.ust, siraNo: k.siraNo })),
  );
  await insertMissing(
    db,
    s.etiket,
    ETIKETLER.map((adi, i) => ({ id: i + 1, adi })),
  );
  await insertMissing(
    db,
    s.otomatikUzatmaAyar,
    Object.values(OTOMATIK_UZATMA).map((x) => ({ ...x })),
  );
  await insertMissing(
    db,
    s.portalSayfa,
    PORTAL_PAGES.map((pg) => ({
      sayfaId: pg.sayfaId,
      baslik: pg.baslik,
      icerik: pg.icerik,
      ihaleTipiId: TENDER_TYPE.publicSale,
    })),
  );
  await insertMissing(db, s.portalAyar, [
    { anahtar: CONTACT_SETTING_KEY, deger: CONTACT_DETAILS, guncellemeTarihi: now },
  ]);
  await syncSequences(db, EXPLICIT_ID_TABLES);
}
