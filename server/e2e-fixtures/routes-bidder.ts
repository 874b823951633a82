import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { validate } from '../http/validate';
import { makeFinishedTender } from './bidder-finished-tender';
import { E2E_FIXTURES_PATH } from './routes';

const finishedTenderBody = z.strictObject({
  teklifciler: z
    .array(z.strictObject({ kimlikNo: z.string().regex(/^\d{11}$/), cariId: z.number().int().positive() }))
    .min(1)
    .max(5),
  teklifSayisi: z.number().int().min(1).max(10).optional(),
  acilisFiyati: z.number().positive().max(1e9).optional(),
});

/**
 * Fixtures of the bidders' journeys beyond a citizen, a tender and a staff member (registered by routes.ts,
 * under its key check and path):
 * - `bitmis-ihale`: a tender that ran with bids by the given accounts and was decided by the
 *   scheduler (server/e2e-fixtures/bidder-finished-tender.ts); answers in about four seconds.
 */
export const bidderFixtureRoutes: FastifyPluginAsync = async (app) => {
  app.post(`${E2E_FIXTURES_PATH}/bitmis-ihale`, async (request) =>
    makeFinishedTender(app.db, validate(finishedTenderBody, request.body, { object: true }), {
      now: () => app.now(),
      events: app.auctionEvents,
    }),
  );
};
