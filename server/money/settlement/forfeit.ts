import { and, asc, desc, eq, lt, ne } from 'drizzle-orm';
import { ODEME_DURUMU } from '../../../lib/contract/money';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import { SETTLEMENT_MESSAGES } from '../../../lib/contract/settlement';
import type { Db } from '../../db/client';
import { ihale, ihaleKatilimCari, ihaleYanma, ikinciTeklifDaveti, teklif } from '../../db/schema';
import { type DeadlineRule, deadlineRule, forfeitableWhere, forfeitReason } from '../deadline';
import { collectedFrom } from '../balance-payment';
import { postCollectionsCredited, postForfeit } from '../ledger/postings';
import { fromKurus } from '../../kernel/kurus';
import { blockedInTender } from '../ledger/deposit-blocks';
import { enqueueNotification } from '../../notifications/enqueue';
import { eventKeys, moneyAmount } from '../../notifications/event-keys';
import { endWithoutWinner } from './end-without-winner';
import { offerAnswerDeadline } from './offer-deadline';
import { recordSystemAudit } from './system-audit';

/** What the forfeit of one tender led to. */
export interface Forfeit {
  ihaleId: number;
  /** The defaulting winner, whose deposit was forfeited. */
  cariId: number;
  /** The runner-up offered the sale, or null: the tender ended without a winner (216). */
  teklifCariId: number | null;
}

/**
 * The winner did not pay by the deadline (docs/architecture.md §9), as the bank tells it: only once
 * the statements cover the deadline or the institution's grace after it has passed (deadline.ts
 * forfeitReason; until then null, nothing changes). Then odeme_durumu 1 → 3 by a
 * conditional UPDATE (so once, whoever runs it), the winner's outstanding block becomes `yanma`
 * (idempotency key `yanma:<ihale>:<cari>`), what they had already paid towards the balance comes
 * back to them as available deposit (`tahsilat_aktarimi`), their join record is lost (2), and the sale is offered
 * to the runner-up (the highest bid of another account, at that bid) or, without one, or when the
 * defaulter already was the runner-up (one offer per tender), the tender ends without a winner.
 * The caller runs it in a savepoint under the scheduler's lock; the tender row is locked first.
 */
export async function forfeitTender(tx: Db, ihaleId: number, now: Date, rule?: DeadlineRule): Promise<Forfeit | null> {
  const [locked] = await tx
    .select({ sonOdemeTarihi: ihale.sonOdemeTarihi, paraBirimiId: ihale.paraBirimiId })
    .from(ihale)
    .where(eq(ihale.id, ihaleId))
    .for('update');
  if (!locked) return null;
  const gerekce = forfeitReason(rule ?? (await deadlineRule(tx)), locked, now);
  if (!gerekce) return null;
  const [t] = await tx
    .update(ihale)
    .set({ odemeDurumu: ODEME_DURUMU.yandi, guncellemeTarihi: now })
    .where(
      and(
        eq(ihale.id, ihaleId),
        eq(ihale.ihaleDurumuId, TENDER_STATUS.kazananBelirli),
        eq(ihale.odemeDurumu, ODEME_DURUMU.bekleniyor),
        lt(ihale.sonOdemeTarihi, now),
      ),
    )
    .returning({ kazanan: ihale.kazananCariId, paraBirimiId: ihale.paraBirimiId });
  if (!t || t.kazanan === null) return null;
  const cariId = t.kazanan;
  // The deadline this winner had (the runner-up gets their own): a transfer of theirs booked by it
  // but imported after now is shown to Mali İşler as paid on time, imported late (settlement queries).
  await tx
    .insert(ihaleYanma)
    .values({ ihaleId, cariId, sonOdemeTarihi: locked.sonOdemeTarihi as Date, gerekce, yanmaTarihi: now })
    .onConflictDoNothing();

  const [block] = await blockedInTender(tx, ihaleId, cariId);
  if (block) {
    await postForfeit(tx, {
      cariId,
      ihaleId,
      paraBirimiId: block.paraBirimiId,
      tutarKurus: block.tutarKurus,
      at: now,
    });
  }
  // Part-payments towards the sale are not forfeited: they come back as available deposit.
  const paidKurus = await collectedFrom(tx, ihaleId, cariId);
  if (paidKurus > 0n)
    await postCollectionsCredited(tx, {
      cariId,
      ihaleId,
      paraBirimiId: t.paraBirimiId,
      tutarKurus: paidKurus,
      at: now,
    });
  await tx
    .update(ihaleKatilimCari)
    .set({ kazanilmaDurumu: 2, guncellemeTarihi: now })
    .where(and(eq(ihaleKatilimCari.ihaleId, ihaleId), eq(ihaleKatilimCari.cariId, cariId)));
  await recordSystemAudit(
    tx,
    {
      islem: 'odeme.teminat-yandi',
      hedefTuru: 'ihale',
      hedefId: ihaleId,
      sonraki: {
        cariId,
        tutar: block?.tutar ?? 0,
        paraBirimiId: block?.paraBirimiId ?? null,
        teminataAktarilanTahsilat: fromKurus(paidKurus),
        sonOdemeTarihi: locked.sonOdemeTarihi?.toISOString() ?? null,
        gerekce,
      },
    },
    now,
  );

  const runnerUp = await runnerUpOf(tx, ihaleId, cariId);
  if (!runnerUp) {
    await endWithoutWinner(tx, ihaleId, SETTLEMENT_MESSAGES.noRunnerUp, now);
    await recordSystemAudit(
      tx,
      { islem: 'odeme.kazanansiz', hedefTuru: 'ihale', hedefId: ihaleId, ayrinti: SETTLEMENT_MESSAGES.noRunnerUp },
      now,
    );
    return { ihaleId, cariId, teklifCariId: null };
  }
  const sonYanitTarihi = offerAnswerDeadline(now);
  await tx.insert(ikinciTeklifDaveti).values({
    ihaleId,
    cariId: runnerUp.cariId,
    oncekiKazananCariId: cariId,
    tutar: runnerUp.tutar,
    sonYanitTarihi,
    olusturmaTarihi: now,
  });
  await enqueueNotification(
    tx,
    {
      tur: 'ikinciTeklifDaveti',
      cariId: runnerUp.cariId,
      ihaleId,
      tutar: moneyAmount(runnerUp.tutar, t.paraBirimiId),
      sonCevapTarihi: sonYanitTarihi.toISOString(),
    },
    eventKeys.ikinciTeklifDaveti(ihaleId, runnerUp.cariId),
  );
  await recordSystemAudit(
    tx,
    {
      islem: 'odeme.ikinci-teklif',
      hedefTuru: 'ihale',
      hedefId: ihaleId,
      sonraki: { cariId: runnerUp.cariId, tutar: Number(runnerUp.tutar), sonYanitTarihi: sonYanitTarihi.toISOString() },
    },
    now,
  );
  return { ihaleId, cariId, teklifCariId: runnerUp.cariId };
}

/**
 * The runner-up: the highest bid of an account other than the defaulter, at that account's own
 * last (= highest) bid. None when the tender already had its offer (the defaulter took it over).
 */
async function runnerUpOf(
  tx: Db,
  ihaleId: number,
  defaulter: number,
): Promise<{ cariId: number; tutar: string } | null> {
  const [offered] = await tx
    .select({ id: ikinciTeklifDaveti.id })
    .from(ikinciTeklifDaveti)
    .where(eq(ikinciTeklifDaveti.ihaleId, ihaleId));
  if (offered) return null;
  const [best] = await tx
    .select({ cariId: teklif.cariId, tutar: teklif.teklifTutari })
    .from(teklif)
    .innerJoin(
      ihaleKatilimCari,
      and(eq(ihaleKatilimCari.ihaleId, teklif.ihaleId), eq(ihaleKatilimCari.cariId, teklif.cariId)),
    )
    .where(and(eq(teklif.ihaleId, ihaleId), ne(teklif.cariId, defaulter), eq(ihaleKatilimCari.isActive, true)))
    .orderBy(desc(teklif.teklifTutari), asc(teklif.id))
    .limit(1);
  return best ?? null;
}

/**
 * An offer whose answer deadline passed unanswered: beklemede → suresi_doldu (conditional, so it
 * cannot also be accepted), and the tender ends without a winner. The tender row is locked first,
 * as acceptance does, so the two are serialised.
 */
export async function expireOffer(tx: Db, ihaleId: number, now: Date): Promise<boolean> {
  await tx.select({ id: ihale.id }).from(ihale).where(eq(ihale.id, ihaleId)).for('update');
  const expired = await tx
    .update(ikinciTeklifDaveti)
    .set({ durum: 'suresi_doldu', yanitTarihi: now })
    .where(
      and(
        eq(ikinciTeklifDaveti.ihaleId, ihaleId),
        eq(ikinciTeklifDaveti.durum, 'beklemede'),
        lt(ikinciTeklifDaveti.sonYanitTarihi, now),
      ),
    )
    .returning({ id: ikinciTeklifDaveti.id });
  if (expired.length === 0) return false;
  await endWithoutWinner(tx, ihaleId, SETTLEMENT_MESSAGES.runnerUpExpired, now);
  await recordSystemAudit(
    tx,
    { islem: 'odeme.kazanansiz', hedefTuru: 'ihale', hedefId: ihaleId, ayrinti: SETTLEMENT_MESSAGES.runnerUpExpired },
    now,
  );
  return true;
}

/** Tenders handled per tick at most; the rest wait for the next second. */
const SWEEP_BATCH = 100;

export interface SettlementSweep {
  forfeited: Forfeit[];
  /** Tenders whose runner-up offer expired (now 216). */
  expired: number[];
}

type Log = { error(obj: unknown, msg?: string): void };

/**
 * The scheduler's money pass: overdue payments forfeited once the bank's statement of the deadline
 * day is in or the grace has passed, unanswered offers expired. Each tender
 * in its own savepoint, like settling: one bad tender cannot block the rest.
 */
export async function sweepSettlements(tx: Db, now: Date, log?: Log): Promise<SettlementSweep> {
  // Past the deadline and no longer waiting for the bank's statement of that day (deadline.ts). The
  // sweep runs every second: the rule (three reads) only when some tender is past its deadline at all.
  const awaiting = and(
    eq(ihale.ihaleDurumuId, TENDER_STATUS.kazananBelirli),
    eq(ihale.odemeDurumu, ODEME_DURUMU.bekleniyor),
  );
  const [pastDeadline] = await tx
    .select({ id: ihale.id })
    .from(ihale)
    .where(and(awaiting, lt(ihale.sonOdemeTarihi, now)))
    .limit(1);
  const rule = pastDeadline ? await deadlineRule(tx) : null;
  const overdue = rule
    ? await tx
        .select({ id: ihale.id })
        .from(ihale)
        .where(and(awaiting, forfeitableWhere(rule, now)))
        .orderBy(asc(ihale.id))
        .limit(SWEEP_BATCH)
    : [];
  const forfeited: Forfeit[] = [];
  for (const { id } of overdue) {
    try {
      const f = await tx.transaction((sp) => forfeitTender(sp, id, now, rule ?? undefined));
      if (f) forfeited.push(f);
    } catch (err) {
      log?.error({ err, ihaleId: id }, 'forfeit failed; retried next tick');
    }
  }
  const stale = await tx
    .select({ ihaleId: ikinciTeklifDaveti.ihaleId })
    .from(ikinciTeklifDaveti)
    .where(and(eq(ikinciTeklifDaveti.durum, 'beklemede'), lt(ikinciTeklifDaveti.sonYanitTarihi, now)))
    .orderBy(asc(ikinciTeklifDaveti.ihaleId))
    .limit(SWEEP_BATCH);
  const expired: number[] = [];
  for (const { ihaleId } of stale) {
    try {
      if (await tx.transaction((sp) => expireOffer(sp, ihaleId, now))) expired.push(ihaleId);
    } catch (err) {
      log?.error({ err, ihaleId }, 'offer expiry failed; retried next tick');
    }
  }
  return { forfeited, expired };
}
