import { and, eq, gte } from 'drizzle-orm';
import { ODEME_DURUMU, currencyById } from '../../../lib/contract/money';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import { SETTLEMENT_MESSAGES, type RunnerUpOfferWire } from '../../../lib/contract/settlement';
import type { Db } from '../../db/client';
import { ihale, ihaleKatilimCari, ikinciTeklifDaveti } from '../../db/schema';
import { availableDeposit, blockDeposit, lockAccount } from '../ledger/deposit-blocks';
import { DomainError } from '../../kernel/domain-error';
import { paymentDeadline } from '../../tenders/payment-deadline';
import { toKurus } from '../../kernel/kurus';
import { endWithoutWinner } from './end-without-winner';

/** The account's offers still awaiting an answer before their deadline. */
export async function openOffers(db: Db, cariId: number, now: Date): Promise<RunnerUpOfferWire[]> {
  const rows = await db
    .select({
      id: ikinciTeklifDaveti.id,
      ihaleId: ikinciTeklifDaveti.ihaleId,
      baslik: ihale.baslik,
      tutar: ikinciTeklifDaveti.tutar,
      teminat: ihale.teminatTutari,
      paraBirimiId: ihale.paraBirimiId,
      sonYanit: ikinciTeklifDaveti.sonYanitTarihi,
    })
    .from(ikinciTeklifDaveti)
    .innerJoin(ihale, eq(ihale.id, ikinciTeklifDaveti.ihaleId))
    .where(
      and(
        eq(ikinciTeklifDaveti.cariId, cariId),
        eq(ikinciTeklifDaveti.durum, 'beklemede'),
        gte(ikinciTeklifDaveti.sonYanitTarihi, now),
      ),
    )
    .orderBy(ikinciTeklifDaveti.sonYanitTarihi);
  return rows.map((r) => ({
    id: r.id,
    ihaleId: r.ihaleId,
    ihaleBaslik: r.baslik,
    tutar: Number(r.tutar),
    teminatTutari: Number(r.teminat),
    paraBirimi: currencyById(r.paraBirimiId)?.adi ?? 'TL',
    sonYanitTarihi: r.sonYanit.toISOString(),
  }));
}

/** The offer of this account in this tender, with the tender row locked (accept and decline and expiry serialise on it). */
async function lockedOffer(tx: Db, cariId: number, offerId: number) {
  const [o] = await tx
    .select({ ihaleId: ikinciTeklifDaveti.ihaleId })
    .from(ikinciTeklifDaveti)
    .where(and(eq(ikinciTeklifDaveti.id, offerId), eq(ikinciTeklifDaveti.cariId, cariId)));
  if (!o) throw DomainError.notFound(SETTLEMENT_MESSAGES.offerNotFound);
  const [t] = await tx
    .select({
      teminat: ihale.teminatTutari,
      paraBirimiId: ihale.paraBirimiId,
      gun: ihale.sonOdemeIcinEklenecekGun,
    })
    .from(ihale)
    .where(eq(ihale.id, o.ihaleId))
    .for('update');
  if (!t) throw DomainError.notFound(SETTLEMENT_MESSAGES.offerNotFound);
  return { ihaleId: o.ihaleId, ...t };
}

/** Moves the offer out of 'beklemede' once, only before its deadline; false when it was answered or expired. */
async function answer(tx: Db, offerId: number, durum: 'kabul' | 'red', now: Date) {
  const rows = await tx
    .update(ikinciTeklifDaveti)
    .set({ durum, yanitTarihi: now })
    .where(
      and(
        eq(ikinciTeklifDaveti.id, offerId),
        eq(ikinciTeklifDaveti.durum, 'beklemede'),
        gte(ikinciTeklifDaveti.sonYanitTarihi, now),
      ),
    )
    .returning({ tutar: ikinciTeklifDaveti.tutar });
  return rows[0] ?? null;
}

/**
 * The runner-up accepts (docs/architecture.md §9): under the tender row lock and the account lock,
 * the offer moves beklemede → kabul (conditional, so a repeat or a race with the expiry sweep
 * changes nothing), the tender's deposit is blocked again (key `ikinci:<offer>`), and the tender
 * becomes theirs at their bid, awaiting payment by a new deadline. A repeat of an accepted offer
 * answers as accepted without writing anything.
 */
export async function acceptOffer(db: Db, p: { cariId: number; offerId: number; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const o = await lockedOffer(tx, p.cariId, p.offerId);
    if (!(await lockAccount(tx, p.cariId))) throw DomainError.notFound(SETTLEMENT_MESSAGES.offerNotFound);
    const [current] = await tx
      .select({ durum: ikinciTeklifDaveti.durum })
      .from(ikinciTeklifDaveti)
      .where(eq(ikinciTeklifDaveti.id, p.offerId));
    if (current?.durum === 'kabul') return o.ihaleId;
    const teminatKurus = toKurus(o.teminat);
    if (
      current?.durum === 'beklemede' &&
      teminatKurus > 0n &&
      toKurus(await availableDeposit(tx, p.cariId, o.paraBirimiId)) < teminatKurus
    )
      throw DomainError.invalid(SETTLEMENT_MESSAGES.insufficientDeposit, 'YetersizTeminat');
    const accepted = await answer(tx, p.offerId, 'kabul', p.now);
    if (!accepted) throw DomainError.invalid(SETTLEMENT_MESSAGES.offerClosed, 'TeklifKapali');
    if (teminatKurus > 0n) {
      await blockDeposit(tx, {
        cariId: p.cariId,
        ihaleId: o.ihaleId,
        paraBirimiId: o.paraBirimiId,
        tutar: o.teminat,
        aciklama: `${o.ihaleId} numaralı ihalede ikinci teklifin kabulü: teminat blokajı`,
        at: p.now,
      });
    }
    await tx
      .update(ihale)
      .set({
        kazananCariId: p.cariId,
        kazananTutar: accepted.tutar,
        odemeDurumu: ODEME_DURUMU.bekleniyor,
        sonOdemeTarihi: paymentDeadline(p.now, o.gun),
        guncellemeTarihi: p.now,
      })
      .where(and(eq(ihale.id, o.ihaleId), eq(ihale.ihaleDurumuId, TENDER_STATUS.kazananBelirli)));
    await tx
      .update(ihaleKatilimCari)
      .set({ kazanilmaDurumu: 1, guncellemeTarihi: p.now })
      .where(and(eq(ihaleKatilimCari.ihaleId, o.ihaleId), eq(ihaleKatilimCari.cariId, p.cariId)));
    return o.ihaleId;
  });
}

/** The runner-up declines: the offer beklemede → red once, and the tender ends without a winner (216). */
export async function declineOffer(db: Db, p: { cariId: number; offerId: number; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const o = await lockedOffer(tx, p.cariId, p.offerId);
    const [current] = await tx
      .select({ durum: ikinciTeklifDaveti.durum })
      .from(ikinciTeklifDaveti)
      .where(eq(ikinciTeklifDaveti.id, p.offerId));
    if (current?.durum === 'red') return o.ihaleId;
    if (!(await answer(tx, p.offerId, 'red', p.now)))
      throw DomainError.invalid(SETTLEMENT_MESSAGES.offerClosed, 'TeklifKapali');
    await endWithoutWinner(tx, o.ihaleId, SETTLEMENT_MESSAGES.runnerUpDeclined, p.now);
    return o.ihaleId;
  });
}
