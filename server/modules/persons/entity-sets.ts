import { col, columnRef, inList, type EntityDef, type EntitySetDef } from '../../odata/model';

/** The portal's natural-person record (docs/spec.md §3 Personal record), as GercekKisilikExternalOData serves it. */
export const gercekKisilikEntity: EntityDef = {
  name: 'GercekKisilik',
  table: 'gercek_kisilik',
  keyColumn: 'id',
  props: {
    Id: col('id', 'int32'),
    CariId: col('cari_id', 'int32'),
    KimlikNo: col('kimlik_no', 'string'),
    Adi: col('adi', 'string'),
    Soyadi: col('soyadi', 'string'),
    GSM: col('gsm', 'string'),
    Eposta: col('eposta', 'string'),
    EpostaBildirimOnayi: col('eposta_bildirim_onayi', 'boolean'),
    GSMBildirimOnayi: col('gsm_bildirim_onayi', 'boolean'),
  },
  navs: {},
};

/**
 * Only the caller's own record, whatever the filter: a person record belongs to exactly one person
 * account (cari_id), the caller's own, whichever account their session acts for.
 */
export const gercekKisilikSet: EntitySetDef = {
  name: 'GercekKisilikExternalOData',
  entity: gercekKisilikEntity,
  baseFilter: (ctx, a) => inList(columnRef(a, 'cari_id'), ctx.personCariId ? [ctx.personCariId] : []),
};
