/**
 * A real portal API process for the durability test: app + hub on a PGlite folder (DATA_DIR) or
 * PostgreSQL (DATABASE_URL), listening on TEST_API_PORT (0 = any). Prints "READY <port>" once it serves.
 * The test kills it with SIGKILL mid-stream and starts it again on the same data.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { HUB_PATH } from '../hub/hub-server';
import { startRealtime } from '../hub/realtime';

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SCHEDULER: 'false', SEED_ON_START: 'false' });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const api = await buildApp({ config, db: db.db });
  await api.ready();
  const realtime = startRealtime(api, { scheduler: false, bidRate: null });
  const server = http.createServer((req, res) => api.routing(req, res));
  server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').split('?')[0].toLowerCase() === HUB_PATH.toLowerCase())
      realtime.hub.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.TEST_API_PORT ?? 0), '127.0.0.1', resolve));
  process.stdout.write(`READY ${(server.address() as AddressInfo).port}\n`);
  process.on('SIGTERM', async () => {
    server.close();
    await realtime.close();
    await api.close();
    await db.close();
    process.exit(0);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
