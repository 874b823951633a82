import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { validate } from '../http/validate';
import { E2E_FIXTURES_PATH } from './routes';
import { makeConversation } from './money-conversations';
import { awaitingDecisionTender, defaultedTender, withdrawnTender } from './money-tenders';

const account = z.number().int().positive();
const bidTenderBody = z.strictObject({
  teklifVerenler: z.array(account).min(1).max(5),
  acilisFiyati: z.number().positive().max(1e9).optional(),
  baslik: z.string().min(1).max(200).optional(),
});

const conversationBody = z.strictObject({
  cariId: account,
  baslik: z.string().min(1).max(200),
  mesaj: z.string().min(1).max(2000),
  kurumYaniti: z.string().min(1).max(2000).optional(),
});

const withdrawnBody = z.strictObject({ neden: z.string().min(1).max(500) });

/**
 * Fixtures of the money and back-office journeys beyond a citizen, a tender and a staff member (registered by routes.ts,
 * under its key check and path): tenders past their bidding (waiting for a decision; won and not
 * paid by the deadline, the runner-up offered the sale), a withdrawn tender, and a conversation
 * with an institution answer, each of the journey's own accounts (e2e/money-fixtures.ts).
 */
export const moneyFixtureRoutes: FastifyPluginAsync = async (app) => {
  const pagesChanged = (ihaleId: number) => app.auctionEvents.emit({ type: 'pagesChanged', ihaleId });
  const deps = { now: () => app.now(), events: app.auctionEvents };

  app.post(`${E2E_FIXTURES_PATH}/sonuc-bekleyen-ihale`, async (request) => {
    const made = await awaitingDecisionTender(app.db, validate(bidTenderBody, request.body, { object: true }), deps);
    pagesChanged(made.id);
    return made;
  });

  app.post(`${E2E_FIXTURES_PATH}/odenmeyen-ihale`, async (request) => {
    const made = await defaultedTender(app.db, validate(bidTenderBody, request.body, { object: true }), deps);
    pagesChanged(made.id);
    return made;
  });

  app.post(`${E2E_FIXTURES_PATH}/yayindan-kaldirilan-ihale`, async (request) =>
    withdrawnTender(app.db, validate(withdrawnBody, request.body, { object: true }), deps),
  );

  app.post(`${E2E_FIXTURES_PATH}/iletisim`, async (request) =>
    makeConversation(app.db, validate(conversationBody, request.body, { object: true }), app.now(), app.hub),
  );
};
