import { apiRequest } from '../http';
import { odataPath, odataString } from '../odata';
import type { GercekKisilikWire, IletisimTercihiWire, ODataResponse } from '../../contract/wire-types';

/** Hesabım: the personal record of docs/spec.md §3, as the screen shows it. */
export interface PersonRecord {
  adi: string;
  soyadi: string;
  gsm: string;
  eposta: string;
  epostaBildirimOnayi: boolean;
  gsmBildirimOnayi: boolean;
}

export interface ContactConsent {
  epostaBildirimOnayi: boolean;
  gsmBildirimOnayi: boolean;
}

export function toPersonRecord(w: GercekKisilikWire): PersonRecord {
  return {
    adi: w.Adi ?? '',
    soyadi: w.Soyadi ?? '',
    gsm: w.GSM ?? '',
    eposta: w.Eposta ?? '',
    epostaBildirimOnayi: w.EpostaBildirimOnayi === true,
    gsmBildirimOnayi: w.GSMBildirimOnayi === true,
  };
}

/** GercekKisilikExternalOData by KimlikNo (docs/spec.md §7); null when the person has no portal record. */
export async function fetchPersonRecord(kimlikNo: string, signal?: AbortSignal): Promise<PersonRecord | null> {
  const res = await apiRequest<ODataResponse<GercekKisilikWire>>(
    odataPath('GercekKisilikExternalOData', { filter: `KimlikNo eq ${odataString(kimlikNo)}`, top: 1 }),
    { signal },
  );
  return res.value[0] ? toPersonRecord(res.value[0]) : null;
}

/** PUT v1/GercekKisilik/IletisimTercihi: the two notification consents of the signed-in person. */
export async function saveContactConsent(consent: ContactConsent): Promise<ContactConsent> {
  const body: IletisimTercihiWire = {
    epostaBildirimOnayi: consent.epostaBildirimOnayi,
    gsmBildirimOnayi: consent.gsmBildirimOnayi,
  };
  const saved = await apiRequest<IletisimTercihiWire | undefined>('/v1/GercekKisilik/IletisimTercihi', {
    method: 'PUT',
    body,
  });
  return saved ?? body;
}
