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
 * started two hours ago or more and end 90 minutes from now or later, less the running Karton
 * tender that e2e/backoffice-lifecycle.spec.ts cancels; the demo seed is the same every run, so are
 * these nine. bidder-trust only joins and leaves again: it takes the two running TL tenders with the
 * lowest ids outside the pool (started lately, far from their end), which no journey bids on.
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
  /** Joined and left again, one per width, outside the pool (e2e/bidder-trust.spec.ts). */
  bidderTrust: [ApiTender, ApiTender];
  /** Mehmet bids, Ayşe outbids him while he is away (e2e/notifications-journey.spec.ts). */
  notificationsJourney: ApiTender;
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
  const running = ((await res.json()).value as Array<ApiTender & { BaslangicTarihi: string }>).filter(
    (t) => t.Kalemleri.length > 0 && Date.parse(t.GuncelBitisTarihi) >= now + 90 * MIN && !/^Karton/.test(t.Baslik),
  );
  const stays = (t: { BaslangicTarihi: string }) => Date.parse(t.BaslangicTarihi) <= now - 120 * MIN;
  // The cheapest deposits first: Zeynep pays hers by card.
  const pool = running.filter(stays).sort((a, b) => a.TeminatTutari - b.TeminatTutari || a.Id - b.Id);
  const lately = running.filter((t) => !stays(t)).sort((a, b) => a.Id - b.Id);
  expect(pool.length, 'nine running TL tenders that stay running through the suite').toBeGreaterThanOrEqual(9);
  expect(lately.length, 'two running TL tenders started lately').toBeGreaterThanOrEqual(2);
  return {
    favourites: pool[0],
    myTenders: pool[1],
    proxyBid: pool[2],
    bidRecord: pool[3],
    moneyCard: pool[3],
    notificationsJourney: pool[8],
    bidderTrust: [lately[0], lately[1]],
    bidConfirmation: [
      [pool[4], pool[5]],
      [pool[6], pool[7]],
    ],
  };
}
