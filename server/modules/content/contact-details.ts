import type { FastifyPluginAsync } from 'fastify';
import type { ContactDetails } from '../../../lib/rules/contact-details';
import { readContactDetails } from '../../content/queries';
import { notFound } from '../../http/errors';

/**
 * `GET /api/v1/IletisimBilgileri`: the institution's contact details for /iletisim and the cookie
 * policy (docs/architecture.md §8 Content). Public and never cached by the browser: a change by
 * Destek shows at once (the anonymous page cache is dropped on every instance when it is saved).
 */
export const contactDetailsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/IletisimBilgileri', async (_request, reply): Promise<{ data: ContactDetails }> => {
    const details = await readContactDetails(app.db);
    if (!details) throw notFound('İletişim bilgileri bulunamadı.');
    reply.header('Cache-Control', 'no-store');
    return { data: details };
  });
};
