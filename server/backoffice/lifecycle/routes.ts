import type { FastifyPluginAsync } from 'fastify';
import type {
  TenderLifecycleResultWire,
  TenderMonitorWire,
  TenderParticipantsWire,
  TenderResultWire,
} from '../../../lib/contract/tender-lifecycle';
import { confirmWinnerSchema, LIFECYCLE_MESSAGES as M, reasonSchema } from '../../../lib/rules/tender-lifecycle';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { parseId } from '../../kernel/parse-id';
import { auditActor } from '../../kernel/record-audit';
import { currentStaff } from '../../auth/staff/staff-scope';
import { tenderMonitor, tenderParticipants, tenderResult } from './monitor-queries';
import { cancelTender, confirmWinner, declareNoWinner, withdrawTender } from './queries';

const IHALE = { roles: ['ihale'] } as const;

const tenderId = (params: unknown) => {
  const id = parseId((params as { id?: unknown } | undefined)?.id);
  if (id === null) throw notFound(M.tenderNotFound);
  return id;
};

/**
 * A tender's life after publishing, under /api/yonetim (docs/architecture.md §8 "Lifecycle"), for the
 * İhale Sorumlusu only:
 * - `GET ihaleler/:id/izleme` the live monitor's snapshot (bids by alias);
 * - `GET ihaleler/:id/katilimcilar` joined accounts by alias (accounts only after the end);
 * - `GET ihaleler/:id/sonuc` the ranking and the would-be winner;
 * - `POST ihaleler/:id/yayindan-kaldir { neden }`, `POST ihaleler/:id/iptal { neden }`;
 * - `POST ihaleler/:id/sonuc/kazanan { teklifId }`, `POST ihaleler/:id/sonuc/kazanansiz { neden }`.
 */
export const tenderLifecycleRoutes: FastifyPluginAsync = async (app) => {
  // After the change committed (docs/architecture.md §14): the hub tells the tender group (the open
  // page shows the new state and the reason, and closes bidding) and every page cache drops its pages.
  const announce = (result: TenderLifecycleResultWire, neden: string | null) =>
    app.auctionEvents.emit({ type: 'statusChanged', ihaleId: result.id, durumId: result.durumId, neden });

  app.get(
    '/yonetim/ihaleler/:id/izleme',
    { config: IHALE },
    async (request): Promise<{ data: TenderMonitorWire }> => ({
      data: await tenderMonitor(app.db, tenderId(request.params), app.now()),
    }),
  );

  app.get(
    '/yonetim/ihaleler/:id/katilimcilar',
    { config: IHALE },
    async (request): Promise<{ data: TenderParticipantsWire }> => ({
      data: await tenderParticipants(app.db, tenderId(request.params)),
    }),
  );

  app.get(
    '/yonetim/ihaleler/:id/sonuc',
    { config: IHALE },
    async (request): Promise<{ data: TenderResultWire }> => ({
      data: await tenderResult(app.db, tenderId(request.params)),
    }),
  );

  app.post(
    '/yonetim/ihaleler/:id/yayindan-kaldir',
    { config: IHALE },
    async (request): Promise<{ data: TenderLifecycleResultWire }> => {
      const ihaleId = tenderId(request.params);
      const { neden } = validate(reasonSchema, request.body, { object: true });
      const result = await withdrawTender(app.db, auditActor(request), { ihaleId, neden, now: app.now() });
      announce(result, neden);
      return { data: result };
    },
  );

  app.post(
    '/yonetim/ihaleler/:id/iptal',
    { config: IHALE },
    async (request): Promise<{ data: TenderLifecycleResultWire }> => {
      const ihaleId = tenderId(request.params);
      const { neden } = validate(reasonSchema, request.body, { object: true });
      const result = await cancelTender(app.db, auditActor(request), { ihaleId, neden, now: app.now() });
      announce(result, neden);
      return { data: result };
    },
  );

  app.post(
    '/yonetim/ihaleler/:id/sonuc/kazanan',
    { config: IHALE },
    async (request): Promise<{ data: TenderLifecycleResultWire }> => {
      const ihaleId = tenderId(request.params);
      const { teklifId } = validate(confirmWinnerSchema, request.body, { object: true });
      const actor = { ...auditActor(request), personelId: currentStaff(request).personelId };
      const result = await confirmWinner(app.db, actor, { ihaleId, teklifId, now: app.now() });
      announce(result, null);
      return { data: result };
    },
  );

  app.post(
    '/yonetim/ihaleler/:id/sonuc/kazanansiz',
    { config: IHALE },
    async (request): Promise<{ data: TenderLifecycleResultWire }> => {
      const ihaleId = tenderId(request.params);
      const { neden } = validate(reasonSchema, request.body, { object: true });
      const actor = { ...auditActor(request), personelId: currentStaff(request).personelId };
      const result = await declareNoWinner(app.db, actor, { ihaleId, neden, now: app.now() });
      announce(result, neden);
      return { data: result };
    },
  );
};
