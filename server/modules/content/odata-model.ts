import { sql } from 'drizzle-orm';
import { col, columnRef, type EntityDef, type EntitySetDef } from '../../odata/model';
import { TENDER_TYPE } from '../../../lib/contract/lookups';

export const duyuruEntity: EntityDef = {
  name: 'Duyuru',
  table: 'duyuru',
  keyColumn: 'id',
  props: {
    Id: col('id', 'int32'),
    Baslik: col('baslik', 'string'),
    Icerik: col('icerik', 'string'),
    YayinTarihi: col('yayin_tarihi', 'datetime'),
    Popup: col('popup', 'boolean'),
    YayindanKaldir: col('yayindan_kaldir', 'boolean'),
  },
  navs: {},
};

export const sliderEntity: EntityDef = {
  name: 'AnaSayfaSlider',
  table: 'ana_sayfa_slider',
  keyColumn: 'id',
  props: {
    Id: col('id', 'int32'),
    Url: col('url', 'string'),
    SiraNo: col('sira_no', 'int32'),
    Aciklama: col('aciklama', 'string'),
  },
  navs: {},
};

export const portalSayfaEntity: EntityDef = {
  name: 'PortalSayfa',
  table: 'portal_sayfa',
  keyColumn: 'id',
  props: {
    Id: col('id', 'int32'),
    SayfaId: col('sayfa_id', 'int32'),
    Baslik: col('baslik', 'string'),
    Icerik: col('icerik', 'string'),
  },
  navs: {},
};

const forThisPortal = (a: import('drizzle-orm').SQL) =>
  sql`${columnRef(a, 'ihale_tipi_id')} = ${TENDER_TYPE.publicSale}`;

/** Announcements the public may see: this portal's, not withdrawn, already published. */
const duyuruSet = (name: string): EntitySetDef => ({
  name,
  entity: duyuruEntity,
  baseFilter: (ctx, a) =>
    sql`${forThisPortal(a)} and ${columnRef(a, 'yayindan_kaldir')} = false and ${columnRef(a, 'yayin_tarihi')} <= ${ctx.now.toISOString()}::timestamptz`,
  defaultOrder: (a) => [sql`${columnRef(a, 'yayin_tarihi')} desc`],
});

/** Same data twice: the client reads the "without cache" one where it needs fresh data; neither is cached. */
export const duyuruSetCached = duyuruSet('DuyuruOData');
export const duyuruSetWithoutCache = duyuruSet('DuyuruWithOutCacheOData');

export const sliderSet: EntitySetDef = {
  name: 'AnaSayfaSliderOData',
  entity: sliderEntity,
  baseFilter: (_ctx, a) => sql`${forThisPortal(a)} and ${columnRef(a, 'aktif')} = true`,
  defaultOrder: (a) => [columnRef(a, 'sira_no')],
};

export const portalSayfaSet: EntitySetDef = {
  name: 'PortalSayfaOData',
  entity: portalSayfaEntity,
  baseFilter: (_ctx, a) => forThisPortal(a),
};
