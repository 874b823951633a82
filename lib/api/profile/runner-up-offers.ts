import type { RunnerUpOfferWire } from '../../contract/settlement';
import { apiRequest } from '../http';

/** A runner-up offer as the screen shows it (docs/architecture.md §9). */
export interface RunnerUpOffer {
  id: number;
  ihaleId: number;
  ihaleBaslik: string;
  /** The account's own last bid: the price the sale is offered at. */
  tutar: number;
  /** The deposit blocked again on acceptance. */
  teminatTutari: number;
  currency: string;
  /** ISO 8601 answer deadline. */
  sonYanitTarihi: string;
}

const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function toRunnerUpOffer(w: RunnerUpOfferWire): RunnerUpOffer {
  return {
    id: w.id,
    ihaleId: w.ihaleId,
    ihaleBaslik: w.ihaleBaslik ?? '',
    tutar: amount(w.tutar),
    teminatTutari: amount(w.teminatTutari),
    currency: w.paraBirimi || 'TL',
    sonYanitTarihi: w.sonYanitTarihi,
  };
}

/** GET v1/IkinciTeklif?cariId: the account's offers awaiting an answer. */
export async function fetchRunnerUpOffers(cariId: number, signal?: AbortSignal): Promise<RunnerUpOffer[]> {
  const rows = await apiRequest<RunnerUpOfferWire[]>(`/v1/IkinciTeklif?cariId=${cariId}`, { signal });
  return (rows ?? []).map(toRunnerUpOffer);
}

/** POST v1/IkinciTeklif/{id}/Kabul or /Red; answers the server's Turkish confirmation. */
export async function answerRunnerUpOffer(cariId: number, offerId: number, accept: boolean): Promise<string> {
  const res = await apiRequest<{ mesaj: string }>(`/v1/IkinciTeklif/${offerId}/${accept ? 'Kabul' : 'Red'}`, {
    method: 'POST',
    body: { cariId },
  });
  return res.mesaj;
}
