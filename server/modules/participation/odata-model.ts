import { sql } from 'drizzle-orm';
import { col, columnRef, computed, inList, toOne, type EntityDef, type EntitySetDef } from '../../odata/model';
import { ihaleEntity } from '../tenders/odata-model';
import { belongsToPortalTender } from '../tenders/visibility';

/**
 * Participation record (docs/spec.md §3): IhaleId, CariRumuzu, CarininVerdigiSonTeklif (the account's own
 * highest bid in the tender, 0 without one), KazanilmaDurumu (null running, 1 won, 2 lost) and the
 * tender (Ihale, with Kalemleri and IhaleDurumu), plus Id, CariId and IsActive.
 */
export const ihaleKatilimCariEntity: EntityDef = {
  name: 'IhaleKatilimCari',
  table: 'ihale_katilim_cari',
  keyColumn: 'id',
  props: {
    Id: col('id', 'int32'),
    IhaleId: col('ihale_id', 'int32'),
    CariId: col('cari_id', 'int32'),
    CariRumuzu: col('cari_rumuzu', 'string'),
    IsActive: col('is_active', 'boolean'),
    KazanilmaDurumu: col('kazanilma_durumu', 'int32'),
    KatilimTarihi: col('katilim_tarihi', 'datetime'),
    CarininVerdigiSonTeklif: computed(
      'decimal',
      (a) =>
        sql`coalesce((select max(kt.teklif_tutari) from teklif kt where kt.ihale_id = ${columnRef(a, 'ihale_id')} and kt.cari_id = ${columnRef(a, 'cari_id')}), 0)`,
    ),
  },
  navs: {
    Ihale: toOne(() => ihaleEntity, 'ihale_id'),
  },
  // A join to a tender the portal may not act on is not shown, with its bids, at all.
  scope: (ctx, a) => belongsToPortalTender(columnRef(a, 'ihale_id'), ctx.now),
};

/**
 * IhaleKatilimCariOData: the tenders the caller's accounts take part in (Katıldığım İhaleler).
 * Scoped ON THE SERVER to the caller's accounts and to active joins, whatever the client filters;
 * the client adds `CariId eq <active account>`, a status filter (`Ihale/IhaleDurumuId eq 213`) and a
 * won/lost filter on KazanilmaDurumu.
 */
export const ihaleKatilimCariSet: EntitySetDef = {
  name: 'IhaleKatilimCariOData',
  entity: ihaleKatilimCariEntity,
  baseFilter: (ctx, a) => sql`${inList(columnRef(a, 'cari_id'), ctx.cariIds)} and ${columnRef(a, 'is_active')} = true`,
  defaultOrder: (a) => [sql`${columnRef(a, 'ihale_id')} desc`],
};
