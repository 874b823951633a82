import type { FastifyInstance } from 'fastify';
import { fetchTransport, nestpayPos, type PosApiTransport } from './nestpay-pos';
import { STAND_IN_BANK_API_PATH } from './stand-in-bank-api';
import type { VirtualPos } from './virtual-pos';

/**
 * The portal's virtual POS. With POS_MODE=bank its API calls go to the bank over HTTPS; with the
 * stand-in (POS_MODE=dev) they reach the stand-in's API route in-process (the same route, the same
 * XML, without a socket), so a refund works wherever the app runs, tests included.
 */
export function appPos(app: FastifyInstance): VirtualPos {
  const { pos } = app.config;
  return nestpayPos(pos, pos.mode === 'dev' ? inProcessTransport(app) : fetchTransport);
}

function inProcessTransport(app: FastifyInstance): PosApiTransport {
  return async (_url, xml) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${STAND_IN_BANK_API_PATH}`,
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      payload: xml,
    });
    return { status: res.statusCode, body: res.body };
  };
}
