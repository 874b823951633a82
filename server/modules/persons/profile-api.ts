import type { FastifyPluginAsync } from 'fastify';
import { operatorRoutes } from '../../operator/routes';
import { bankingRoutes } from '../banking/routes';
import { companyRoutes } from '../companies/routes';
import { conversationRoutes } from '../conversations/routes';
import { depositRoutes } from '../deposits/routes';
import { financeRoutes } from '../finance/routes';
import { notificationRoutes } from '../notifications/routes';
import { personRoutes } from './routes';
import { settlementRoutes } from '../settlement/routes';

/**
 * Everything of the profile area's API (Hesabım, Finansal Bilgilerim, Firmalarım, İletişim, Bildirimler) and the
 * operator endpoint, registered under /api with one line in server/app.ts.
 */
export const profileApiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(personRoutes);
  await api.register(financeRoutes);
  await api.register(depositRoutes);
  await api.register(settlementRoutes);
  await api.register(bankingRoutes);
  await api.register(companyRoutes);
  await api.register(conversationRoutes);
  await api.register(notificationRoutes);
  await api.register(operatorRoutes);
};
