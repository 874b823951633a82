import { sql } from 'drizzle-orm';
import { col, columnRef, computed, inList, toOne, type EntityDef, type EntitySetDef } from '../../odata/model';
import { ihaleEntity } from '../tenders/odata-model';
import { belongsToPortalTender } from '../../tenders/visibility';
import { balanceDueSql } from '../../money/ledger/tender-balance-sql';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import { ODEME_DURUMU } from '../../../lib/contract/money';

/** The contract's numbers as SQL literals (a bound parameter would leave the columns' types to guess). */
const WON = sql.raw(String(TENDER_STATUS.kazananBelirli));
const AWAITING = sql.raw(String(ODEME_DURUMU.bekleniyor));
const PAID = sql.raw(String(ODEME_DURUMU.odendi));
const FORFEITED = sql.raw(String(ODEME_DURUMU.yandi));

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
    // The payment fields of Katıldığım İhalelerim (docs/architecture.md §9), computed here so the
    // browser never derives money from the tender. The due amount is the one definition of
    // server/money/ledger/tender-balance-sql.ts: winning amount − the winner's outstanding block − collections.
    /** The tender's winning amount while decided (215); null otherwise. */
    KazananTutar: computed(
      'decimal',
      (a) =>
        sql`(select i.kazanan_tutar from ihale i where i.id = ${columnRef(a, 'ihale_id')} and i.ihale_durumu_id = ${WON})`,
    ),
    /**
     * This account's payment state in the tender: 1 awaiting, 2 paid while it is the winner; 3 when
     * its deposit was forfeited here; 0 otherwise (lookups in lib/contract/money.ts ODEME_DURUMU).
     */
    OdemeDurumu: computed(
      'int32',
      (a) =>
        sql`(select case when i.ihale_durumu_id = ${WON} and i.kazanan_cari_id = ${columnRef(a, 'cari_id')} and i.odeme_durumu in (${AWAITING}, ${PAID}) then i.odeme_durumu::int when exists (select 1 from teminat_hareket y where y.ihale_id = i.id and y.cari_id = ${columnRef(a, 'cari_id')} and y.tur = 'yanma') then ${FORFEITED} else 0 end from ihale i where i.id = ${columnRef(a, 'ihale_id')})`,
    ),
    /** What this account, the winner, still has to pay; 0 once paid; null for anyone else. */
    OdenecekTutar: computed(
      'decimal',
      (a) =>
        sql`(select case when i.odeme_durumu = ${PAID} then 0 else ${balanceDueSql(sql.raw('i.kazanan_tutar'), sql.raw('i.id'), sql.raw('i.kazanan_cari_id'))} end
            from ihale i where i.id = ${columnRef(a, 'ihale_id')} and i.ihale_durumu_id = ${WON}
              and i.kazanan_cari_id = ${columnRef(a, 'cari_id')} and i.odeme_durumu in (${AWAITING}, ${PAID}))`,
    ),
    /** What this account, the winner, paid for the sale once it is paid (the winning amount); null otherwise. */
    OdenenTutar: computed(
      'decimal',
      (a) =>
        sql`(select i.kazanan_tutar from ihale i where i.id = ${columnRef(a, 'ihale_id')} and i.ihale_durumu_id = ${WON}
              and i.kazanan_cari_id = ${columnRef(a, 'cari_id')} and i.odeme_durumu = ${PAID})`,
    ),
    /**
     * When the sale was paid: the bank's booking date of this account's last collection for it; null
     * until paid (or when the deposit alone covered it).
     */
    OdemeTarihi: computed(
      'datetime',
      (a) =>
        sql`(select max(c.islem_tarihi) from ihale_tahsilat c join ihale i on i.id = c.ihale_id
              where c.ihale_id = ${columnRef(a, 'ihale_id')} and c.cari_id = ${columnRef(a, 'cari_id')}
                and i.kazanan_cari_id = c.cari_id and i.odeme_durumu = ${PAID})`,
    ),
    /** This account's payment deadline as the winner; null for anyone else. */
    SonOdemeTarihi: computed(
      'datetime',
      (a) =>
        sql`(select i.son_odeme_tarihi from ihale i where i.id = ${columnRef(a, 'ihale_id')} and i.ihale_durumu_id = ${WON} and i.kazanan_cari_id = ${columnRef(a, 'cari_id')} and i.odeme_durumu in (${AWAITING}, ${PAID}))`,
    ),
    /** The state of a runner-up offer made to this account in the tender (beklemede, kabul, red, suresi_doldu), or null. */
    IkinciTeklifDurumu: computed(
      'string',
      (a) =>
        sql`(select d.durum from ikinci_teklif_daveti d where d.ihale_id = ${columnRef(a, 'ihale_id')} and d.cari_id = ${columnRef(a, 'cari_id')})`,
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
