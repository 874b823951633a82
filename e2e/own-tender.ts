import { type APIRequestContext, expect } from '@playwright/test';
import { type ApiTender, runningTenders } from './profile-support';

/**
 * Which running tender each journey that joins, bids or sets a maximum acts on, decided in one
 * place (docs/architecture.md §7). The journeys run one after another in ONE portal: a tender an
 * earlier journey bid on is not the tender a later one expects (a leader may not bid again, an
 * alias exists already). Each journey owns its tenders, so none meets another's bids, joins or
 * maximums, and none branches on what an earlier one left behind.
 *
 * Chosen among the running tenders with 20 minutes to go, by end (latest first) and by deposit
 * (the cheapest for the bidders' modest deposits, the dearest where the deposit is not paid).
 */
export interface OwnTenders {
  /** Joined and left again, one per width (e2e/bidder-trust.spec.ts). */
  bidderTrust: [ApiTender, ApiTender];
  /** Ayşe's one favourite, outbid by Mehmet (e2e/profile-favourites.spec.ts). */
  favourites: ApiTender;
  /** Mehmet leads, Ayşe outbids (e2e/profile-my-tenders.spec.ts). */
  myTenders: ApiTender;
  /** Mehmet's maximum against Ayşe (e2e/proxy-bid.spec.ts). */
  proxyBid: ApiTender;
  /** Mehmet's bid and its receipt; a TL tender (e2e/bid-record.spec.ts). */
  bidRecord: ApiTender;
  /** Two per width, joined and bid on by Mehmet (e2e/bid-confirmation.spec.ts). */
  bidConfirmation: [[ApiTender, ApiTender], [ApiTender, ApiTender]];
  /** Zeynep pays its deposit by card and bids; a TL tender (e2e/money-card.spec.ts). */
  moneyCard: ApiTender;
}

export async function ownTenders(request: APIRequestContext): Promise<OwnTenders> {
  const byEnd = await runningTenders(request, 20);
  const byDeposit = [...byEnd].sort((a, b) => a.TeminatTutari - b.TeminatTutari);
  // The first three by end are also what e2e/recently-visited.spec.ts looks at (it changes nothing).
  const taken = new Set([...byEnd.slice(0, 3), ...byDeposit.slice(0, 3)].map((t) => t.Id));
  const spare = byDeposit.filter((t) => !taken.has(t.Id));
  const dearest = [...spare].reverse().slice(0, 4);
  const tl = await tlTenderIds(request);
  const cheapTl = spare.filter((t) => tl.has(t.Id) && !dearest.includes(t));
  expect(dearest.length, 'four spare running tenders').toBe(4);
  expect(cheapTl.length, 'two more spare running TL tenders').toBeGreaterThanOrEqual(2);
  return {
    bidderTrust: [byEnd[0], byEnd[1]],
    favourites: byDeposit[0],
    myTenders: byDeposit[1],
    proxyBid: byDeposit[2],
    bidConfirmation: [
      [dearest[0], dearest[1]],
      [dearest[2], dearest[3]],
    ],
    moneyCard: cheapTl[0],
    bidRecord: cheapTl[1],
  };
}

async function tlTenderIds(request: APIRequestContext): Promise<Set<number>> {
  const res = await request.get(
    '/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=IhaleDurumuId eq 213 and ParaBirimiId eq 1&$select=Id&$top=100',
  );
  expect(res.ok(), await res.text()).toBe(true);
  return new Set(((await res.json()).value as { Id: number }[]).map((t) => t.Id));
}
