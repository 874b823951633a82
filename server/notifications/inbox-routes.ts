import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { INBOX_PAGE_SIZE, type OkunmamisWire, type PushAnahtarWire } from '../../lib/contract/notification-inbox';
import { badRequest, conflict, forbidden, validationError } from '../http/errors';
import { validate } from '../http/validate';
import { parseId } from '../kernel/parse-id';
import { isAllowedPushEndpoint } from './channels/push-services';
import { vapidKeys } from './vapid-keys';
import {
  deletePushSubscription,
  inboxPage,
  InboxMessages,
  markAllRead,
  markRead,
  savePushSubscription,
  unreadCount,
} from './inbox-queries';
import {
  InboxValidation,
  noBodySchema,
  pageQuerySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from './inbox-schemas';

/**
 * The account a session acts for (docs/spec.md §1): the inbox is the account's. `cariIds` holds just
 * that account once chosen; a session that has not chosen (or lost the right) has no inbox.
 */
function actingCari(request: FastifyRequest): number {
  const cariId = request.auth?.cariIds[0];
  if (cariId === undefined) throw forbidden();
  return cariId;
}

/** Push subscriptions belong to the signed-in PERSON: a browser is a person's, whichever account they act for. */
function person(request: FastifyRequest): number {
  const id = request.auth?.gercekKisilikId;
  if (id === null || id === undefined) throw forbidden();
  return id;
}

/** No body at all, or `{}`: a JSON null, array or any field is refused (it would be ignored otherwise). */
function refuseBody(body: unknown): void {
  if (body !== undefined) validate(noBodySchema, body, { object: true });
}

/**
 * The inbox and the push opt-in (docs/architecture.md §13), in the bidder scope: no route names an
 * account; each reads the session's own, so another account's item id is simply not found.
 */
export const notificationBidderRoutes: FastifyPluginAsync = async (app) => {
  app.get('/bildirimler', async (request) => {
    const cariId = actingCari(request);
    const { sayfa = 1 } = validate(pageQuerySchema, request.query);
    return { data: await inboxPage(app.db, { cariId, sayfa, sayfaBoyutu: INBOX_PAGE_SIZE }) };
  });

  app.get('/bildirimler/okunmamis', async (request) => {
    const data: OkunmamisWire = { okunmamis: await unreadCount(app.db, actingCari(request)) };
    return { data };
  });

  app.post<{ Params: { id: string } }>('/bildirimler/:id/okundu', async (request) => {
    refuseBody(request.body);
    const cariId = actingCari(request);
    const id = parseId(request.params.id);
    if (id === null) throw badRequest(InboxMessages.invalidId);
    await markRead(app.db, { cariId, id, now: app.now() });
    const data: OkunmamisWire = { okunmamis: await unreadCount(app.db, cariId) };
    return { data };
  });

  app.post('/bildirimler/okundu', async (request) => {
    refuseBody(request.body);
    const cariId = actingCari(request);
    await markAllRead(app.db, { cariId, now: app.now() });
    const data: OkunmamisWire = { okunmamis: await unreadCount(app.db, cariId) };
    return { data };
  });

  app.post('/bildirimler/push/abonelik', async (request, reply) => {
    const body = validate(pushSubscriptionSchema, request.body, { object: true });
    // Only the push services browsers use: never a URL inside the institution's network (§13).
    if (!isAllowedPushEndpoint(body.endpoint, app.config.notifications.pushServiceHosts))
      throw validationError([InboxValidation.pushService]);
    const saved = await savePushSubscription(app.db, {
      gercekKisilikId: person(request),
      subscription: { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
      now: app.now(),
    });
    if (!saved) throw conflict(InboxValidation.takenEndpoint);
    return reply.status(204).send();
  });

  app.delete('/bildirimler/push/abonelik', async (request, reply) => {
    const body = validate(pushUnsubscribeSchema, request.body, { object: true });
    await deletePushSubscription(app.db, { gercekKisilikId: person(request), endpoint: body.endpoint });
    return reply.status(204).send();
  });
};

/** The push key, in the public scope: what every browser needs to subscribe; it identifies the portal, nothing more. */
export const notificationPublicRoutes: FastifyPluginAsync = async (app) => {
  app.get('/bildirimler/push/anahtar', async () => {
    const data: PushAnahtarWire = { publicKey: vapidKeys(app.config, app.db).publicKey };
    return { data };
  });
};
