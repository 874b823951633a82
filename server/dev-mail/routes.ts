import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEV_MAIL_API_PATH, type GelistiriciPostaWire } from '../../lib/contract/dev-mail';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { listCaught, storeCaught } from './queries';

export const DEV_MAIL_PATH = DEV_MAIL_API_PATH;
export const SMS_STAND_IN_PATH = '/gelistirici/sms';

const smsForm = z.object({
  usercode: z.string().max(100),
  password: z.string().max(100),
  msgheader: z.string().max(11).optional(),
  gsmno: z.string().regex(/^\+?\d{10,15}$/, 'gsmno'),
  message: z.string().min(1).max(1000),
  referans: z.string().max(100).optional(),
  dil: z.string().max(5).optional(),
});

/**
 * The stand-ins' routes (docs/architecture.md §13), present only while the stand-ins are on
 * (EDEVLET_MODE=dev and no SMTP_URL; 404 otherwise, never in a real deployment): the list of what
 * the SMTP catcher and the SMS stand-in caught, and the SMS stand-in itself, which the SMS client
 * really calls over HTTP like a Turkish gateway (form POST; answers `00 <id>`, or `30` for wrong
 * credentials).
 */
export const devMailPublicRoutes: FastifyPluginAsync = async (app) => {
  const on = app.config.notifications.standIns;
  const sms = app.config.notifications.sms;

  app.get(DEV_MAIL_PATH, async (_request, reply) => {
    if (!on) throw notFound();
    const rows = await listCaught(app.db);
    const body: GelistiriciPostaWire[] = rows.map((r) => ({
      kanal: r.kanal,
      alici: r.alici,
      konu: r.konu,
      metin: r.metin,
      tarih: r.tarih.toISOString(),
    }));
    return reply.header('Cache-Control', 'no-store').send(body);
  });

  app.post(SMS_STAND_IN_PATH, async (request, reply) => {
    if (!on || !sms) throw notFound();
    const f = validate(smsForm, request.body, { object: true });
    reply.type('text/plain; charset=utf-8');
    if (f.usercode !== sms.user || f.password !== sms.password) return '30';
    const id = await storeCaught(app.db, {
      kanal: 'sms',
      alici: f.gsmno,
      konu: null,
      metin: f.message,
      mesajKimligi: f.referans ?? null,
    });
    return `00 ${id}`;
  });
};
