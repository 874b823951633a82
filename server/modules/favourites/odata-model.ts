import { sql } from 'drizzle-orm';
import { col, columnRef, inList, toOne, type EntityDef, type EntitySetDef } from '../../odata/model';
import { ihaleEntity } from '../tenders/odata-model';
import { belongsToPortalTender } from '../../tenders/visibility';

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
  // A favourite of a tender the portal may not act on (withdrawn since) does not exist.
  scope: (ctx, a) => belongsToPortalTender(columnRef(a, 'ihale_id'), ctx.now),
};

/**
 * The caller's favourites. Scoped ON THE SERVER to the accounts the caller may act for, whatever the
 * client's CariId filter says (a filter naming someone else's account simply finds nothing), and
 * only tenders the public may still see.
 */
export const favoriIhaleSet: EntitySetDef = {
  name: 'FavoriIhaleOData',
  entity: favoriIhaleEntity,
  baseFilter: (ctx, a) => inList(columnRef(a, 'cari_id'), ctx.cariIds),
  defaultOrder: (a) => [sql`${columnRef(a, 'id')} desc`],
};
