import { PROXY_BID_PATH } from '../rules/proxy-bid';
import { ApiRequestError, apiRequest } from './http';
import type { OtomatikTeklifWire } from '../contract/wire-types';

/**
 * Otomatik teklif (issue #16): the active account's maximum in a tender, which the portal bids up
 * to for it (lib/rules/proxy-bid.ts). The maximum is secret, so it is read and written only here,
 * with the account's token; every call names the ACTIVE account.
 */

/** The account's active maximum in a tender; null when it has none. */
export type ProxyMaximum = { maximum: number } | null;

export function toProxyMaximum(wire: Partial<OtomatikTeklifWire> | null | undefined): ProxyMaximum {
  const raw: unknown = wire?.azamiTutar;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? { maximum: value } : null;
}

const query = (ihaleId: number, cariId: number) =>
  new URLSearchParams({ cariId: String(cariId), ihaleId: String(ihaleId) });

const isNotFound = (err: unknown) => err instanceof ApiRequestError && err.status === 404;

/** GET v1/OtomatikTeklif?cariId&ihaleId → the maximum; 404 (none active) → null. */
export async function fetchProxyMaximum(ihaleId: number, cariId: number, signal?: AbortSignal): Promise<ProxyMaximum> {
  try {
    return toProxyMaximum(
      await apiRequest<OtomatikTeklifWire>(`${PROXY_BID_PATH}?${query(ihaleId, cariId)}`, { signal }),
    );
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** PUT v1/OtomatikTeklif { cariId, ihaleId, azamiTutar }: sets or changes the maximum (whole TL). */
export async function saveProxyMaximum(ihaleId: number, cariId: number, azamiTutar: number): Promise<ProxyMaximum> {
  const res = await apiRequest<OtomatikTeklifWire>(PROXY_BID_PATH, {
    method: 'PUT',
    body: { cariId, ihaleId, azamiTutar },
  });
  return toProxyMaximum(res) ?? { maximum: azamiTutar };
}

/**
 * DELETE v1/OtomatikTeklif?cariId&ihaleId. True when a maximum was cancelled; false when there was
 * none any more (404: e.g. a rival went past it meanwhile). Either way none is active afterwards.
 */
export async function cancelProxyMaximum(ihaleId: number, cariId: number): Promise<boolean> {
  try {
    await apiRequest<void>(`${PROXY_BID_PATH}?${query(ihaleId, cariId)}`, { method: 'DELETE' });
    return true;
  } catch (err) {
    if (isNotFound(err)) return false;
    throw err;
  }
}
