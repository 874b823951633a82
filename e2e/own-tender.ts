import { type APIRequestContext, expect } from '@playwright/test';
import type { ApiTender } from './profile-support';

/**
 * Which running tender each journey that joins, bids or sets a maximum acts on, decided in one
 * place (docs/architecture.md §7). The journeys run one after another in ONE portal: a tender an
 * earlier journey bid on is not the tender a later one expects (a leader may not bid again, an
 * alias exists already). Each journey owns its tender, so none meets another's bids, joins or
 * maximums, and none branches on what an earlier one left behind.
 *
 * The pool must not change while the suite runs, or a journey late in the run would be handed a
 * tender an earlier one already used: tenders of the seed start (5–60 minutes after the seed) and
 * end during a run. So it holds only running TL tenders (the bidders' deposits are in TL) that
 * started two hours ago or more and end 90 minutes from now or later; the demo seed is the same
 * every run, so are these ten.
 */
export interface OwnTenders {
  /** Ayşe's one favourite, outbid by Mehmet (e2e/profile-favourites.spec.ts). */
  favourites: ApiTender;
  /** Mehmet leads, Ayşe outbids (e2e/profile-my-tenders.spec.ts). */
  myTenders: ApiTender;
  /** Mehmet's maximum against Ayşe (e2e/proxy-bid.spec.ts). */
  proxyBid: ApiTender;
  /**
   * Mehmet's bid and its receipt (e2e/bid-record.spec.ts). The one tender two journeys share, with
   * moneyCard: each has a bidder of its own who is not leading, and each reads the price before
   * bidding, so neither depends on whether the other ran.
   */
  bidRecord: ApiTender;
  /** Zeynep pays its deposit by card and bids (e2e/money-card.spec.ts). */
  moneyCard: ApiTender;
  /** Joined and left again, one per width (e2e/bidder-trust.spec.ts). */
  bidderTrust: [ApiTender, ApiTender];
  /** Two per width, joined and bid on by Mehmet (e2e/bid-confirmation.spec.ts). */
  bidConfirmation: [[ApiTender, ApiTender], [ApiTender, ApiTender]];
}

const MIN = 60_000;

export async function ownTenders(request: APIRequestContext): Promise<OwnTenders> {
  const q = new URLSearchParams({
    $filter: 'IhaleDurumuId eq 213 and ParaBirimiId eq 1',
    $expand: 'Kalemleri',
    $top: '100',
  });
  const res = await request.get(`/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?${q}`);
  expect(res.ok(), await res.text()).toBe(true);
  const now = Date.now();
  const pool = ((await res.json()).value as Array<ApiTender & { BaslangicTarihi: string }>)
    .filter(
      (t) =>
        t.Kalemleri.length > 0 &&
        Date.parse(t.BaslangicTarihi) <= now - 120 * MIN &&
        Date.parse(t.GuncelBitisTarihi) >= now + 90 * MIN,
    )
    // The cheapest deposits first: Zeynep pays hers by card.
    .sort((a, b) => a.TeminatTutari - b.TeminatTutari || a.Id - b.Id);
  expect(pool.length, 'ten running TL tenders that stay running through the suite').toBeGreaterThanOrEqual(10);
  return {
    favourites: pool[0],
    myTenders: pool[1],
    proxyBid: pool[2],
    bidRecord: pool[3],
    moneyCard: pool[3],
    bidderTrust: [pool[4], pool[5]],
    bidConfirmation: [
      [pool[6], pool[7]],
      [pool[8], pool[9]],
    ],
  };
}
