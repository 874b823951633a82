import { sql } from 'drizzle-orm';
import { col, columnRef, inList, toOne, type EntityDef, type EntitySetDef } from '../../odata/model';

/** A kategori row as a conversation's topic or state: { Id, Adi }. */
const kategoriRefEntity: EntityDef = {
  name: 'Kategori',
  table: 'kategori',
  keyColumn: 'id',
  props: { Id: col('id', 'int32'), Adi: col('adi', 'string') },
  navs: {},
};

/** A support conversation (docs/spec.md §3 Conversation). SonCevap is the time of the latest message. */
export const iletisimEntity: EntityDef = {
  name: 'Iletisim',
  table: 'iletisim',
  keyColumn: 'id',
  props: {
    Id: col('id', 'int32'),
    CariId: col('cari_id', 'int32'),
    Baslik: col('baslik', 'string'),
    AcilisTarihi: col('acilis_tarihi', 'datetime'),
    SonCevap: col('son_cevap', 'datetime'),
    KonuId: col('konu_id', 'int32'),
    DurumId: col('durum_id', 'int32'),
    IhaleTipiId: col('ihale_tipi_id', 'int32'),
  },
  navs: {
    Konu: toOne(() => kategoriRefEntity, 'konu_id'),
    Durum: toOne(() => kategoriRefEntity, 'durum_id'),
  },
};

/** A message of a conversation (docs/spec.md §3 Message); KurumYazisi true = written by the institution. */
export const iletisimYazismaEntity: EntityDef = {
  name: 'IletisimYazisma',
  table: 'iletisim_yazisma',
  keyColumn: 'id',
  props: {
    Id: col('id', 'int32'),
    IletisimId: col('iletisim_id', 'int32'),
    Icerik: col('icerik', 'string'),
    OlusturmaTarihi: col('olusturma_tarihi', 'datetime'),
    KurumYazisi: col('kurum_yazisi', 'boolean'),
    YazanAdiSoyadi: col('yazan_adi_soyadi', 'string'),
  },
  navs: {},
};

/** The caller's conversations only (every account they may act for), newest activity first. */
export const iletisimCariSet: EntitySetDef = {
  name: 'IletisimCariOData',
  entity: iletisimEntity,
  baseFilter: (ctx, a) => inList(columnRef(a, 'cari_id'), ctx.cariIds),
  defaultOrder: (a) => [sql`coalesce(${columnRef(a, 'son_cevap')}, ${columnRef(a, 'acilis_tarihi')}) desc`],
};

/** Messages of the caller's conversations only, in thread order (oldest first). */
export const iletisimYazismaCariSet: EntitySetDef = {
  name: 'IletisimYazismaCariOData',
  entity: iletisimYazismaEntity,
  baseFilter: (ctx, a) =>
    sql`${columnRef(a, 'iletisim_id')} in (select i.id from iletisim i where ${inList(sql`i.cari_id`, ctx.cariIds)})`,
  defaultOrder: (a) => [sql`${columnRef(a, 'olusturma_tarihi')} asc`],
};
