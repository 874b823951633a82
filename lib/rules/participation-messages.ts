import { formatMoney } from '../format/money';

/**
 * The acknowledgements of joining and leaving a tender (issue #19): what the bidder is told once the
 * server has answered, so a join names the alias it got and the deposit that was blocked.
 */
export const LEAVE_CONFIRM_TITLE = 'İhaleden Ayrılma Onayı';
export const LEAVE_CONFIRM_TEXT = 'İhaleden ayrılmak istediğinize emin misiniz? Blokeli teminatınız çözülecektir.';
export const LEAVE_CONFIRM_BUTTON = 'Evet, Ayrıl';
export const LEAVE_BACK_BUTTON = 'Vazgeç';
export const LEFT_MESSAGE = 'İhaleden ayrıldınız. Blokeli teminatınız çözülmüştür.';
/** Why 'İhaleden Ayrıl' is gone after a bid (issue #36), and the server's refusal of such a leave. */
export const LEAVE_AFTER_BID_MESSAGE = 'Teklif verdiğiniz ihaleden ayrılamazsınız.';

/**
 * 'İhaleye katıldınız. Rumuzunuz: Kartal-123. Teminatınızdan 5.000,00 TL bloke edilmiştir.'
 * Without an alias in the answer or without a deposit the sentence about it is left out.
 */
export function joinedMessage(alias: string | null, deposit: number, currency = 'TL'): string {
  const parts = ['İhaleye katıldınız.'];
  const name = alias?.trim();
  if (name) parts.push(`Rumuzunuz: ${name}.`);
  if (Number.isFinite(deposit) && deposit > 0)
    parts.push(`Teminatınızdan ${formatMoney(deposit, currency)} bloke edilmiştir.`);
  return parts.join(' ');
}

/**
 * Said at once (an assertive alert) when another bid takes the lead from the account (issue #36):
 * 'Teklifiniz geçildi. Yeni en yüksek teklif: 12.500,00 TL.'
 */
export function outbidMessage(amount: number, currency = 'TL'): string {
  return `Teklifiniz geçildi. Yeni en yüksek teklif: ${formatMoney(amount, currency)}.`;
}
