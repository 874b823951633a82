import { normaliseIban } from '../../rules/iban';
import { apiRequest } from '../http';
import type { CariIbanWire } from '../../contract/wire-types';

/** GET v1/CariBilgisi/CariIbanBilgisi?cariId → the IBAN on file, '' when none. */
export async function fetchIban(cariId: number, signal?: AbortSignal): Promise<string> {
  const res = await apiRequest<CariIbanWire>(`/v1/CariBilgisi/CariIbanBilgisi?cariId=${cariId}`, { signal });
  return typeof res?.iban === 'string' ? res.iban : '';
}

/** What is sent for a typed IBAN: spaces, periods and commas dropped (docs/spec.md §5), upper-cased. */
export function ibanForSending(typed: string): string {
  return normaliseIban(typed).replace(/[.,]/g, '');
}

/** PUT v1/CariBilgisi/CariIbanBilgisi { cariId, iban } */
export async function saveIban(cariId: number, typed: string): Promise<string> {
  const res = await apiRequest<CariIbanWire>('/v1/CariBilgisi/CariIbanBilgisi', {
    method: 'PUT',
    body: { cariId, iban: ibanForSending(typed) },
  });
  return typeof res?.iban === 'string' ? res.iban : ibanForSending(typed);
}
