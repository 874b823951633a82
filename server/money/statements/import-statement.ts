import { kurusToNumeric } from '../../kernel/kurus';
import { createHash } from 'node:crypto';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { CURRENCY_KEYS, type Currency, PARA_BIRIMI } from '../../../lib/contract/money';
import type { StatementImportSummary } from '../../../lib/contract/statements';
import { STATEMENT_MESSAGES as M } from '../../../lib/rules/statement-schemas';
import { DomainError } from '../../kernel/domain-error';
import type { Db } from '../../db/client';
import { bankaEkstreBorcSatiri, bankaEkstreSatiri, bankaEkstresi } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../kernel/record-audit';
import { institutionAccount } from '../institution-accounts';
import { istanbulDayOf } from './istanbul-day';
import { matchLine } from './match-line';
import { returnRefund, settleRefundDebit } from './refund-transfers';
import type { ParsedStatement, StatementEntry } from './types';

/** Advisory lock class of a statement import: one import per institution account at a time. */
export const STATEMENT_ACCOUNT_LOCK = 727033;

/**
 * Imports a parsed statement of one institution account in one transaction (docs/architecture.md §9):
 * - the account must be one of the institution's collection accounts (400 otherwise), every entry
 *   in its currency; this is checked before anything is written;
 * - the file's SHA-256 is unique in banka_ekstresi: the same file again is refused with 409 and
 *   changes nothing (concurrent uploads of one file wait on that unique index; one wins);
 * - imports of one account take its advisory lock, so each sees every line the other committed;
 * - a credit carrying the bank's reference is inserted ON CONFLICT (hesap_iban, banka_referansi)
 *   DO NOTHING: repeated in an overlapping statement of the same account it is skipped and counted
 *   (dahaOnceAktarilan); the same reference on another account is another transfer;
 * - a credit without the bank's reference is never skipped. When the account already has lines
 *   like it from other files (same booking day in Istanbul, amount, currency, description), its
 *   k-th occurrence in this file is a look-alike of the k-th such line while there are that many:
 *   it is kept as 'benzer', pointing at that line, and waits for Mali İşler (assign-line.ts). A bank
 *   never lists one entry twice in one file, so identical lines within a file are that many
 *   transfers, and occurrences beyond the earlier lines are new ones;
 * - every other new line is matched by its payment reference (match-line.ts) and becomes a deposit
 *   or a won tender's collection with the idempotency key 'ekstre:<line id>';
 * - debits (the institution's outgoing transfers) come first: each is kept in
 *   banka_ekstre_borc_satiri, unique per account by the bank's reference like a credit (repeated in
 *   an overlapping statement it is skipped), and settles the refund it paid (refund-transfers.ts) or
 *   waits unmatched for Mali İşler; then a new credit that returns a sent refund puts the amount
 *   back as available deposit (before any payment-reference match);
 * - the audit record of the import commits with it.
 */
export async function importStatement(
  db: Db,
  p: { bytes: Buffer; fileName: string; parsed: ParsedStatement; actor: AuditActor; now: Date },
): Promise<StatementImportSummary> {
  const currency = await checkAccount(db, p.parsed);
  const paraBirimiId = PARA_BIRIMI[currency].id;
  const iban = p.parsed.iban;
  const digest = createHash('sha256').update(p.bytes).digest('hex');
  const credits = p.parsed.entries.filter((e) => e.kind === 'credit');
  const debits = p.parsed.entries.filter((e) => e.kind === 'debit');
  const personelId = p.actor.personelId;
  if (personelId === null) throw new Error('importStatement needs a staff member');
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${STATEMENT_ACCOUNT_LOCK}, hashtext(${iban}))`);
    const [stmt] = await tx
      .insert(bankaEkstresi)
      .values({
        dosyaOzeti: digest,
        dosyaAdi: p.fileName.slice(0, 200) || 'ekstre',
        bicim: p.parsed.format,
        hesapIban: iban,
        yukleyenPersonelId: personelId,
        yuklemeTarihi: p.now,
        kapsamBitis: coveredUntil(p.parsed),
      })
      .onConflictDoNothing({ target: bankaEkstresi.dosyaOzeti })
      .returning({ id: bankaEkstresi.id });
    if (!stmt) throw DomainError.conflict(M.duplicateFile, 'StatementAlreadyImported');
    let borcSatiri = 0;
    let odenenIade = 0;
    for (const e of debits) {
      const tutar = kurusToNumeric(e.amountKurus);
      const [line] = await tx
        .insert(bankaEkstreBorcSatiri)
        .values({
          ekstreId: stmt.id,
          hesapIban: iban,
          bankaReferansi: e.bankReference,
          islemTarihi: e.bookedAt,
          tutar,
          paraBirimiId,
          uctanUcaKimlik: e.endToEndId ?? null,
          aliciIban: e.counterpartyIban ?? null,
          aliciAdi: e.sender,
          aciklama: e.description,
          durum: 'eslesmedi',
        })
        .onConflictDoNothing({ target: [bankaEkstreBorcSatiri.hesapIban, bankaEkstreBorcSatiri.bankaReferansi] })
        .returning({ id: bankaEkstreBorcSatiri.id });
      if (!line) continue;
      borcSatiri++;
      const settled = await settleRefundDebit(tx, {
        lineId: line.id,
        entry: e,
        tutar,
        paraBirimiId,
        accountIban: iban,
        personelId,
      });
      if (settled !== null) odenenIade++;
    }
    const occurrences = new Map<string, number>();
    let yeni = 0;
    let eslesen = 0;
    let benzer = 0;
    let donenIade = 0;
    for (const e of credits) {
      const tutar = kurusToNumeric(e.amountKurus);
      let lookAlikeOf: number | null = null;
      if (e.bankReference === null) {
        const day = istanbulDayOf(e.bookedAt);
        const key = `${day.from.toISOString()}|${tutar}|${e.description}`;
        const k = (occurrences.get(key) ?? 0) + 1;
        occurrences.set(key, k);
        const [earlier] = await tx
          .select({ id: bankaEkstreSatiri.id })
          .from(bankaEkstreSatiri)
          .where(
            and(
              eq(bankaEkstreSatiri.hesapIban, iban),
              eq(bankaEkstreSatiri.paraBirimiId, paraBirimiId),
              eq(bankaEkstreSatiri.tutar, tutar),
              gte(bankaEkstreSatiri.islemTarihi, day.from),
              lt(bankaEkstreSatiri.islemTarihi, day.to),
              eq(bankaEkstreSatiri.aciklama, e.description),
              ne(bankaEkstreSatiri.ekstreId, stmt.id),
            ),
          )
          .orderBy(bankaEkstreSatiri.id)
          .offset(k - 1)
          .limit(1);
        lookAlikeOf = earlier?.id ?? null;
      }
      const [line] = await tx
        .insert(bankaEkstreSatiri)
        .values({
          ekstreId: stmt.id,
          hesapIban: iban,
          bankaReferansi: e.bankReference,
          islemTarihi: e.bookedAt,
          tutar,
          paraBirimiId,
          gonderen: e.sender,
          aciklama: e.description,
          durum: lookAlikeOf === null ? 'eslesmedi' : 'benzer',
          benzedigiSatirId: lookAlikeOf,
        })
        .onConflictDoNothing({ target: [bankaEkstreSatiri.hesapIban, bankaEkstreSatiri.bankaReferansi] })
        .returning({ id: bankaEkstreSatiri.id });
      if (!line) continue;
      yeni++;
      if (lookAlikeOf !== null) {
        benzer++;
        continue;
      }
      const returned = await returnRefund(tx, { entry: e, tutar, paraBirimiId, accountIban: iban, personelId });
      if (returned) {
        await tx
          .update(bankaEkstreSatiri)
          .set({
            durum: 'eslesti',
            cariId: returned.cariId,
            teminatHareketId: returned.teminatHareketId,
            iadeTalebiId: returned.talepId,
          })
          .where(and(eq(bankaEkstreSatiri.id, line.id), eq(bankaEkstreSatiri.durum, 'eslesmedi')));
        donenIade++;
        continue;
      }
      const match = await matchLine(tx, {
        lineId: line.id,
        text: [e.description, e.sender],
        tutarKurus: e.amountKurus,
        paraBirimiId,
        at: p.now,
        bookedAt: e.bookedAt,
      });
      if (!match) continue;
      await tx
        .update(bankaEkstreSatiri)
        .set({ durum: 'eslesti', ...match })
        .where(and(eq(bankaEkstreSatiri.id, line.id), eq(bankaEkstreSatiri.durum, 'eslesmedi')));
      eslesen++;
    }
    const summary: StatementImportSummary = {
      ekstreId: stmt.id,
      bicim: p.parsed.format,
      hesapIban: iban,
      okunanHareket: p.parsed.entries.length,
      alacakHareket: credits.length,
      borcHareket: debits.length,
      yeniSatir: yeni,
      dahaOnceAktarilan: credits.length - yeni,
      eslesen,
      benzer,
      eslesmeyen: yeni - eslesen - benzer - donenIade,
      donenIade,
      yeniBorcSatiri: borcSatiri,
      dahaOnceAktarilanBorc: debits.length - borcSatiri,
      odenenIade,
      eslesmeyenBorc: borcSatiri - odenenIade,
    };
    await recordAudit(
      tx,
      p.actor,
      {
        islem: 'mali.ekstre-yukle',
        hedefTuru: 'banka_ekstresi',
        hedefId: stmt.id,
        sonraki: { dosyaAdi: p.fileName, dosyaOzeti: digest, ...summary },
      },
      p.now,
    );
    return summary;
  });
}

/**
 * Until when the statement covers its account (banka_ekstresi.kapsam_bitis; the forfeit waits for
 * it, deadline.ts): the camt.053 period's end (FrToDt/ToDtTm), or else the end of the Istanbul day
 * of the latest booking date in the file; null for a file with neither.
 */
export function coveredUntil(parsed: ParsedStatement): Date | null {
  if (parsed.coveredTo) return parsed.coveredTo;
  let latest: Date | null = null;
  for (const e of parsed.entries) if (!latest || e.bookedAt > latest) latest = e.bookedAt;
  return latest ? new Date(istanbulDayOf(latest).to.getTime() - 1) : null;
}

/**
 * The statement's account must be one of the institution's collection accounts, and every entry in
 * that account's currency; otherwise the whole file is refused (400) before anything is written.
 */
async function checkAccount(db: Db, parsed: ParsedStatement): Promise<Currency> {
  let currency: Currency | undefined;
  for (const c of CURRENCY_KEYS) {
    const account = await institutionAccount(db, c);
    if (account && account.iban.replace(/\s/g, '').toUpperCase() === parsed.iban) currency = c;
  }
  if (!currency) throw DomainError.invalid(M.unknownAccount(parsed.iban), 'StatementRefused');
  const expected = PARA_BIRIMI[currency].kod;
  for (const e of parsed.entries) checkCurrency(e, parsed.iban, expected);
  return currency;
}

function checkCurrency(e: StatementEntry, iban: string, expected: string) {
  const where = `${e.position}. hareketin`;
  if (!CURRENCY_KEYS.some((k) => PARA_BIRIMI[k].kod === e.currency)) {
    throw DomainError.invalid(M.unsupportedCurrency(where, e.currency), 'StatementRefused');
  }
  if (e.currency !== expected) {
    throw DomainError.invalid(M.currencyMismatch(where, e.currency, iban, expected), 'StatementRefused');
  }
}
