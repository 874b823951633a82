import type { CardMismatchReason } from '../../../lib/contract/money';
import { PARA_BIRIMI } from '../../../lib/contract/money';
import type { Db } from '../../db/client';
import { type kartOdeme, kartOdemeUyusmazlik } from '../../db/schema';
import { kurusToNumeric, toKurus } from '../../kernel/kurus';
import type { VerifiedCallback } from '../pos/virtual-pos';

const AMOUNT = /^\d{1,15}\.\d{2}$/;

/**
 * Puts a genuine approval the portal does not credit by itself into Kart Ödemesi Uyuşmazlıkları
 * (docs/architecture.md §9) with what the bank reported: the amount and currency as sent, read as
 * money where they can be, the authorisation code, the masked card, the response and the whole
 * signed answer. One row per order (`ON CONFLICT (kart_odeme_id) DO NOTHING`): true when this call
 * queued it, false when the order was already waiting there (a repeat).
 */
export async function queueCardMismatch(
  tx: Db,
  p: {
    payment: typeof kartOdeme.$inferSelect;
    verified: VerifiedCallback;
    raw: Record<string, string>;
    neden: CardMismatchReason;
    now: Date;
  },
): Promise<boolean> {
  const v = p.verified;
  const kurus = AMOUNT.test(v.amount) ? toKurus(v.amount) : 0n;
  const currency = Object.values(PARA_BIRIMI).find((c) => c.isoNumeric === v.currencyNumeric);
  const rows = await tx
    .insert(kartOdemeUyusmazlik)
    .values({
      kartOdemeId: p.payment.id,
      cariId: p.payment.cariId,
      neden: p.neden,
      bankaTutarMetni: v.amount,
      bankaParaBirimiKodu: v.currencyNumeric,
      bankaTutar: kurus > 0n ? kurusToNumeric(kurus) : null,
      bankaParaBirimiId: currency?.id ?? null,
      bankaOnayKodu: v.authCode || null,
      maskeliKartNo: v.maskedPan || null,
      bankaYaniti: [v.response, v.procReturnCode].filter(Boolean).join(' ') || null,
      govde: p.raw,
      alinmaTarihi: p.now,
    })
    .onConflictDoNothing({ target: kartOdemeUyusmazlik.kartOdemeId })
    .returning({ id: kartOdemeUyusmazlik.id });
  return rows.length > 0;
}
