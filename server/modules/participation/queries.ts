import { tenderEnd } from '../../db/schema/tender-end';
import { and, eq, gte } from 'drizzle-orm';
import { blockDeposit, availableDeposit, lockAccount, releaseBlock } from '../../money/ledger/deposit-blocks';
import { JoinMessages } from '../../auction/messages';
import { uniqueAlias } from '../../auction/alias';
import type { Db } from '../../db/client';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import { currencyById, PARA_BIRIMI } from '../../../lib/contract/money';
import { depositCover } from '../../../lib/rules/deposit-cover';
import { CURRENT_CONTRACT_VERSION } from '../accounts/contract-version';
import { ihale, ihaleKatilimCari, sozlesmeOnay, teklif } from '../../db/schema';
import { DomainError } from '../../kernel/domain-error';
import { endMaximums } from '../../auction/proxy-maximums';
import { isPortalTender, portalTenderExists } from '../../tenders/visibility';

export interface Participation {
  cariRumuzu: string | null;
  /** Whether the account has bid in the tender (then it may not leave). */
  teklifVarMi: boolean;
}

const NO_PARTICIPATION: Participation = { cariRumuzu: null, teklifVarMi: false };

/**
 * The account's alias in the tender (null when not or no longer joined). Scope: the caller asserted
 * cariId. A tender the portal may not act on answers as a missing one: no participation.
 */
export async function getParticipation(
  db: Db,
  p: { cariId: number; ihaleId: number; now: Date },
): Promise<Participation> {
  if (!(await portalTenderExists(db, p.ihaleId, p.now))) return NO_PARTICIPATION;
  const [row] = await db
    .select({ rumuz: ihaleKatilimCari.cariRumuzu })
    .from(ihaleKatilimCari)
    .where(
      and(
        eq(ihaleKatilimCari.ihaleId, p.ihaleId),
        eq(ihaleKatilimCari.cariId, p.cariId),
        eq(ihaleKatilimCari.isActive, true),
      ),
    );
  const bids = await db
    .select({ id: teklif.id })
    .from(teklif)
    .where(and(eq(teklif.ihaleId, p.ihaleId), eq(teklif.cariId, p.cariId)))
    .limit(1);
  return { cariRumuzu: row?.rumuz ?? null, teklifVarMi: bids.length > 0 };
}

const joinable = (durum: number) => durum === TENDER_STATUS.baslamadi || durum === TENDER_STATUS.devam;

/**
 * Joins the account to the tender (docs/architecture.md §5): needs the current contract acceptance for
 * the tender's type, a tender that is open (212, or 213 before its end), and enough available
 * deposit, which is then blocked. A tender-unique alias is assigned; a re-join after leaving keeps
 * the alias and blocks the deposit again. Joining again while joined changes nothing.
 */
export async function joinTender(
  db: Db,
  p: { cariId: number; ihaleId: number; now: Date },
): Promise<{ cariRumuzu: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => joinOnce(tx, p));
    } catch (err) {
      // Two joins drew the same alias at the same moment: the unique index refused one; draw again.
      if (attempt < 3 && (err as { code?: string })?.code === '23505') continue;
      const cause = (err as { cause?: { code?: string } })?.cause;
      if (attempt < 3 && cause?.code === '23505') continue;
      throw err;
    }
  }
}

async function joinOnce(tx: Db, p: { cariId: number; ihaleId: number; now: Date }): Promise<{ cariRumuzu: string }> {
  // A share lock on the tender: the scheduler cannot end and settle it while this join commits.
  const [t] = await tx
    .select({
      durum: ihale.ihaleDurumuId,
      tipi: ihale.ihaleTipiId,
      teminat: ihale.teminatTutari,
      paraBirimiId: ihale.paraBirimiId,
      bitis: ihale.bitisTarihi,
      uzatilmis: ihale.uzatilmisBitisTarihi,
    })
    .from(ihale)
    .where(and(eq(ihale.id, p.ihaleId), isPortalTender(p.now)))
    .for('share');
  if (!t) throw DomainError.notFound(JoinMessages.tenderNotFound);
  if (!joinable(t.durum) || p.now >= tenderEnd(t)) throw DomainError.invalid(JoinMessages.closed, 'IhaleKatilimKapali');

  const contract = await tx
    .select({ id: sozlesmeOnay.id })
    .from(sozlesmeOnay)
    .where(
      and(
        eq(sozlesmeOnay.cariId, p.cariId),
        eq(sozlesmeOnay.ihaleTipiId, t.tipi),
        gte(sozlesmeOnay.versiyon, CURRENT_CONTRACT_VERSION),
      ),
    )
    .limit(1);
  if (contract.length === 0) throw DomainError.invalid(JoinMessages.contractMissing, 'SozlesmeOnayiGerekli');

  if (!(await lockAccount(tx, p.cariId))) throw DomainError.notFound();
  const [existing] = await tx
    .select({ rumuz: ihaleKatilimCari.cariRumuzu, active: ihaleKatilimCari.isActive })
    .from(ihaleKatilimCari)
    .where(and(eq(ihaleKatilimCari.ihaleId, p.ihaleId), eq(ihaleKatilimCari.cariId, p.cariId)));
  if (existing?.active) return { cariRumuzu: existing.rumuz };

  const teminat = Number(t.teminat);
  if (teminat > 0) {
    // The tender page says this before the dialog; this refusal is the last line of defence, with
    // the same amounts (a payment or another join may have moved the balance meanwhile).
    const available = await availableDeposit(tx, p.cariId, t.paraBirimiId);
    if (!depositCover(teminat, available).covered) {
      const currency = currencyById(t.paraBirimiId)?.adi ?? PARA_BIRIMI.TL.adi;
      throw DomainError.invalid(JoinMessages.insufficientDeposit(teminat, available, currency), 'YetersizTeminat');
    }
  }

  let rumuz: string;
  if (existing) {
    rumuz = existing.rumuz;
    await tx
      .update(ihaleKatilimCari)
      .set({ isActive: true, kazanilmaDurumu: null, guncellemeTarihi: p.now })
      .where(and(eq(ihaleKatilimCari.ihaleId, p.ihaleId), eq(ihaleKatilimCari.cariId, p.cariId)));
  } else {
    const taken = await tx
      .select({ r: ihaleKatilimCari.cariRumuzu })
      .from(ihaleKatilimCari)
      .where(eq(ihaleKatilimCari.ihaleId, p.ihaleId));
    const alias = uniqueAlias(new Set(taken.map((x) => x.r)));
    if (!alias) throw DomainError.invalid(JoinMessages.aliasUnavailable);
    rumuz = alias;
    await tx.insert(ihaleKatilimCari).values({
      ihaleId: p.ihaleId,
      cariId: p.cariId,
      cariRumuzu: rumuz,
      isActive: true,
      katilimTarihi: p.now,
      guncellemeTarihi: p.now,
    });
  }
  await blockDeposit(tx, {
    cariId: p.cariId,
    ihaleId: p.ihaleId,
    tutar: teminat,
    paraBirimiId: t.paraBirimiId,
    at: p.now,
  });
  return { cariRumuzu: rumuz };
}

/**
 * Leaves the tender (IsActive false): only while it is open and only without bids; the deposit
 * block is released. Locks the tender row so no bid of the account can slip in meanwhile.
 */
export async function leaveTender(db: Db, p: { cariId: number; ihaleId: number; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const [t] = await tx
      .select({ durum: ihale.ihaleDurumuId })
      .from(ihale)
      .where(and(eq(ihale.id, p.ihaleId), isPortalTender(p.now)))
      .for('update');
    if (!t) throw DomainError.notFound(JoinMessages.tenderNotFound);
    const [j] = await tx
      .select({ active: ihaleKatilimCari.isActive })
      .from(ihaleKatilimCari)
      .where(and(eq(ihaleKatilimCari.ihaleId, p.ihaleId), eq(ihaleKatilimCari.cariId, p.cariId)));
    if (!j?.active) throw DomainError.invalid(JoinMessages.notJoined, 'KatilimYok');
    if (!joinable(t.durum)) throw DomainError.invalid(JoinMessages.leaveClosed, 'IhaleSonaErdi');
    const bids = await tx
      .select({ id: teklif.id })
      .from(teklif)
      .where(and(eq(teklif.ihaleId, p.ihaleId), eq(teklif.cariId, p.cariId)))
      .limit(1);
    if (bids.length > 0) throw DomainError.invalid(JoinMessages.hasBids, 'TeklifVar');
    await tx
      .update(ihaleKatilimCari)
      .set({ isActive: false, guncellemeTarihi: p.now })
      .where(and(eq(ihaleKatilimCari.ihaleId, p.ihaleId), eq(ihaleKatilimCari.cariId, p.cariId)));
    await releaseBlock(tx, {
      cariId: p.cariId,
      ihaleId: p.ihaleId,
      at: p.now,
      reason: `${p.ihaleId} numaralı ihaleden ayrılma: teminat blokajı çözüldü`,
    });
    await endMaximums(tx, { ihaleIds: [p.ihaleId], cariId: p.cariId, reason: 'ayrildi', now: p.now });
  });
}
