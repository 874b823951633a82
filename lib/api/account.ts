import { TENDER_TYPE } from '../contract/lookups';
import { type AccessGrant, toAccessGrant } from './auth';
import { apiRequest } from './http';
import { PROFILE_MESSAGES } from '../rules/profile-messages';
import { type AccountCheck, type Firma, SONUC_TIPI, type SonucTipi } from '../contract/account-check';

/**
 * Account calls of the login flow and of logout (auth contract item 7, docs/architecture.md §4).
 * The person is always the bearer token's; ids here are account (cari) ids.
 */

interface AccountCheckWire {
  sonucTipi?: unknown;
  gercekKisilikId?: unknown;
  firmalar?: Array<{ id?: unknown; adi?: unknown; vergiNo?: unknown }> | null;
}

const id = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

export function toAccountCheck(wire: AccountCheckWire | null | undefined): AccountCheck {
  const s = wire?.sonucTipi;
  if (!(Object.values(SONUC_TIPI) as unknown[]).includes(s))
    throw new Error('Hesap bilgileriniz alınamadı. Lütfen tekrar deneyiniz.');
  const firmalar = (Array.isArray(wire?.firmalar) ? wire.firmalar : [])
    .map((f) => ({ id: id(f?.id), adi: String(f?.adi ?? ''), vergiNo: String(f?.vergiNo ?? '') }))
    .filter((f): f is Firma => f.id !== null);
  const gercekKisilikId = id(wire?.gercekKisilikId);
  // 2 and 3 describe an existing record: without its id the flow cannot go on.
  if (s !== SONUC_TIPI.kayitYok && gercekKisilikId === null)
    throw new Error('Hesap bilgileriniz alınamadı. Lütfen tekrar deneyiniz.');
  return { sonucTipi: s as SonucTipi, gercekKisilikId, firmalar };
}

/** docs/spec.md §5: the phone goes with a plus prefix: '+' + the e-Devlet phone, as the brief fixes it. */
export function gsmWithPlus(phone: string | null): string {
  if (!phone) return '';
  return phone.startsWith('+') ? phone : `+${phone}`;
}

export async function checkAccount(phone: string | null): Promise<AccountCheck> {
  const wire = await apiRequest<AccountCheckWire>('/v1/CariBilgisi/CariGirisIslemleri', {
    method: 'PUT',
    body: { gSM: gsmWithPlus(phone), IhaleTipiId: TENDER_TYPE.publicSale },
  });
  return toAccountCheck(wire);
}

export interface PersonRegistration {
  KimlikNo: string;
  Adi: string;
  Soyadi: string;
  Eposta: string;
  GSM: string;
  IhaleTipiId: number;
}

/** Registration of the natural person with the current contracts accepted; answers the new account id. */
export async function registerPerson(payload: PersonRegistration): Promise<number> {
  const res = await apiRequest<{ gercekKisilikId?: unknown }>('/v1/CariBilgisi/SozlesmeleriOnayliGercekKisilikEkle', {
    method: 'PUT',
    body: payload,
  });
  const newId = id(res?.gercekKisilikId);
  if (newId === null) throw new Error(PROFILE_MESSAGES.saveFailed);
  return newId;
}

/** Company link / contract update: records acceptance of the current contracts for the account. */
export async function acceptCurrentContracts(cariId: number): Promise<void> {
  await apiRequest('/v1/CariBilgisi/CariSozlesmeBilgileriGuncelle', { method: 'PUT', body: { CariId: cariId } });
}

/**
 * The choice at /callback (docs/spec.md §1): from now on the session acts for this account only, on the
 * server too; answers the access token that names it (the refresh cookie stays as it is).
 */
export async function chooseActiveAccount(cariId: number): Promise<AccessGrant> {
  const res = await apiRequest<Parameters<typeof toAccessGrant>[0]>('/v1/CariBilgisi/AktifCari', {
    method: 'PUT',
    body: { cariId },
  });
  const grant = toAccessGrant(res);
  if (!grant) throw new Error(ACCOUNT_CHOICE_FAILED);
  return grant;
}

const ACCOUNT_CHOICE_FAILED = 'Hesap seçiminiz kaydedilemedi. Lütfen tekrar giriş yapınız.';

export async function logCompanyLogin(cariId: number): Promise<void> {
  await apiRequest('/v1/CariBilgisi/CariFirmaGirisiLogu', { method: 'POST', body: { cariId, activityType: 'login' } });
}

export async function logCompanyLogout(cariId: number): Promise<void> {
  await apiRequest('/v1/CariBilgisi/CariFirmaCikisiLogu', { method: 'POST', body: { cariId, activityType: 'logout' } });
}
