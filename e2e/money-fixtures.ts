import type { APIRequestContext } from '@playwright/test';
import type { MadeTender } from '../server/e2e-fixtures/make-tender';
import type { ConversationSpec, MadeConversation } from '../server/e2e-fixtures/money-conversations';
import type { BidTenderSpec, DecidedTender } from '../server/e2e-fixtures/money-tenders';
import { postFixture } from './fixtures';

/**
 * The money and back-office journeys' own data beyond make.* (server/e2e-fixtures/routes-money.ts):
 * each of the journey's own accounts, made new for it, so no journey reads another's.
 */

/**
 * A tender that ran with bids of the given accounts (in that order; the last bids highest), ended,
 * and waits at 214 for an İhale Sorumlusu's decision.
 */
export const awaitingDecisionTender = (request: APIRequestContext, spec: BidTenderSpec) =>
  postFixture<DecidedTender>(request, 'sonuc-bekleyen-ihale', spec);

/**
 * A won tender whose winner (the last bidder) did not pay by the deadline: the scheduler forfeited
 * the winner's deposit and offered the sale to the runner-up (the bidder before) at its own bid.
 */
export const defaultedTender = (request: APIRequestContext, spec: BidTenderSpec) =>
  postFixture<DecidedTender>(request, 'odenmeyen-ihale', spec);

/** A running tender withdrawn from publication (YayindanKaldir) with the reason its address gives. */
export const withdrawnTender = (request: APIRequestContext, neden: string) =>
  postFixture<MadeTender>(request, 'yayindan-kaldirilan-ihale', { neden });

/** A conversation of the account: its first message, and an institution answer when given. */
export const conversation = (request: APIRequestContext, spec: Omit<ConversationSpec, 'konuId'>) =>
  postFixture<MadeConversation>(request, 'iletisim', spec);
