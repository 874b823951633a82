import { type SQL, sql } from 'drizzle-orm';
import { ARCHIVE_MONTHS } from '../../../lib/rules/tender-archive';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import { FINISHED_STATUS_IDS } from '../../../lib/rules/tender-status';
import { col, columnRef, computed, inList, toMany, toOne, type EntityDef, type EntitySetDef } from '../../odata/model';
import {
  etiketEntity,
  ihaleKalemKategoriLookupEntity,
  kategoriLookupEntity,
  olcuBirimiEntity,
  otomatikUzatmaAyarEntity,
  paraBirimiEntity,
  teslimatYeriEntity,
} from '../lookups/odata-model';
import { tenderEndOf } from '../../db/schema/tender-end';
import { portalTenderCondition } from '../../tenders/visibility';

/** DosyaWire over a files table (tender files and item files share the shape). */
const dosyaEntity = (table: string): EntityDef => ({
  name: 'Dosya',
  table,
  keyColumn: 'id',
  props: {
    Id: col('id', 'int32'),
    Url: col('url', 'string'),
    Adi: col('adi', 'string'),
    Aciklama: col('aciklama', 'string'),
    KullanimTuruId: col('kullanim_turu_id', 'int32'),
  },
  navs: {},
});

export const ihaleDosyaEntity = dosyaEntity('ihale_dosya');
export const ihaleKalemDosyaEntity = dosyaEntity('ihale_kalem_dosya');

export const kalemEntity: EntityDef = {
  name: 'Kalem',
  table: 'ihale_kalem',
  keyColumn: 'id',
  props: {
    Id: col('id', 'int32'),
    IhaleId: col('ihale_id', 'int32'),
    AcilisFiyati: col('acilis_fiyati', 'decimal'),
    TurTeklifleriTeklifTutariMax: col('tur_teklifleri_teklif_tutari_max', 'decimal'),
    Miktar: col('miktar', 'decimal'),
    OlcuBirimiId: col('olcu_birimi_id', 'int32'),
    Aciklama: col('aciklama', 'string'),
    HerkeseAcikSatisIhaleKalemRumuz: col('herkese_acik_satis_ihale_kalem_rumuz', 'string'),
    TeslimatYeriId: col('teslimat_yeri_id', 'int32'),
    TeslimatYeriAdi: computed(
      'string',
      (a) => sql`(select ty.adi from teslimat_yeri ty where ty.id = ${columnRef(a, 'teslimat_yeri_id')})`,
    ),
    IhaleKalemKategoriId: col('ihale_kalem_kategori_id', 'int32'),
    /** The price the item stands at: the highest bid, or the opening price before any bid. */
    GuncelFiyat: computed(
      'decimal',
      (a) => sql`greatest(${columnRef(a, 'tur_teklifleri_teklif_tutari_max')}, ${columnRef(a, 'acilis_fiyati')})`,
    ),
  },
  navs: {
    OlcuBirimi: toOne(() => olcuBirimiEntity, 'olcu_birimi_id'),
    TeslimatYeri: toOne(() => teslimatYeriEntity, 'teslimat_yeri_id'),
    IhaleKalemKategori: toOne(() => ihaleKalemKategoriLookupEntity, 'ihale_kalem_kategori_id'),
    IhaleKalemDosyalari: toMany(() => ihaleKalemDosyaEntity, 'ihale_kalem_id'),
  },
};

/** Bids as the public sees them: alias and amount, never the account behind the alias. */
export const teklifEntity: EntityDef = {
  name: 'Teklif',
  table: 'teklif',
  keyColumn: 'id',
  props: {
    Id: col('id', 'int64'),
    IhaleId: col('ihale_id', 'int32'),
    TeklifTarihi: col('teklif_tarihi', 'datetime'),
    CariRumuzu: col('cari_rumuzu', 'string'),
    TeklifTutari: col('teklif_tutari', 'decimal'),
    SiraNo: col('sira_no', 'int32'),
    /** Placed by the portal for the alias's maximum (the maximum itself is never exposed). */
    Otomatik: col('otomatik', 'boolean'),
  },
  navs: {},
};

export const ihaleEtiketEntity: EntityDef = {
  name: 'IhaleEtiket',
  table: 'ihale_etiket',
  keyColumn: 'id',
  props: { Id: col('id', 'int32'), EtiketId: col('etiket_id', 'int32') },
  navs: { Etiket: toOne(() => etiketEntity, 'etiket_id') },
};

export const favoriIhaleRefEntity: EntityDef = {
  name: 'FavoriIhale',
  table: 'favori_ihale',
  keyColumn: 'id',
  props: { Id: col('id', 'int32'), IhaleId: col('ihale_id', 'int32'), CariId: col('cari_id', 'int32') },
  navs: {},
};

const kalemFiyatiMax = (a: SQL) =>
  sql`coalesce((select max(greatest(gk.tur_teklifleri_teklif_tutari_max, gk.acilis_fiyati)) from ihale_kalem gk where gk.ihale_id = ${columnRef(a, 'id')}), 0)`;

/**
 * The latest stored rate of the tender's currency (server/rates/): one row of doviz_kuru, newest
 * bulletin first, so the last bulletin stays in force over weekends and holidays. No row for TL.
 */
const latestRate = (a: SQL, column: 'doviz_satis' | 'bulten_tarihi' | 'kaynak') =>
  sql`(select dk.${sql.identifier(column)} from doviz_kuru dk where dk.para_birimi_id = ${columnRef(a, 'para_birimi_id')} order by dk.bulten_tarihi desc limit 1)`;

/** TL per unit of the tender's currency: 1 for TL, the latest rate otherwise (null while none is stored). */
const tlFactor = (a: SQL) =>
  sql`(case when (select pb.kod from para_birimi pb where pb.id = ${columnRef(a, 'para_birimi_id')}) = 'TRY' then 1::numeric else ${latestRate(a, 'doviz_satis')} end)`;

/** The end that applies: the extended end when there is one. */
const guncelBitis = (a: SQL) => tenderEndOf(a);

/**
 * The winning amount of a decided tender (215) and nothing for any other status. It is the highest
 * bid, already public in Teklifler; the highest bid stands in should kazanan_tutar be unset. The
 * winner's account (kazanan_cari_id) is never a property.
 */
const kazananTutar = (a: SQL) =>
  sql`case when ${columnRef(a, 'ihale_durumu_id')} = ${TENDER_STATUS.kazananBelirli} then coalesce(${columnRef(a, 'kazanan_tutar')}, (select max(kt.teklif_tutari) from teklif kt where kt.ihale_id = ${columnRef(a, 'id')})) end`;

export const ihaleEntity: EntityDef = {
  name: 'Ihale',
  table: 'ihale',
  keyColumn: 'id',
  // Wherever a tender is reached (public set, participation and favourite expansions, paths in
  // filters), only tenders this portal may act on exist.
  scope: (ctx, a) => portalTenderCondition(a, ctx.now),
  props: {
    Id: col('id', 'int32'),
    Baslik: col('baslik', 'string'),
    Aciklama: col('aciklama', 'string'),
    YayinTarihi: col('yayin_tarihi', 'datetime'),
    BaslangicTarihi: col('baslangic_tarihi', 'datetime'),
    BitisTarihi: col('bitis_tarihi', 'datetime'),
    UzatilmisBitisTarihi: col('uzatilmis_bitis_tarihi', 'datetime'),
    TeminatTutari: col('teminat_tutari', 'decimal'),
    IhaleDurumuId: col('ihale_durumu_id', 'int32'),
    ParaBirimiId: col('para_birimi_id', 'int32'),
    OdemeDurumu: col('odeme_durumu', 'int32'),
    SonOdemeIcinEklenecekGun: col('son_odeme_icin_eklenecek_gun', 'int32'),
    OneCikar: col('one_cikar', 'boolean'),
    YayindanKaldir: col('yayindan_kaldir', 'boolean'),
    IhaleTipiId: col('ihale_tipi_id', 'int32'),
    OtomatikUzatmaAyarId: col('otomatik_uzatma_ayar_id', 'int32'),
    /** Highest current price over the items (greatest of highest bid and opening price); 0 without items. */
    GuncelFiyat: computed('decimal', kalemFiyatiMax, { nullable: false }),
    /**
     * GuncelFiyat in TL at the latest TCMB forex selling rate (= GuncelFiyat for TL tenders): the key
     * of the price sorts and price range filters, so EUR, USD and TL tenders compare by value.
     */
    GuncelFiyatTl: computed('decimal', (a) => sql`round(${kalemFiyatiMax(a)} * ${tlFactor(a)}, 2)`),
    /** TL per unit of a EUR/USD tender's currency; null for TL. Clients multiply live prices by it. */
    DovizKuru: computed('decimal', (a) => latestRate(a, 'doviz_satis')),
    /** The bulletin date of DovizKuru, YYYY-MM-DD; null for TL. */
    DovizKuruTarihi: computed('string', (a) => sql`to_char(${latestRate(a, 'bulten_tarihi')}, 'YYYY-MM-DD')`),
    /** 'tcmb', or 'dev' for the stand-in's rates (shown as "örnek kur"); null for TL. */
    DovizKuruKaynagi: computed('string', (a) => latestRate(a, 'kaynak')),
    /** Whether the prices include KDV. */
    KdvDahil: col('kdv_dahil', 'boolean'),
    /** The end that applies: the extended end when there is one. */
    GuncelBitisTarihi: computed('datetime', guncelBitis, { nullable: false }),
    /** Winning amount of a 215 tender; null otherwise. */
    KazananTutar: computed('decimal', kazananTutar),
    /**
     * The reason the institution gave, shown on the public page: the cancellation's (217) or the
     * no-winner decision's (216); null for every other status (docs/architecture.md §8).
     */
    DurumNedeni: computed(
      'string',
      (a) =>
        sql`case ${columnRef(a, 'ihale_durumu_id')} when ${TENDER_STATUS.iptal} then ${columnRef(a, 'iptal_nedeni')} when ${TENDER_STATUS.kazananBelirsiz} then ${columnRef(a, 'sonuc_nedeni')} end`,
    ),
    /** How many bids the tender received (bids are never deleted). */
    TeklifSayisi: computed(
      'int32',
      (a) => sql`(select count(*)::int from teklif st where st.ihale_id = ${columnRef(a, 'id')})`,
      { nullable: false },
    ),
  },
  navs: {
    IhaleDurumu: toOne(() => kategoriLookupEntity, 'ihale_durumu_id'),
    ParaBirimi: toOne(() => paraBirimiEntity, 'para_birimi_id'),
    OtomatikUzatmaAyar: toOne(() => otomatikUzatmaAyarEntity, 'otomatik_uzatma_ayar_id'),
    IhaleDosyalari: toMany(() => ihaleDosyaEntity, 'ihale_id', { defaultOrder: (a) => [columnRef(a, 'sira_no')] }),
    Kalemleri: toMany(() => kalemEntity, 'ihale_id'),
    Teklifler: toMany(() => teklifEntity, 'ihale_id', {
      defaultOrder: (a) => [sql`${columnRef(a, 'teklif_tutari')} desc`],
    }),
    IhaleEtiketleri: toMany(() => ihaleEtiketEntity, 'ihale_id'),
    /** Only the caller's own favourites; nobody else's rows, none for anonymous callers. */
    FavoriIhaleler: toMany(() => favoriIhaleRefEntity, 'ihale_id', {
      scope: (ctx, a) => inList(columnRef(a, 'cari_id'), ctx.cariIds),
    }),
  },
};

/**
 * The public tender set: list, home page and detail (by Id filter) all read it. What the public may
 * see is the tender entity's scope, AND-ed with every client filter.
 */
export const herkeseAcikIhaleSet: EntitySetDef = {
  name: 'HerkeseAcikIhaleAnaSayfaOData',
  entity: ihaleEntity,
  defaultOrder: (a) => [sql`${columnRef(a, 'yayin_tarihi')} desc`],
};

/**
 * 'Sonuçlanan İhaleler': the public tenders that finished (215, 216, 217) with an effective end
 * within the last ARCHIVE_MONTHS months, newest end first. The tender entity's scope (public
 * visibility) applies as on every set; the status and the window are the set's own invariant, so no
 * client filter can widen the archive.
 */
export const sonuclananIhaleSet: EntitySetDef = {
  name: 'SonuclananIhaleOData',
  entity: ihaleEntity,
  baseFilter: (ctx, a) =>
    sql`${inList(columnRef(a, 'ihale_durumu_id'), FINISHED_STATUS_IDS)} and ${guncelBitis(a)} >= ${ctx.now.toISOString()}::timestamptz - make_interval(months => ${ARCHIVE_MONTHS}::int)`,
  defaultOrder: (a) => [sql`${guncelBitis(a)} desc`],
};
