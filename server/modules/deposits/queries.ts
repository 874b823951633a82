import { sql } from 'drizzle-orm';
import { istanbulYearBounds } from '../../../lib/format/istanbul-time';
import type {
  TeminatDetayTutarlariWire,
  TeminatDetayWire,
  TeminatGecmisiWire,
  TeminatIadeWire,
} from '../../../lib/contract/wire-types';
import { type Currency, currencyById, PARA_BIRIMI, REFUND_HISTORY_LABELS } from '../../../lib/contract/money';
import { refundOverAvailableMessage } from '../../../lib/rules/profile-schemas';
import { PROFILE_MESSAGES } from '../../../lib/rules/profile-messages';
import type { Db } from '../../db/client';
import { teminatIadeTalebi } from '../../db/schema';
import { postRefundRequested } from '../../money/ledger/postings';
import { DomainError } from '../../kernel/domain-error';
import { getIban } from '../banking/queries';
import { otherCurrencies } from '../finance/queries';
import { describeBlocks, INFORMATIONAL_KINDS, ledgerBalances } from '../../money/ledger/ledger-balances';
import { fromKurus, toKurus } from '../../kernel/kurus';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(res: unknown) => (res as Rows<T>).rows;

/** Deposit detail (Teminat Bilgileri): three amounts and the table of tender-blocked deposits. */
export type TeminatDetay = TeminatDetayWire;

async function detailIn(db: Db, cariId: number, paraBirimiId: number, now: Date): Promise<TeminatDetayTutarlariWire> {
  const b = await ledgerBalances(db, cariId, paraBirimiId);
  return {
    teminatKullanilabilirTutar: b.kullanilabilir,
    aktifIhaleBlokajliTutar: b.blokajli,
    kazanilanIhaleKullanilanTeminat: b.kullanilan,
    aktifIhaleBlokajliTeminatlar: await describeBlocks(db, cariId, b.blocks, now),
  };
}

/** TL as the SPEC fields, then the same amounts for every other currency the account has money in. */
export async function depositDetail(db: Db, cariId: number, now: Date): Promise<TeminatDetay> {
  const [tl, others] = await Promise.all([detailIn(db, cariId, PARA_BIRIMI.TL.id, now), otherCurrencies(db, cariId)]);
  const paraBirimleri = await Promise.all(
    others.map(async (paraBirimi) => ({
      paraBirimi,
      ...(await detailIn(db, cariId, PARA_BIRIMI[paraBirimi].id, now)),
    })),
  );
  return { ...tl, paraBirimleri };
}

export type RefundResult = TeminatIadeWire;

/**
 * A refund request: refused without an IBAN on file or above the available deposit; otherwise the
 * request row and its ledger row (iade_talebi, direction 2) are written in one transaction. The
 * account row is locked first (`select … for update`), so concurrent requests — and the auction
 * engine's blocks, which lock the same row — see each other's ledger rows and cannot overdraw.
 */
export async function requestRefund(
  db: Db,
  params: { cariId: number; amount: string; currency?: Currency; now: Date },
): Promise<RefundResult> {
  const amountKurus = toKurus(params.amount);
  const currency = params.currency ?? 'TL';
  const paraBirimiId = PARA_BIRIMI[currency].id;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select id from cari where id = ${params.cariId} for update`);
    const iban = await getIban(t, params.cariId);
    if (!iban) throw DomainError.invalid(PROFILE_MESSAGES.refundNoIban, 'IbanRequired');
    // The available amount in the request's currency: amounts of different currencies never add up.
    const available = toKurus((await ledgerBalances(t, params.cariId, paraBirimiId)).kullanilabilir);
    if (amountKurus > available) {
      throw DomainError.invalid(
        refundOverAvailableMessage(fromKurus(available < 0n ? 0n : available), currency),
        'InsufficientDeposit',
      );
    }
    const [talep] = await t
      .insert(teminatIadeTalebi)
      .values({
        cariId: params.cariId,
        talepTutari: params.amount,
        iban,
        durum: 'beklemede',
        talepTarihi: params.now,
        paraBirimiId,
      })
      .returning({ id: teminatIadeTalebi.id });
    await postRefundRequested(t, {
      cariId: params.cariId,
      talepId: talep.id,
      tutarKurus: amountKurus,
      at: params.now,
      paraBirimiId,
    });
    return {
      id: talep.id,
      paraBirimi: currency,
      talepTutari: fromKurus(amountKurus),
      kullanilabilirTeminatTutari: fromKurus(available - amountKurus),
    };
  });
}

export type TeminatGecmisiItem = TeminatGecmisiWire['items'][number];

/**
 * The request's current state for its ledger row (REFUND_HISTORY_LABELS): 'Beklemede' until its
 * transfer is sent, then 'Gönderildi', 'Tamamlandı' (the statement shows it), 'Bankadan döndü', or
 * 'Reddedildi'.
 */
const REFUND_STATE_LABEL = sql`case when h.tur <> 'iade_talebi' then null ${sql.join(
  Object.entries(REFUND_HISTORY_LABELS).map(([state, label]) => sql`when t.durum = ${state} then ${label}`),
  sql` `,
)} end`;

/**
 * Deposit history, newest first: direction 1 → girisTutari, 2 → cikisTutari. Informational rows
 * (`iade`, see ledger-balances.ts) are left out: the refund already shows as its request, whose
 * durum follows the request (REFUND_HISTORY_LABELS); a returned transfer adds its own incoming
 * `iade_donusu` row. `yil` filters by the
 * Europe/Istanbul calendar year.
 */
export async function depositHistory(
  db: Db,
  params: { cariId: number; yil?: number; pageNumber: number; pageSize: number },
): Promise<TeminatGecmisiWire> {
  const informational = sql.join(
    INFORMATIONAL_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const conds = [sql`h.cari_id = ${params.cariId}`, sql`h.tur not in (${informational})`];
  if (params.yil !== undefined) {
    const { start, end } = istanbulYearBounds(params.yil);
    conds.push(
      sql`h.islem_tarihi >= ${start.toISOString()}::timestamptz and h.islem_tarihi < ${end.toISOString()}::timestamptz`,
    );
  }
  const where = sql.join(conds, sql` and `);
  const offset = (params.pageNumber - 1) * params.pageSize;
  const [itemsRes, countRes] = await Promise.all([
    db.execute(sql`
      select h.id::text as id, (extract(epoch from h.islem_tarihi) * 1000)::float8 as ms, h.yon, h.tutar::text as tutar,
             h.aciklama, coalesce(${REFUND_STATE_LABEL}, h.durum) as durum, h.tur, h.para_birimi_id
      from teminat_hareket h
      left join teminat_iade_talebi t on t.id = h.iade_talebi_id
      where ${where}
      order by h.islem_tarihi desc, h.id desc
      limit ${params.pageSize}::int8 offset ${offset}::int8`),
    db.execute(sql`select count(*)::text as n from teminat_hareket h where ${where}`),
  ]);
  const items = rowsOf<{
    id: string;
    ms: number;
    yon: number;
    tutar: string;
    aciklama: string;
    durum: string;
    tur: string;
    para_birimi_id: number;
  }>(itemsRes).map((r) => {
    const amount = fromKurus(toKurus(r.tutar));
    const incoming = Number(r.yon) === 1;
    return {
      id: Number(r.id),
      islemTarihi: new Date(Math.round(Number(r.ms))).toISOString(),
      girisTutari: incoming ? amount : 0,
      cikisTutari: incoming ? 0 : amount,
      aciklama: r.aciklama,
      durum: r.durum,
      tur: r.tur,
      paraBirimi: (currencyById(Number(r.para_birimi_id))?.adi ?? 'TL') as Currency,
    };
  });
  return { items, totalCount: Number(rowsOf<{ n: string }>(countRes)[0]?.n ?? 0) };
}
