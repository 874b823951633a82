import { sql } from 'drizzle-orm';
import { ODEME_DURUMU, PARA_BIRIMI } from '../../lib/contract/money';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import type { Db } from '../db/client';
import { balanceDue, recordBalancePayment } from '../money/balance-payment';
import { depositPaidIn } from '../money/deposit-in';
import { toKurus } from '../kernel/kurus';
import { joinTender } from '../modules/participation/queries';
import { queryRows, runningTenders } from '../security/support';

/**
 * A won tender whose sale the account has paid, made the way the portal makes one: the account
 * pays the tender's deposit in and joins a running TL tender (its deposit is blocked), the tender is decided for it, and the balance
 * comes in through recordBalancePayment (a collection row; the block becomes `kullanim`). Returns
 * the tender and the collection row. `pay: false` stops before the payment (a won tender awaiting it).
 */
export async function paidWonTender(
  db: Db,
  p: {
    cariId: number;
    now: Date;
    /** Tenders another test uses, left alone. */
    excludeTenders?: number[];
    /** This running TL tender, instead of the first one the account has not joined. */
    ihaleId?: number;
    kazananTutar?: string;
    pay?: boolean;
  },
): Promise<{ ihaleId: number; tahsilatId: number }> {
  const ihaleId = p.ihaleId ?? (await cheapestRunningTender(db, p));
  // The tender's deposit paid in first, so the account's available deposit is what it was before.
  const [{ teminat }] = await queryRows<{ teminat: string }>(
    db,
    sql`select teminat_tutari::text as teminat from ihale where id = ${ihaleId}`,
  );
  await depositPaidIn(db, {
    cariId: p.cariId,
    tutarKurus: toKurus(teminat),
    paraBirimiId: PARA_BIRIMI.TL.id,
    aciklama: 'Teminat yatırma (EFT)',
    idempotencyKey: `test-yatirma:${ihaleId}:${p.cariId}`,
    at: p.now,
  });
  await joinTender(db, { cariId: p.cariId, ihaleId, now: p.now });
  await db.execute(sql`update ihale set ihale_durumu_id = ${TENDER_STATUS.kazananBelirli},
                         kazanan_cari_id = ${p.cariId}, kazanan_tutar = ${p.kazananTutar ?? '125000.50'},
                         odeme_durumu = ${ODEME_DURUMU.bekleniyor},
                         son_odeme_tarihi = ${new Date(p.now.getTime() + 7 * 86_400_000).toISOString()}::timestamptz
                       where id = ${ihaleId}`);
  if (p.pay === false) return { ihaleId, tahsilatId: 0 };
  const due = await balanceDue(db, ihaleId);
  if (!due) throw new Error('the tender is not awaiting payment');
  await db.transaction(async (tx) => {
    const r = await recordBalancePayment(tx as unknown as Db, {
      ihaleId,
      cariId: p.cariId,
      tutarKurus: due.kalanKurus,
      paraBirimiId: PARA_BIRIMI.TL.id,
      kaynak: 'havale',
      idempotencyKey: `test-tahsilat:${ihaleId}`,
      at: p.now,
      bookedAt: p.now,
    });
    if (r.result !== 'paid') throw new Error(`payment not recorded: ${r.result}`);
  });
  const [row] = await queryRows<{ id: number }>(db, sql`select id from ihale_tahsilat where ihale_id = ${ihaleId}`);
  return { ihaleId, tahsilatId: Number(row.id) };
}

async function cheapestRunningTender(db: Db, p: { cariId: number; now: Date; excludeTenders?: number[] }) {
  const running = (await runningTenders(db, p.now, [p.cariId])).filter((id) => !p.excludeTenders?.includes(id));
  const [tender] = await queryRows<{ id: number }>(
    db,
    sql`select id from ihale where id in (${sql.join(
      running.map((id) => sql`${id}`),
      sql`, `,
    )}) and para_birimi_id = ${PARA_BIRIMI.TL.id} order by teminat_tutari, id limit 1`,
  );
  return Number(tender.id);
}

/** The account's first deposit paid in (a `yatirma` ledger row). */
export async function firstDepositRow(db: Db, cariId: number): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from teminat_hareket where cari_id = ${cariId} and tur = 'yatirma' order by id limit 1`,
  );
  return Number(row.id);
}
