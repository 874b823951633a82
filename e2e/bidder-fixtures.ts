import type { APIRequestContext } from '@playwright/test';
import type { FinishedTender, FinishedTenderSpec } from '../server/e2e-fixtures/bidder-finished-tender';
import { postFixture } from './fixtures';

/**
 * The bidders' journeys' fixtures beyond make.* (server/e2e-fixtures/routes-bidder.ts), each new and
 * the journey's own.
 */

/**
 * A tender that ran with bids by the given accounts (in turns; the last bid's account wins) and
 * that the scheduler ended and decided: its bid record holds the start, every bid and the end.
 * Takes about four seconds (the tender really runs: server/e2e-fixtures/bidder-finished-tender.ts).
 */
export function finishedTender(request: APIRequestContext, spec: FinishedTenderSpec): Promise<FinishedTender> {
  return postFixture<FinishedTender>(request, 'bitmis-ihale', spec);
}

export type { FinishedTender };
