import { sql } from 'drizzle-orm';
import type { CollectionSource } from '../../lib/contract/money';
import { ODEME_DURUMU } from '../../lib/contract/money';
import type { Db } from '../db/client';
import { toKurus } from '../kernel/kurus';
import { keySource } from '../kernel/payment-source-keys';

/**
 * What the money documents print, read from the ledger (docs/architecture.md §9 "Documents").
 * Each reader takes the account the caller acts for and returns null when the row is not that
 * account's (or not a document's row at all), so the route answers 404 without saying whether the
 * id exists for someone else. Mali İşler staff read any account's (`cariId` null).
 */

/** The row belongs to the account, or to any account for staff (null). */
const ofAccount = (column: string, cariId: number | null) =>
  cariId === null ? sql`true` : sql`${sql.raw(column)} = ${cariId}`;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface Payer {
  unvan: string;
  /** T.C. kimlik no of a person, vergi no of a company (null when none is on file). */
  kimlikNo: string | null;
}

export interface DepositReceiptData {
  id: number;
  payer: Payer;
  tutarKurus: bigint;
  paraBirimiId: number;
  aciklama: string;
  islemTarihi: Date;
  /** Where the money came from, when the row says so: a card payment's order id or a statement line. */
  kaynak: CollectionSource | null;
  referans: string | null;
}

const PAYER_COLUMNS = sql`c.unvan, coalesce(gk.kimlik_no, c.vergi_no) as kimlik`;
const PAYER_JOINS = sql`join cari c on c.id = x.cari_id left join gercek_kisilik gk on gk.cari_id = c.id`;

interface PayerRow {
  unvan: string;
  kimlik: string | null;
}
const payerOf = (r: PayerRow): Payer => ({ unvan: r.unvan, kimlikNo: r.kimlik });

/** A `yatirma` row of the account's deposit ledger. */
export async function depositReceipt(
  db: Db,
  cariId: number | null,
  hareketId: number,
): Promise<DepositReceiptData | null> {
  const res = await db.execute(sql`
    select x.id::text as id, x.tutar::text as tutar, x.para_birimi_id as para, x.aciklama,
           (extract(epoch from x.islem_tarihi) * 1000)::float8 as ms, x.idempotency_key as anahtar,
           s.banka_referansi as banka_ref, ${PAYER_COLUMNS}
    from teminat_hareket x
    ${PAYER_JOINS}
    left join banka_ekstre_satiri s on x.idempotency_key = 'ekstre:' || s.id::text
    where x.id = ${hareketId}::int8 and ${ofAccount('x.cari_id', cariId)} and x.tur = 'yatirma'`);
  const r = rowsOf<
    PayerRow & {
      id: string;
      tutar: string;
      para: number;
      aciklama: string;
      ms: number;
      anahtar: string | null;
      banka_ref: string | null;
    }
  >(res)[0];
  if (!r) return null;
  const source = sourceOf(r.anahtar, r.aciklama);
  const keyed = keySource(r.anahtar);
  return {
    id: Number(r.id),
    payer: payerOf(r),
    tutarKurus: toKurus(r.tutar),
    paraBirimiId: Number(r.para),
    aciklama: r.aciklama,
    islemTarihi: new Date(Math.round(Number(r.ms))),
    kaynak: source,
    referans: keyed?.via === 'kart' ? keyed.id : r.banka_ref,
  };
}

/**
 * How a deposit arrived. The idempotency key names its source ('kart:<oid>', 'ekstre:<line id>',
 * docs/architecture.md §9); rows written before keys existed (the seed) say it in their text.
 */
export function sourceOf(key: string | null, aciklama: string): CollectionSource | null {
  const via = keySource(key)?.via;
  if (via) return via;
  if (/kart/i.test(aciklama)) return 'kart';
  if (/eft|havale/i.test(aciklama)) return 'havale';
  return null;
}

export interface CollectionReceiptData {
  id: number;
  ihaleId: number;
  payer: Payer;
  tutarKurus: bigint;
  paraBirimiId: number;
  islemTarihi: Date;
  kaynak: CollectionSource;
  referans: string | null;
}

/** An `ihale_tahsilat` row (money received for a won tender's balance) of the account. */
export async function collectionReceipt(
  db: Db,
  cariId: number | null,
  tahsilatId: number,
): Promise<CollectionReceiptData | null> {
  const res = await db.execute(sql`
    select x.id, x.ihale_id, x.tutar::text as tutar, x.para_birimi_id as para, x.kaynak,
           (extract(epoch from x.islem_tarihi) * 1000)::float8 as ms, x.kart_odeme_id::text as kart,
           s.banka_referansi as banka_ref, ${PAYER_COLUMNS}
    from ihale_tahsilat x
    ${PAYER_JOINS}
    left join banka_ekstre_satiri s on s.id = x.ekstre_satiri_id
    where x.id = ${tahsilatId} and ${ofAccount('x.cari_id', cariId)}`);
  const r = rowsOf<
    PayerRow & {
      id: number;
      ihale_id: number;
      tutar: string;
      para: number;
      kaynak: CollectionSource;
      ms: number;
      kart: string | null;
      banka_ref: string | null;
    }
  >(res)[0];
  if (!r) return null;
  return {
    id: Number(r.id),
    ihaleId: Number(r.ihale_id),
    payer: payerOf(r),
    tutarKurus: toKurus(r.tutar),
    paraBirimiId: Number(r.para),
    islemTarihi: new Date(Math.round(Number(r.ms))),
    kaynak: r.kaynak,
    referans: r.kart ?? r.banka_ref,
  };
}

export interface SaleDocumentData {
  ihaleId: number;
  baslik: string;
  buyer: Payer;
  paraBirimiId: number;
  kdvDahil: boolean;
  kazananTutarKurus: bigint;
  teminatKurus: bigint;
  kalemler: { adi: string; aciklama: string; miktar: string; birim: string; teslimYeri: string }[];
  tahsilatlar: { id: number; tutarKurus: bigint; kaynak: CollectionSource; islemTarihi: Date }[];
  /** When the sale was paid in full: the last collection, or the deposit's use when it covered all. */
  odemeTarihi: Date | null;
}

/** A won tender of the account whose sale is paid (odeme_durumu 2); null otherwise. */
export async function saleDocument(db: Db, cariId: number | null, ihaleId: number): Promise<SaleDocumentData | null> {
  const head = rowsOf<
    PayerRow & { id: number; baslik: string; para: number; kdv: boolean; tutar: string | null; kazanan: number }
  >(
    await db.execute(sql`
      select x.id, x.baslik, x.para_birimi_id as para, x.kdv_dahil as kdv, x.kazanan_tutar::text as tutar,
             x.kazanan_cari_id as kazanan, ${PAYER_COLUMNS}
      from ihale x
      join cari c on c.id = x.kazanan_cari_id left join gercek_kisilik gk on gk.cari_id = c.id
      where x.id = ${ihaleId} and ${ofAccount('x.kazanan_cari_id', cariId)}
        and x.odeme_durumu = ${ODEME_DURUMU.odendi}`),
  )[0];
  if (!head || head.tutar === null) return null;
  const buyer = Number(head.kazanan);
  const [items, collections, used] = await Promise.all([
    db.execute(sql`
      select k.adi, i.aciklama, i.miktar::text as miktar, o.adi as birim, t.adi as teslim
      from ihale_kalem i
      join ihale_kalem_kategori k on k.id = i.ihale_kalem_kategori_id
      join olcu_birimi o on o.id = i.olcu_birimi_id
      join teslimat_yeri t on t.id = i.teslimat_yeri_id
      where i.ihale_id = ${ihaleId}
      order by i.id`),
    db.execute(sql`
      select id, tutar::text as tutar, kaynak, (extract(epoch from islem_tarihi) * 1000)::float8 as ms
      from ihale_tahsilat where ihale_id = ${ihaleId} and cari_id = ${buyer}
      order by islem_tarihi, id`),
    db.execute(sql`
      select coalesce(sum(tutar), 0)::text as toplam, (extract(epoch from max(islem_tarihi)) * 1000)::float8 as ms
      from teminat_hareket where ihale_id = ${ihaleId} and cari_id = ${buyer} and tur = 'kullanim'`),
  ]);
  const tahsilatlar = rowsOf<{ id: number; tutar: string; kaynak: CollectionSource; ms: number }>(collections).map(
    (c) => ({
      id: Number(c.id),
      tutarKurus: toKurus(c.tutar),
      kaynak: c.kaynak,
      islemTarihi: new Date(Math.round(Number(c.ms))),
    }),
  );
  const use = rowsOf<{ toplam: string; ms: number | null }>(used)[0];
  const lastCollection = tahsilatlar.at(-1)?.islemTarihi ?? null;
  const usedAt = use?.ms ? new Date(Math.round(Number(use.ms))) : null;
  return {
    ihaleId: head.id,
    baslik: head.baslik,
    buyer: payerOf(head),
    paraBirimiId: Number(head.para),
    kdvDahil: Boolean(head.kdv),
    kazananTutarKurus: toKurus(head.tutar),
    teminatKurus: toKurus(use?.toplam ?? '0'),
    kalemler: rowsOf<{ adi: string; aciklama: string; miktar: string; birim: string; teslim: string }>(items).map(
      (i) => ({ adi: i.adi, aciklama: i.aciklama, miktar: i.miktar, birim: i.birim, teslimYeri: i.teslim }),
    ),
    tahsilatlar,
    odemeTarihi: lastCollection ?? usedAt,
  };
}
