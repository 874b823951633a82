import type { BidRefusalCode } from '../auction/messages';

/**
 * The `reason` label of a refused bid (bids_total): a small fixed set, read off the refusal's code
 * (server/auction/messages.ts). Total over the codes, so a new code cannot go unlabelled.
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
  | 'failed';

export const BID_REFUSAL_REASON: Readonly<Record<BidRefusalCode, BidRefusalReason>> = {
  invalidPayload: 'invalid',
  notWholeNumber: 'invalid',
  tooLarge: 'invalid',
  notYourAccount: 'not_your_account',
  tenderNotFound: 'not_found',
  notRunning: 'not_running',
  notStartedYet: 'not_running',
  ended: 'ended',
  notJoined: 'not_joined',
  tooLow: 'too_low',
  alreadyHighest: 'already_highest',
  tooFast: 'rate_limited',
  failed: 'failed',
};
