import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema, operatorReplyPayloadSchema } from '../../lib/rules/profile-schemas';
import { PROFILE_MESSAGES } from '../../lib/rules/profile-messages';
import { forbidden, unauthorized } from '../http/errors';
import { isDirectLocalRequest } from '../http/local-request';
import { validate } from '../http/validate';
import { operatorAdminSchema } from '../../lib/rules/staff-admin';
import { addFirstAdmin } from '../backoffice/staff/staff-changes';
import { replyAsInstitution } from '../modules/conversations/institution-reply';
import { OPERATOR_KEY_HEADER, operatorKeyMatches, readOrCreateOperatorKey } from './operator-key';

const OPERATOR_ONLY = 'Bu işlem yalnızca sunucu üzerindeki operatör komutuyla yapılabilir.';

const paramsSchema = z.object({
  id: idSchema(PROFILE_MESSAGES.conversationRequired, PROFILE_MESSAGES.conversationInvalid),
});

/**
 * Operator endpoints for `npm run operator`. PGlite is single-process, so the command cannot open
 * the database while the portal runs; it asks the portal instead. Only from this machine (loopback,
 * not forwarded by a proxy) and only with the key in DATA_DIR/operator.key, which only someone
 * with access to the data folder can read.
 */
export const operatorPublicRoutes: FastifyPluginAsync = async (app) => {
  const guard = async (request: FastifyRequest) => {
    if (!isDirectLocalRequest(request)) throw forbidden(OPERATOR_ONLY);
    const key = readOrCreateOperatorKey(app.config.dataDir);
    if (!operatorKeyMatches(key, request.headers[OPERATOR_KEY_HEADER])) {
      throw unauthorized(OPERATOR_ONLY);
    }
  };

  app.post('/operator/yonetici', { preHandler: guard }, async (request) => {
    const input = validate(operatorAdminSchema, request.body, { object: true });
    const added = await addFirstAdmin(app.db, input, app.now());
    return { data: { id: added.id, adiSoyadi: added.adiSoyadi } };
  });

  app.post('/operator/iletisim/:id/cevap', { preHandler: guard }, async (request) => {
    const { id } = validate(paramsSchema, request.params);
    const { icerik } = validate(operatorReplyPayloadSchema, request.body);
    const { message, cariId } = await replyAsInstitution(app.db, { iletisimId: id, icerik, now: app.now() }, app.hub);
    return { data: { ...message, cariId } };
  });
};
