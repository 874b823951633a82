import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { STAFF_ROLE_KEYS } from '../../lib/contract/staff';
import { CURRENCY_KEYS } from '../../lib/contract/money';
import { paidWonTender } from '../documents/test-support';
import { unauthorized } from '../http/errors';
import { validate } from '../http/validate';
import { makeCitizen } from './make-citizen';
import { makeStaff } from './make-staff';
import { makeTender, waitForStart } from './make-tender';
import { bidderFixtureRoutes } from './routes-bidder';
import { moneyFixtureRoutes } from './routes-money';

/** Where the journeys' fixtures are made (e2e/fixtures.ts calls these). */
export const E2E_FIXTURES_PATH = '/gelistirici/e2e';
/** The header carrying the fixtures' key (E2E_FIXTURES_KEY). */
export const E2E_FIXTURES_HEADER = 'x-e2e-fixtures-key';

const minutes = z
  .number()
  .min(-10 * 24 * 60)
  .max(60 * 24 * 60);
const amount = z.number().positive().max(1e12);

const citizenBody = z.strictObject({
  adi: z.string().min(1).max(100).optional(),
  soyadi: z.string().min(1).max(100).optional(),
  eposta: z.boolean().optional(),
  gsm: z.boolean().optional(),
  kayit: z.enum(['kayitli', 'kayitsiz', 'eskiSozlesme']).optional(),
  firmalar: z.number().int().min(0).max(5).optional(),
  eklenebilirFirma: z.boolean().optional(),
  teminat: z.partialRecord(z.enum(CURRENCY_KEYS), z.number().min(0).max(1e12)).optional(),
  iban: z.boolean().optional(),
  bildirimOnayi: z.boolean().optional(),
});

const tenderBody = z.strictObject({
  baslik: z.string().min(1).max(200).optional(),
  baslangicDakika: minutes,
  bitisDakika: minutes,
  acilisFiyati: amount.optional(),
  teminat: amount.optional(),
  paraBirimi: z.enum(CURRENCY_KEYS).optional(),
  uzatma: z
    .strictObject({ sonDakika: z.number().int().min(1).max(60), uzatmaDakika: z.number().int().min(1).max(60) })
    .nullable()
    .optional(),
  otomatikSonuclandirma: z.boolean().optional(),
  kdvDahil: z.boolean().optional(),
  oneCikar: z.boolean().optional(),
  taslak: z.boolean().optional(),
});

const staffBody = z.strictObject({
  roller: z.array(z.enum(STAFF_ROLE_KEYS)).min(1),
  totpKayitli: z.boolean().optional(),
});

const wonTenderBody = z.strictObject({
  cariId: z.number().int().positive(),
  /** The winner paid the balance already (default), or the payment is still awaited. */
  odendi: z.boolean().optional(),
  kazananTutar: amount.optional(),
});

/**
 * The e2e journeys' own data (docs/architecture.md §7 "A journey's own data"): a citizen, a tender,
 * a staff member, a won tender, each new and random, made in the running portal by the same code
 * that makes them in production or in the seed. Mounted only in a demo (PORTAL_MODE=demo) with
 * E2E_FIXTURES_KEY set (a real deployment refuses to start with it), and every call carries that key: without the route the
 * journeys would share the seed's people and tenders and could only run one after another.
 */
export const e2eFixtureRoutes: FastifyPluginAsync = async (app) => {
  const key = app.config.e2eFixturesKey;
  // A real deployment refuses to start with the key (server/config.ts); a demo's app needs both.
  if (!key || !app.config.demo) return;
  const expected = Buffer.from(key);
  // Every route of this plugin and of the ones it registers below (Fastify's encapsulation).
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers[E2E_FIXTURES_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized();
  });

  app.post(`${E2E_FIXTURES_PATH}/vatandas`, async (request) =>
    makeCitizen(app.db, validate(citizenBody, request.body, { object: true }), app.now()),
  );

  app.post(`${E2E_FIXTURES_PATH}/personel`, async (request) =>
    makeStaff(app.db, validate(staffBody, request.body, { object: true }), app.now()),
  );

  app.post(`${E2E_FIXTURES_PATH}/ihale`, async (request) => {
    const spec = validate(tenderBody, request.body, { object: true });
    const made = await makeTender(app.db, spec, app.now());
    if (spec.baslangicDakika <= 0 && !spec.taslak) await startedByScheduler(made.id);
    app.auctionEvents.emit({ type: 'pagesChanged', ihaleId: made.id });
    return made;
  });

  app.post(`${E2E_FIXTURES_PATH}/kazanilan-ihale`, async (request) => {
    const spec = validate(wonTenderBody, request.body, { object: true });
    const tender = await makeTender(app.db, { baslangicDakika: -60, bitisDakika: 60 }, app.now());
    await startedByScheduler(tender.id);
    const won = await paidWonTender(app.db, {
      cariId: spec.cariId,
      now: app.now(),
      ihaleId: tender.id,
      pay: spec.odendi ?? true,
      kazananTutar: (spec.kazananTutar ?? 125_000.5).toFixed(2),
    });
    app.auctionEvents.emit({ type: 'pagesChanged', ihaleId: tender.id });
    return { ...tender, tahsilatId: won.tahsilatId || null };
  });

  const startedByScheduler = (id: number) => waitForStart(app.db, id);

  await app.register(moneyFixtureRoutes);
  await app.register(bidderFixtureRoutes);
};
