import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { StaffListItem } from '../../../lib/contract/staff';
import {
  staffCreateSchema,
  staffResetSchema,
  staffRolesSchema,
  staffStatusSchema,
} from '../../../lib/rules/staff-admin';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { parseId } from '../../kernel/parse-id';
import { auditActor } from '../../kernel/record-audit';
import { currentStaff } from '../../auth/staff/staff-scope';
import { listStaff, type StaffState } from './queries';
import { addStaff, changeRoles, changeStatus, resetTotp, type StaffChangeContext } from './staff-changes';

const YONETICI = { roles: ['yonetici'] } as const;

/**
 * Staff and roles for the Yönetici (/yonetim/personel, docs/architecture.md §8):
 * - `GET personel`: every staff member with roles, state, TOTP enrolment and last sign-in;
 * - `POST personel { kimlikNo, adiSoyadi, roller }`: a new staff member (TOTP at first sign-in);
 * - `PUT personel/:id/roller { roller }`, `PUT personel/:id/durum { aktif }`,
 *   `POST personel/:id/totp-sifirla`: the changes of staff-changes.ts.
 */
export const staffAdminRoutes: FastifyPluginAsync = async (app) => {
  const context = (request: FastifyRequest): StaffChangeContext => ({
    db: app.db,
    caller: currentStaff(request),
    actor: auditActor(request),
    now: app.now(),
  });
  const idOf = (request: FastifyRequest) => {
    const id = parseId((request.params as { id?: string }).id);
    if (id === null) throw notFound('Personel bulunamadı.');
    return id;
  };
  const answer = (s: StaffState) => ({ data: { id: s.id } });

  app.get('/yonetim/personel', { config: YONETICI }, async (_request, reply): Promise<{ data: StaffListItem[] }> => {
    reply.header('Cache-Control', 'no-store');
    return { data: await listStaff(app.db) };
  });

  /**
   * After a change that ends the member's sessions (committed by now): every instance checks that
   * person's open hub connections again, so a live monitor of an ended session closes at once,
   * not at its idle limit (server/hub/connection-registry.ts).
   */
  const recheckHubConnections = <T extends { kimlikNo: string }>(changed: T): T => {
    app.hub.accountsChanged(changed.kimlikNo);
    return changed;
  };

  app.post('/yonetim/personel', { config: YONETICI }, async (request, reply) => {
    const input = validate(staffCreateSchema, request.body, { object: true });
    const added = await addStaff(context(request), input);
    return reply.status(201).send(answer(added));
  });

  app.put('/yonetim/personel/:id/roller', { config: YONETICI }, async (request) => {
    const id = idOf(request);
    const { roller } = validate(staffRolesSchema, request.body, { object: true });
    return answer(recheckHubConnections(await changeRoles(context(request), id, roller)));
  });

  app.put('/yonetim/personel/:id/durum', { config: YONETICI }, async (request) => {
    const id = idOf(request);
    const { aktif } = validate(staffStatusSchema, request.body, { object: true });
    return answer(recheckHubConnections(await changeStatus(context(request), id, aktif)));
  });

  app.post('/yonetim/personel/:id/totp-sifirla', { config: YONETICI }, async (request) => {
    const id = idOf(request);
    if (request.body !== undefined) validate(staffResetSchema, request.body, { object: true });
    return answer(recheckHubConnections(await resetTotp(context(request), id)));
  });
};
