import { sql } from 'drizzle-orm';
import { col, columnRef, type EntityDef, type EntitySetDef } from '../../odata/model';
import { TENDER_STATUS } from '../../../lib/contract/lookups';

/** Tender statuses offered as list filters (docs/spec.md §2: 212 and 213 only). */
export const LISTE_DURUM_IDLERI = [TENDER_STATUS.baslamadi, TENDER_STATUS.devam] as const;

/**
 * A kategori row as a navigation target (IhaleDurumu): LookupWire { Id, Adi }. Its own entity type
 * name in $metadata, since the kategori sets' type (Kategori) has one more property.
 */
export const kategoriLookupEntity: EntityDef = {
  name: 'KategoriOzet',
  table: 'kategori',
  keyColumn: 'id',
  props: { Id: col('id', 'int32'), Adi: col('adi', 'string') },
  navs: {},
};

/** KategoriWire { Id, Adi, UstKategoriId } for the kategori sets. */
export const kategoriEntity: EntityDef = {
  name: 'Kategori',
  table: 'kategori',
  keyColumn: 'id',
  props: { Id: col('id', 'int32'), Adi: col('adi', 'string'), UstKategoriId: col('ust_kategori_id', 'int32') },
  navs: {},
};

export const paraBirimiEntity: EntityDef = {
  name: 'ParaBirimi',
  table: 'para_birimi',
  keyColumn: 'id',
  props: { Id: col('id', 'int32'), Adi: col('adi', 'string') },
  navs: {},
};

export const olcuBirimiEntity: EntityDef = {
  name: 'OlcuBirimi',
  table: 'olcu_birimi',
  keyColumn: 'id',
  props: { Id: col('id', 'int32'), Adi: col('adi', 'string') },
  navs: {},
};

export const teslimatYeriEntity: EntityDef = {
  name: 'TeslimatYeri',
  table: 'teslimat_yeri',
  keyColumn: 'id',
  props: { Id: col('id', 'int32'), Adi: col('adi', 'string'), Adresi: col('adresi', 'string') },
  navs: {},
};

export const ihaleKalemKategoriLookupEntity: EntityDef = {
  name: 'IhaleKalemKategori',
  table: 'ihale_kalem_kategori',
  keyColumn: 'id',
  props: { Id: col('id', 'int32'), Adi: col('adi', 'string') },
  navs: {},
};

export const etiketEntity: EntityDef = {
  name: 'Etiket',
  table: 'etiket',
  keyColumn: 'id',
  props: { Id: col('id', 'int32'), Adi: col('adi', 'string') },
  navs: {},
};

export const otomatikUzatmaAyarEntity: EntityDef = {
  name: 'OtomatikUzatmaAyar',
  table: 'otomatik_uzatma_ayar',
  keyColumn: 'id',
  props: { Id: col('id', 'int32'), Aciklama: col('aciklama', 'string') },
  navs: {},
};

/** Delivery places offered in the list filter: active ones only. */
export const herkeseAcikTeslimatYeriSet: EntitySetDef = {
  name: 'HerkeseAcikTeslimatYeriOData',
  entity: teslimatYeriEntity,
  baseFilter: (_ctx, a) => sql`${columnRef(a, 'aktif')} = true`,
  defaultOrder: (a) => [columnRef(a, 'adi')],
};

/** The tender-status options of the list filter. */
export const herkeseAcikKategoriSet: EntitySetDef = {
  name: 'HerkeseAcikKategoriOData',
  entity: kategoriEntity,
  baseFilter: (_ctx, a) =>
    sql`${columnRef(a, 'id')} in (${sql.join(
      LISTE_DURUM_IDLERI.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  defaultOrder: (a) => [columnRef(a, 'sira_no')],
};

/** Any lookup row (the UI asks for conversation topics: UstKategoriId eq 190). */
export const kategoriSet: EntitySetDef = {
  name: 'KategoriOData',
  entity: kategoriEntity,
  defaultOrder: (a) => [columnRef(a, 'sira_no')],
};
