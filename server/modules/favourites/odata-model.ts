import { sql } from 'drizzle-orm';
import { col, columnRef, inList, toOne, type EntityDef, type EntitySetDef } from '../../odata/model';
import { ihaleEntity } from '../tenders/odata-model';
import { publicTenderCondition } from '../tenders/visibility';

/** FavoriIhaleOData entity: Id, IhaleId, CariId and the tender (Ihale, with IhaleDurumu and Kalemleri). */
export const favoriIhaleEntity: EntityDef = {
  name: 'FavoriIhale',
  table: 'favori_ihale',
  keyColumn: 'id',
  props: {
    Id: col('id', 'int32'),
    IhaleId: col('ihale_id', 'int32'),
    CariId: col('cari_id', 'int32'),
  },
  navs: {
    Ihale: toOne(() => ihaleEntity, 'ihale_id'),
  },
};

/**
 * The caller's favourites. Scoped ON THE SERVER to the accounts the caller may act for, whatever the
 * client's CariId filter says (a filter naming someone else's account simply finds nothing), and
 * only tenders the public may still see.
 */
export const favoriIhaleSet: EntitySetDef = {
  name: 'FavoriIhaleOData',
  entity: favoriIhaleEntity,
  baseFilter: (ctx, a) => sql`${inList(columnRef(a, 'cari_id'), ctx.cariIds)}
    and exists (select 1 from ihale fi where fi.id = ${columnRef(a, 'ihale_id')} and ${publicTenderCondition(ctx, sql.raw('fi'))})`,
  defaultOrder: (a) => [sql`${columnRef(a, 'id')} desc`],
};
