import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';

/** Pages that already have their address: a sign-in's steps all come from the same one. */
const addressed = new WeakSet<Page>();

/**
 * Every journey's page speaks from an address of its own, as every server test does: the portal the
 * journeys start trusts X-Forwarded-For from loopback (TRUST_PROXY=loopback, as behind nginx), and
 * the sign-in brakes count per client address (the token endpoint 30 and the staff sign-in 20 a
 * minute). Without it, four workers signing staff in at once from 127.0.0.1 ran out of the staff
 * budget and a second factor was answered 429. A page keeps the address it was first given.
 */
export async function speakFromOwnAddress(page: Page): Promise<void> {
  if (addressed.has(page)) return;
  addressed.add(page);
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`,
  });
}
