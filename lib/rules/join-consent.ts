import { CONTRACT_DOCUMENTS, type ContractDocumentKey } from './contract-documents';
import { z } from 'zod';

/**
 * The consent before joining a tender (docs/spec.md §5 "Join consent"): the three documents must all be
 * accepted. With none ticked the user sees the general message; with some ticked, one message per
 * missing document. Each message is shown as an error toast.
 */
export const JOIN_CONSENT_MESSAGES = {
  all: 'Sözleşmeleri kabul etmeniz gerekmektedir.',
  kvkk: 'KVKK Metni onayı zorunludur.',
  kullanici: 'Kullanıcı Sözleşmesi onayı zorunludur.',
  uyelik: 'Üyelik Sözleşmesi onayı zorunludur.',
} as const;

const accepted = (message: string) => z.boolean().refine((v) => v === true, { message });

export const joinConsentSchema = z
  .object({
    kvkk: accepted(JOIN_CONSENT_MESSAGES.kvkk),
    kullanici: accepted(JOIN_CONSENT_MESSAGES.kullanici),
    uyelik: accepted(JOIN_CONSENT_MESSAGES.uyelik),
  })
  .strict();

export type JoinConsent = z.infer<typeof joinConsentSchema>;

export const EMPTY_CONSENT: JoinConsent = { kvkk: false, kullanici: false, uyelik: false };

/** The messages to show for a consent state; empty when all three are accepted. */
export function joinConsentErrors(value: unknown): string[] {
  const parsed = joinConsentSchema.safeParse(value);
  if (parsed.success) return [];
  const v = (value && typeof value === 'object' ? value : {}) as Partial<Record<ContractDocumentKey, unknown>>;
  if (CONTRACT_DOCUMENTS.every((d) => v[d.key] !== true)) return [JOIN_CONSENT_MESSAGES.all];
  return CONTRACT_DOCUMENTS.filter((d) => v[d.key] !== true).map((d) => JOIN_CONSENT_MESSAGES[d.key]);
}
