import { z } from 'zod';
import { cariIdSchema, idSchema } from './profile-schemas';
import { DEADLINE_RULE_TEXTS, SETTLEMENT_FILTERS, STATEMENT_GRACE } from '../contract/settlement';

/** Validation of the settlement routes (bidder's runner-up answer, Mali İşler's payments list). */
export const SETTLEMENT_SCHEMA_MESSAGES = {
  offerRequired: 'Teklif numarası zorunludur.',
  offerInvalid: 'Teklif numarası geçersiz.',
  filterInvalid: 'Durum filtresi geçersiz.',
  pageInvalid: 'Sayfa numarası geçersiz.',
  tenderRequired: 'İhale numarası zorunludur.',
  tenderInvalid: 'İhale numarası geçersiz.',
} as const;
const M = SETTLEMENT_SCHEMA_MESSAGES;

export const offerParamsSchema = z.object({ id: idSchema(M.offerRequired, M.offerInvalid) });
export const offerAnswerSchema = z.object({ cariId: cariIdSchema });

export const SETTLEMENT_PAGE_SIZE = 20;

export const settlementListQuerySchema = z.object({
  durum: z.enum(SETTLEMENT_FILTERS, { error: M.filterInvalid }).optional(),
  sayfa: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
    z
      .number({ error: M.pageInvalid })
      .int({ error: M.pageInvalid })
      .min(1, { error: M.pageInvalid })
      .max(100_000, { error: M.pageInvalid }),
  ),
});

export const settlementTenderParamsSchema = z.object({ id: idSchema(M.tenderRequired, M.tenderInvalid) });

/** Mali İşler's grace for a statement (PUT /yonetim/mali/odemeler/ayar): whole days, 0 … 15. */
export const settlementRuleSchema = z.object({
  ekstreBeklemeGun: z
    .number({ error: DEADLINE_RULE_TEXTS.graceInvalid })
    .int({ error: DEADLINE_RULE_TEXTS.graceInvalid })
    .min(0, { error: DEADLINE_RULE_TEXTS.graceInvalid })
    .max(STATEMENT_GRACE.maxDays, { error: DEADLINE_RULE_TEXTS.graceInvalid }),
});
