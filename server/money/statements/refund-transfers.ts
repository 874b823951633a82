import { sql } from 'drizzle-orm';
import { refundIdInText } from '../../../lib/rules/refund-queue-schemas';
import { notifyRefund } from '../notify-refund';
import type { Db } from '../../db/client';
import { toKurus } from '../../kernel/kurus';
import { postRefundPaid, postRefundReturned } from '../ledger/postings';
import type { StatementEntry } from './types';

/**
 * The institution's outgoing refund transfers as its bank statement shows them (docs/architecture.md
 * §9). A refund is sent when its order's file is first produced ('gonderildi'); it is settled only
 * here, when the statement of the paying account shows the transfer, and a transfer the bank returns
 * puts the money back as available deposit.
 *
 * Which request a line names: a debit by its EndToEndId when that is a request id (the portal's
 * pain.001 sets EndToEndId = request id), else by the remittance text 'Teminat iadesi <id>' in its
 * description (refundIdInText; a CSV has no EndToEndId column). A credit is a return only when the
 * bank marks it so (camt.053 TxDtls/RtrInf, the original EndToEndId in Refs) or its description
 * carries that remittance text; an ordinary transfer's EndToEndId is the sender's and is never read.
 *
 * A line settles or returns a request only when everything agrees: the request's amount and
 * currency, its order paid from this statement's account (the order's debtor IBAN as fixed at
 * approval), and for a debit the creditor IBAN when the statement gives one. Anything else is kept:
 * an unmatched debit waits in `banka_ekstre_borc_satiri` ('eslesmedi'), an unmatched credit is an
 * ordinary statement line for Mali İşler. The request row is locked and moved by conditional
 * UPDATEs, the ledger rows carry their keys (`iade:<id>`, `iade-donus:<id>`), so a line repeated in
 * an overlapping statement, or imported twice at once, settles or returns a request once.
 */
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const asRequestId = (v: string | null | undefined) => (v && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : null);

/** The request an outgoing transfer pays, by its EndToEndId or the remittance text. */
export function refundIdOfDebit(e: StatementEntry): number | null {
  return asRequestId(e.endToEndId) ?? refundIdInText(e.description);
}

/** The request a returned transfer brings back, or null when the credit is no return of a refund. */
export function refundIdOfReturn(e: StatementEntry): number | null {
  return (e.returned ? asRequestId(e.endToEndId) : null) ?? refundIdInText(e.description);
}

interface Candidate {
  id: number;
  cari_id: number;
  talep_tutari: string;
  para_birimi_id: number;
  durum: string;
}

const normalIban = (column: ReturnType<typeof sql>) => sql`replace(upper(${column}), ' ', '')`;

/** The request, locked, when its amount, currency, state and paying account agree with the line. */
async function candidate(
  tx: Db,
  p: { talepId: number; states: string[]; tutar: string; paraBirimiId: number; accountIban: string },
): Promise<Candidate | null> {
  const states = sql.join(
    p.states.map((s) => sql`${s}`),
    sql`, `,
  );
  const [row] = rowsOf<Candidate>(
    await tx.execute(sql`
      select t.id, t.cari_id, t.talep_tutari::text as talep_tutari, t.para_birimi_id, t.durum
      from teminat_iade_talebi t
      join odeme_talimati o on o.id = t.odeme_talimati_id
      where t.id = ${p.talepId} and t.durum in (${states}) and t.talep_tutari = ${p.tutar}::numeric
        and t.para_birimi_id = ${p.paraBirimiId}
        and ${normalIban(sql`coalesce(o.borclu_iban, ${p.accountIban})`)} = ${p.accountIban}
      for update of t`),
  );
  return row ?? null;
}

/**
 * Settles the refund an outgoing transfer paid: 'gonderildi' → 'tamamlandi' with the booking date,
 * its `iade` posting at that date and the bidder's `iadeOdendi` notice. A debit of a request whose
 * return came first ('iade_dondu', its `iade` already written) is linked to it and changes nothing
 * else. Answers the request id, or null when the debit matches no request (it stays unmatched).
 */
export async function settleRefundDebit(
  tx: Db,
  p: {
    lineId: number;
    entry: StatementEntry;
    tutar: string;
    paraBirimiId: number;
    accountIban: string;
    personelId: number;
  },
): Promise<number | null> {
  const talepId = refundIdOfDebit(p.entry);
  if (talepId === null) return null;
  const req = await candidate(tx, {
    talepId,
    states: ['gonderildi', 'iade_dondu'],
    tutar: p.tutar,
    paraBirimiId: p.paraBirimiId,
    accountIban: p.accountIban,
  });
  if (!req) return null;
  if (p.entry.counterpartyIban) {
    const [ok] = rowsOf(
      await tx.execute(
        sql`select 1 from teminat_iade_talebi where id = ${talepId} and ${normalIban(sql`iban`)} = ${p.entry.counterpartyIban}`,
      ),
    );
    if (!ok) return null;
  }
  // One debit per request: a second transfer naming it is a line for Mali İşler, not a second settlement.
  const [taken] = rowsOf(
    await tx.execute(sql`select 1 from banka_ekstre_borc_satiri where iade_talebi_id = ${talepId}`),
  );
  if (taken) return null;
  const bookedAt = p.entry.bookedAt.toISOString();
  if (req.durum === 'gonderildi') {
    await tx.execute(sql`
      update teminat_iade_talebi set durum = 'tamamlandi', odeme_tarihi = ${bookedAt}::timestamptz
      where id = ${talepId} and durum = 'gonderildi'`);
    const facts = {
      cariId: Number(req.cari_id),
      talepId,
      paraBirimiId: Number(req.para_birimi_id),
    };
    if (
      (await postRefundPaid(tx, {
        ...facts,
        tutarKurus: toKurus(req.talep_tutari),
        at: p.entry.bookedAt,
        personelId: p.personelId,
      })) !== null
    )
      await notifyRefund.paid(tx, { ...facts, tutar: req.talep_tutari });
  } else {
    await tx.execute(sql`
      update teminat_iade_talebi set odeme_tarihi = ${bookedAt}::timestamptz
      where id = ${talepId} and odeme_tarihi is null`);
  }
  await tx.execute(sql`
    update banka_ekstre_borc_satiri set durum = 'eslesti', iade_talebi_id = ${talepId}
    where id = ${p.lineId} and durum = 'eslesmedi'`);
  return talepId;
}

/**
 * A refund transfer the bank returned (a credit of the paying account naming a sent or settled
 * request, amount and currency equal): the request → 'iade_dondu' with the return's booking date,
 * `iade` first when the debit was not seen yet (the money did leave), then `iade_donusu` (key
 * `iade-donus:<id>`: available again, out of İade Aldığım) and the bidder's `iadeDondu` notice.
 * Answers the request, the account and the ledger row, or null when the credit returns no refund.
 */
export async function returnRefund(
  tx: Db,
  p: { entry: StatementEntry; tutar: string; paraBirimiId: number; accountIban: string; personelId: number },
): Promise<{ talepId: number; cariId: number; teminatHareketId: number | null } | null> {
  const talepId = refundIdOfReturn(p.entry);
  if (talepId === null) return null;
  const req = await candidate(tx, {
    talepId,
    states: ['gonderildi', 'tamamlandi'],
    tutar: p.tutar,
    paraBirimiId: p.paraBirimiId,
    accountIban: p.accountIban,
  });
  if (!req) return null;
  const changed = rowsOf(
    await tx.execute(sql`
      update teminat_iade_talebi set durum = 'iade_dondu', donus_tarihi = ${p.entry.bookedAt.toISOString()}::timestamptz
      where id = ${talepId} and durum in ('gonderildi', 'tamamlandi') returning id`),
  );
  if (changed.length === 0) return null;
  const facts = {
    cariId: Number(req.cari_id),
    talepId,
    paraBirimiId: Number(req.para_birimi_id),
    tutarKurus: toKurus(req.talep_tutari),
    at: p.entry.bookedAt,
    personelId: p.personelId,
  };
  if (req.durum === 'gonderildi') await postRefundPaid(tx, facts);
  const teminatHareketId = await postRefundReturned(tx, facts);
  if (teminatHareketId !== null)
    await notifyRefund.returned(tx, {
      talepId,
      cariId: facts.cariId,
      tutar: req.talep_tutari,
      paraBirimiId: facts.paraBirimiId,
    });
  return { talepId, cariId: facts.cariId, teminatHareketId };
}
