import { z } from 'zod';
import { STAFF_ROLE_KEYS } from '../contract/staff';
import { kimlikNoSchema } from './account-schemas';

/**
 * Staff and roles (/yonetim/personel, docs/architecture.md §8): the inputs of adding a staff member
 * and changing their roles or state, shared by the form and the API, and the Turkish messages of
 * every refusal.
 */
export const STAFF_ADMIN_MESSAGES = {
  nameRequired: 'Ad soyad zorunludur.',
  nameLength: 'Ad soyad 2 ile 100 karakter arasında olmalıdır.',
  rolesRequired: 'En az bir rol seçiniz.',
  roleInvalid: 'Geçersiz rol.',
  statusRequired: 'Etkinlik durumu belirtilmelidir.',
  duplicate: 'Bu T.C. kimlik numarasıyla kayıtlı bir personel zaten bulunmaktadır.',
  ownAdminRole: 'Kendi Yönetici rolünüzü kaldıramazsınız.',
  ownDeactivate: 'Kendi hesabınızı devre dışı bırakamazsınız.',
  ownReset: 'Kendi doğrulama uygulamanızı sıfırlayamazsınız; başka bir Yönetici sıfırlayabilir.',
  lastAdmin: 'Son etkin Yönetici kaldırılamaz. Önce başka bir personele Yönetici rolü veriniz.',
  added: 'Personel eklendi. İlk girişinde doğrulama uygulamasını kaydedecektir.',
  rolesSaved: 'Roller kaydedildi.',
  activated: 'Personel etkinleştirildi.',
  deactivated: 'Personel devre dışı bırakıldı.',
  totpReset: 'Doğrulama uygulaması sıfırlandı. Personel bir sonraki girişinde yeniden kaydedecektir.',
  adminExists:
    "Etkin bir Yönetici zaten var: yeni personeli o Yönetici Kurum Paneli'nde Personel ve Roller ekranından ekler.",
} as const;

const M = STAFF_ADMIN_MESSAGES;

export const STAFF_NAME_MAX = 100;

const roles = z
  .array(z.enum(STAFF_ROLE_KEYS, { error: M.roleInvalid }), { error: M.rolesRequired })
  .min(1, { error: M.rolesRequired })
  .max(STAFF_ROLE_KEYS.length, { error: M.roleInvalid })
  // One row per role; the order on screen and in the audit trail is the roles' own.
  .transform((list) => STAFF_ROLE_KEYS.filter((r) => list.includes(r)));

const staffName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .min(2, { error: M.nameLength })
  .max(STAFF_NAME_MAX, { error: M.nameLength });

export const staffCreateSchema = z.object({ kimlikNo: kimlikNoSchema, adiSoyadi: staffName, roller: roles }).strict();

/** `npm run operator -- yonetici-ekle <TC> "<Ad Soyad>"` (server/operator/cli.ts): the first Yönetici. */
export const operatorAdminSchema = z.object({ kimlikNo: kimlikNoSchema, adiSoyadi: staffName }).strict();
export type StaffCreateInput = z.input<typeof staffCreateSchema>;

export const staffRolesSchema = z.object({ roller: roles }).strict();

export const staffStatusSchema = z.object({ aktif: z.boolean({ error: M.statusRequired }) }).strict();

/** The TOTP reset has no fields: no body, or an empty object. */
export const staffResetSchema = z.object({}).strict();
