import { BidMessages } from '../auction/messages';

/**
 * The `reason` label of a refused bid: a small fixed set, derived from the Turkish message the
 * bidder got (BidMessages), so the metric follows the rules without place-bid knowing about it.
 */
export type BidRefusalReason =
  | 'invalid'
  | 'not_your_account'
  | 'not_found'
  | 'not_running'
  | 'ended'
  | 'not_joined'
  | 'too_low'
  | 'already_highest'
  | 'rate_limited'
  | 'failed'
  | 'other';

const BY_MESSAGE = new Map<string, BidRefusalReason>([
  [BidMessages.invalidPayload, 'invalid'],
  [BidMessages.notWholeNumber, 'invalid'],
  [BidMessages.tooLarge, 'invalid'],
  [BidMessages.notYourAccount, 'not_your_account'],
  [BidMessages.tenderNotFound, 'not_found'],
  [BidMessages.notRunning, 'not_running'],
  [BidMessages.notStartedYet, 'not_running'],
  [BidMessages.ended, 'ended'],
  [BidMessages.notJoined, 'not_joined'],
  [BidMessages.alreadyHighest, 'already_highest'],
  [BidMessages.tooFast, 'rate_limited'],
  [BidMessages.failed, 'failed'],
]);

// tooLow carries the minimum amount: match its fixed text around the number.
const [TOO_LOW_HEAD, TOO_LOW_TAIL] = BidMessages.tooLow('\u0000').split('\u0000');

export function bidRefusalReason(messages: readonly string[]): BidRefusalReason {
  const first = messages[0] ?? '';
  const known = BY_MESSAGE.get(first);
  if (known) return known;
  if (first.startsWith(TOO_LOW_HEAD) && first.endsWith(TOO_LOW_TAIL)) return 'too_low';
  return 'other';
}
