import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { and, eq, inArray, isNotNull, lt, lte, max, or, type SQL } from 'drizzle-orm';
import {
  CURRENCY_KEYS,
  INSTITUTION_ACCOUNTS_SETTING_KEY,
  type InstitutionAccounts,
  PARA_BIRIMI,
} from '../../lib/contract/money';
import { STATEMENT_GRACE, type StatementGraceSetting } from '../../lib/contract/settlement';
import { istanbulEndOfDayAfter } from '../../lib/format/istanbul-time';
import { PORTAL_TIME_ZONE } from '../../lib/format/istanbul-time-zone';
import type { Db } from '../db/client';
import { bankaEkstresi, ihale, portalAyar } from '../db/schema';

/**
 * The payment deadline of a won tender, judged by the bank (docs/architecture.md §9, issue #33):
 * - a collection counts towards the deadline by its booking date (a statement line's bank booking
 *   date, a card payment's approval), never by when the portal learnt of it;
 * - the forfeit waits for the bank: a tender past its deadline is forfeited once the statements of
 *   the institution's account in the tender's currency cover the deadline ('ekstre'), or once the
 *   institution's grace after the deadline has passed ('bekleme'), whichever comes first.
 */

/** Whether money booked at `bookedAt` was paid by `deadline` (no deadline: always). */
export function paidOnTime(bookedAt: Date, deadline: Date | null): boolean {
  return deadline === null || bookedAt.getTime() <= deadline.getTime();
}

/** The institution's grace in calendar days (portal_ayar 'ekstre_bekleme'); the default when unset or not valid. */
export async function statementGraceDays(db: Db, lock = false): Promise<number> {
  const query = db
    .select({ deger: portalAyar.deger })
    .from(portalAyar)
    .where(eq(portalAyar.anahtar, STATEMENT_GRACE.settingKey));
  const [row] = await (lock ? query.for('update') : query);
  const gun = (row?.deger as Partial<StatementGraceSetting> | undefined)?.gun;
  return Number.isInteger(gun) && (gun as number) >= 0 && (gun as number) <= STATEMENT_GRACE.maxDays
    ? (gun as number)
    : STATEMENT_GRACE.defaultDays;
}

export async function writeStatementGraceDays(db: Db, gun: number, now: Date): Promise<void> {
  const deger: StatementGraceSetting = { gun };
  await db
    .insert(portalAyar)
    .values({ anahtar: STATEMENT_GRACE.settingKey, deger, guncellemeTarihi: now })
    .onConflictDoUpdate({ target: portalAyar.anahtar, set: { deger, guncellemeTarihi: now } });
}

/** The last moment the forfeit waits for a statement: the end of the Istanbul day `days` after the deadline's. */
export function graceEnd(deadline: Date, days: number): Date {
  return istanbulEndOfDayAfter(deadline, days);
}

/** What the sweep needs to judge deadlines: the grace, and until when each currency's account has statements. */
export interface DeadlineRule {
  graceDays: number;
  /** para_birimi_id → the latest kapsam_bitis of the statements of the institution's account in it. */
  coveredUntil: Map<number, Date>;
}

export async function deadlineRule(db: Db): Promise<DeadlineRule> {
  const [accounts] = await db
    .select({ deger: portalAyar.deger })
    .from(portalAyar)
    .where(eq(portalAyar.anahtar, INSTITUTION_ACCOUNTS_SETTING_KEY));
  const byIban = new Map<string, number>();
  for (const c of CURRENCY_KEYS) {
    const account = (accounts?.deger as Partial<InstitutionAccounts> | undefined)?.[c];
    if (account) byIban.set(account.iban.replace(/\s/g, '').toUpperCase(), PARA_BIRIMI[c].id);
  }
  const coveredUntil = new Map<number, Date>();
  if (byIban.size > 0) {
    const rows = await db
      .select({ iban: bankaEkstresi.hesapIban, kapsam: max(bankaEkstresi.kapsamBitis) })
      .from(bankaEkstresi)
      .where(inArray(bankaEkstresi.hesapIban, [...byIban.keys()]))
      .groupBy(bankaEkstresi.hesapIban);
    for (const r of rows) {
      const pb = r.iban === null ? undefined : byIban.get(r.iban);
      if (pb !== undefined && r.kapsam) coveredUntil.set(pb, new Date(r.kapsam));
    }
  }
  return { graceDays: await statementGraceDays(db), coveredUntil };
}

export type ForfeitReason = 'ekstre' | 'bekleme';

/**
 * Whether a won tender awaiting payment may be forfeited at `now`, and why; null while its deadline
 * has not passed, or has passed but the bank's statement of that day is still awaited.
 */
export function forfeitReason(
  rule: DeadlineRule,
  t: { sonOdemeTarihi: Date | null; paraBirimiId: number },
  now: Date,
): ForfeitReason | null {
  const deadline = t.sonOdemeTarihi;
  if (!deadline || deadline.getTime() >= now.getTime()) return null;
  const covered = rule.coveredUntil.get(t.paraBirimiId);
  if (covered && covered.getTime() >= deadline.getTime()) return 'ekstre';
  if (graceEnd(deadline, rule.graceDays).getTime() < now.getTime()) return 'bekleme';
  return null;
}

/**
 * The same rule as a condition on `ihale`, for the sweep's batch (a superset: forfeitTender judges
 * each tender again by forfeitReason under its lock). Tenders still waiting are not selected, so
 * they never fill the batch.
 */
export function forfeitableWhere(rule: DeadlineRule, now: Date): SQL {
  const graceCutoff = new Date(addDays(new TZDate(now.getTime(), PORTAL_TIME_ZONE), -rule.graceDays).getTime());
  const covered = [...rule.coveredUntil].map(([pb, until]) =>
    and(eq(ihale.paraBirimiId, pb), lte(ihale.sonOdemeTarihi, until)),
  );
  return and(
    isNotNull(ihale.sonOdemeTarihi),
    lt(ihale.sonOdemeTarihi, now),
    or(lt(ihale.sonOdemeTarihi, graceCutoff), ...covered),
  ) as SQL;
}
