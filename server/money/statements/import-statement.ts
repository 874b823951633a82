import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CURRENCY_KEYS, type Currency, PARA_BIRIMI } from '../../../lib/contract/money';
import type { StatementImportSummary } from '../../../lib/contract/statements';
import { STATEMENT_MESSAGES as M } from '../../../lib/rules/statement-schemas';
import { DomainError } from '../../modules/domain-error';
import type { Db } from '../../db/client';
import { bankaEkstreSatiri, bankaEkstresi } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../backoffice/audit/record-audit';
import { kurusToNumeric } from '../../modules/finance/ledger-balances';
import { institutionAccount } from '../institution-accounts';
import { matchLine } from './match-line';
import type { ParsedStatement, StatementEntry } from './types';

/**
 * Imports a parsed statement in one transaction (docs/architecture.md §10):
 * - the file's SHA-256 is unique in banka_ekstresi: the same file again is refused with 409 and
 *   changes nothing (concurrent uploads of one file wait on that unique index; one wins);
 * - every credit becomes a banka_ekstre_satiri row ON CONFLICT (banka_referansi) DO NOTHING, so a
 *   line already imported from an overlapping statement is skipped and counted;
 * - each new line is matched by its payment reference (match-line.ts) and becomes a deposit or a
 *   won tender's collection with the idempotency key 'ekstre:<line id>';
 * - the audit record of the import commits with it.
 * The accounts and currencies are checked before anything is written.
 */
export async function importStatement(
  db: Db,
  p: { bytes: Buffer; fileName: string; parsed: ParsedStatement; actor: AuditActor; now: Date },
): Promise<StatementImportSummary> {
  const currencyOf = await checkAccounts(db, p.parsed.entries);
  const digest = createHash('sha256').update(p.bytes).digest('hex');
  // Inserted in bank-reference order: two overlapping statements imported at once then take the
  // unique index's row locks in the same order and wait for each other instead of deadlocking.
  const credits = p.parsed.entries
    .filter((e) => e.kind === 'credit')
    .sort((a, b) => (a.bankReference < b.bankReference ? -1 : a.bankReference > b.bankReference ? 1 : 0));
  const personelId = p.actor.personelId;
  if (personelId === null) throw new Error('importStatement needs a staff member');
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [stmt] = await tx
      .insert(bankaEkstresi)
      .values({
        dosyaOzeti: digest,
        dosyaAdi: p.fileName.slice(0, 200) || 'ekstre',
        bicim: p.parsed.format,
        yukleyenPersonelId: personelId,
        yuklemeTarihi: p.now,
      })
      .onConflictDoNothing({ target: bankaEkstresi.dosyaOzeti })
      .returning({ id: bankaEkstresi.id });
    if (!stmt) throw DomainError.conflict(M.duplicateFile, 'StatementAlreadyImported');
    let yeni = 0;
    let eslesen = 0;
    for (const e of credits) {
      const [line] = await tx
        .insert(bankaEkstreSatiri)
        .values({
          ekstreId: stmt.id,
          bankaReferansi: e.bankReference,
          islemTarihi: e.bookedAt,
          tutar: kurusToNumeric(e.amountKurus),
          paraBirimiId: PARA_BIRIMI[currencyOf(e)].id,
          gonderen: e.sender,
          aciklama: e.description,
          durum: 'eslesmedi',
        })
        .onConflictDoNothing({ target: bankaEkstreSatiri.bankaReferansi })
        .returning({ id: bankaEkstreSatiri.id });
      if (!line) continue;
      yeni++;
      const match = await matchLine(tx, {
        lineId: line.id,
        text: [e.description, e.sender],
        tutarKurus: e.amountKurus,
        paraBirimiId: PARA_BIRIMI[currencyOf(e)].id,
        at: p.now,
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
      okunanHareket: p.parsed.entries.length,
      alacakHareket: credits.length,
      borcHareket: p.parsed.entries.length - credits.length,
      yeniSatir: yeni,
      dahaOnceAktarilan: credits.length - yeni,
      eslesen,
      eslesmeyen: yeni - eslesen,
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
 * Every entry's account must be one of the institution's collection accounts, in that account's
 * currency; otherwise the whole file is refused (400) before anything is written.
 */
async function checkAccounts(db: Db, entries: StatementEntry[]): Promise<(e: StatementEntry) => Currency> {
  const byIban = new Map<string, Currency>();
  for (const c of CURRENCY_KEYS) {
    const account = await institutionAccount(db, c);
    if (account) byIban.set(account.iban.replace(/\s/g, '').toUpperCase(), c);
  }
  for (const e of entries) {
    const currency = byIban.get(e.iban);
    if (!currency) throw DomainError.invalid(M.unknownAccount(e.iban), 'StatementRefused');
    const expected = PARA_BIRIMI[currency].kod;
    const where = `${e.position}. hareketin`;
    if (!CURRENCY_KEYS.some((k) => PARA_BIRIMI[k].kod === e.currency)) {
      throw DomainError.invalid(M.unsupportedCurrency(where, e.currency), 'StatementRefused');
    }
    if (e.currency !== expected) {
      throw DomainError.invalid(M.currencyMismatch(where, e.currency, e.iban, expected), 'StatementRefused');
    }
  }
  return (e) => byIban.get(e.iban) as Currency;
}
