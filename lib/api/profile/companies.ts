import type { FirmaKaydi } from '../../session/session-store';
import { ApiRequestError, apiRequest } from '../http';
import type { CariOrtakWire, MersisOrtakWire } from '../../contract/wire-types';

/** Firmalarım: a company the signed-in person is authorised for. */
export interface CompanyRow {
  /** The company's account id (the id the login choice uses). */
  id: number;
  unvani: string;
  vergiNumarasi: string;
}

export interface RegistryCompany {
  unvani: string;
  vergiNumarasi: string;
}

export function toCompanyRow(w: CariOrtakWire): CompanyRow {
  return { id: w.id, unvani: w.unvani ?? '', vergiNumarasi: w.vergiNumarasi ?? '' };
}

/** The root store's company records (userFirmaKayitlarInfo) as the login choice reads them. */
export function toFirmaKayitlari(rows: CompanyRow[]): FirmaKaydi[] {
  return rows.map((r) => ({ id: r.id, adi: r.unvani, vergiNo: r.vergiNumarasi }));
}

/** GET v1/Mersis/CariOrtakBilgisi: the caller's companies. */
export async function fetchCompanies(signal?: AbortSignal): Promise<CompanyRow[]> {
  const rows = await apiRequest<CariOrtakWire[]>('/v1/Mersis/CariOrtakBilgisi', { signal });
  return (Array.isArray(rows) ? rows : []).map(toCompanyRow);
}

/**
 * GET v1/Mersis/MersisFirmaAktifOrtakBilgisi?vkn: the registry's record when it names the caller
 * as an authorised partner; null when it does not (the server answers 404 then).
 */
export async function lookupRegistryCompany(vkn: string): Promise<RegistryCompany | null> {
  try {
    const res = await apiRequest<MersisOrtakWire | null>(
      `/v1/Mersis/MersisFirmaAktifOrtakBilgisi?vkn=${encodeURIComponent(vkn.trim())}`,
    );
    return res && typeof res.unvani === 'string'
      ? { unvani: res.unvani, vergiNumarasi: res.vergiNumarasi ?? vkn.trim() }
      : null;
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}

/** POST v1/Mersis/MersisFirmaAktifOrtakBilgisiKaydet { vkn } → the link's id (null: nothing saved). */
export async function linkCompany(vkn: string): Promise<number | null> {
  const res = await apiRequest<{ id?: unknown } | null>('/v1/Mersis/MersisFirmaAktifOrtakBilgisiKaydet', {
    method: 'POST',
    body: { vkn: vkn.trim() },
  });
  const id = Number(res?.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** DELETE v1/Mersis/DeleteFirmaOrtaklik/{vkn} */
export async function unlinkCompany(vkn: string): Promise<void> {
  await apiRequest(`/v1/Mersis/DeleteFirmaOrtaklik/${encodeURIComponent(vkn)}`, { method: 'DELETE' });
}
