import { TENDER_TYPE } from '../contract/lookups';
import { apiRequest } from './http';

/**
 * Joining and leaving tenders (docs/spec.md §7, docs/architecture.md §4): the contract acceptance before a join,
 * the join itself, the join record (alias) and leaving. Every call names the ACTIVE account.
 */

/** Tender type 'herkese açık satış' (docs/spec.md §9). */

/** The account's join record in a tender. */
export interface Participation {
  /** The tender-specific alias; null when not (or no longer) joined. */
  alias: string | null;
  /** Whether the account has bid in the tender (then it may not leave). */
  hasBid: boolean;
}

interface ParticipationWire {
  cariRumuzu?: unknown;
  teklifVarMi?: unknown;
}

export function toParticipation(wire: ParticipationWire | null | undefined): Participation {
  const alias = typeof wire?.cariRumuzu === 'string' && wire.cariRumuzu.trim() ? wire.cariRumuzu : null;
  return { alias, hasBid: wire?.teklifVarMi === true };
}

/** GET v1/IhaleKatilimCari?ihaleId&cariId */
export async function fetchParticipation(
  ihaleId: number,
  cariId: number,
  signal?: AbortSignal,
): Promise<Participation> {
  const q = new URLSearchParams({ ihaleId: String(ihaleId), cariId: String(cariId) });
  return toParticipation(await apiRequest<ParticipationWire>(`/v1/IhaleKatilimCari?${q}`, { signal }));
}

/** POST v1/CariBilgisi/SozlesmeOnay: the contract acceptance a join needs. */
export async function acceptTenderContracts(cariId: number): Promise<void> {
  await apiRequest('/v1/CariBilgisi/SozlesmeOnay', {
    method: 'POST',
    body: { CariId: cariId, IhaleTipiId: TENDER_TYPE.publicSale },
  });
}

/** What a join answered: the alias the server assigned (null when the answer did not carry one). */
export interface JoinResult {
  alias: string | null;
}

export function toJoinResult(wire: { cariRumuzu?: unknown } | null | undefined): JoinResult {
  return { alias: toParticipation(wire).alias };
}

/** POST v1/IhaleKatilimCari: join (blocks the tender's deposit, assigns the alias). */
export async function joinTender(ihaleId: number, cariId: number): Promise<JoinResult> {
  return toJoinResult(
    await apiRequest<ParticipationWire>('/v1/IhaleKatilimCari', { method: 'POST', body: { cariId, ihaleId } }),
  );
}

/** PUT v1/IhaleKatilimCari with IsActive false: leave (only without a bid). */
export async function leaveTender(ihaleId: number, cariId: number): Promise<void> {
  await apiRequest('/v1/IhaleKatilimCari', {
    method: 'PUT',
    body: { CariId: cariId, IhaleId: ihaleId, IsActive: false },
  });
}
