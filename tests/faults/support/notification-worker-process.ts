/**
 * A portal instance's notification worker on its own (what main.ts starts beside the scheduler),
 * for the kill -9 fault test: the same config, database and startNotificationWorker, without
 * Next.js, so the test can start and kill it in seconds. Prints "ready" when the worker runs.
 */
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { startNotificationWorker } from '../../../server/notification-worker/worker';

async function main() {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await startNotificationWorker({
    db: db.db,
    config,
    pollingIntervalSeconds: 0.5,
    relayIntervalMs: 100,
    relayBatch: 20,
    jobExpireSeconds: Number(process.env.FAULT_JOB_EXPIRE_SECONDS ?? 5),
  });
  process.stdout.write('ready\n');
}

main().catch((err) => {
  process.stderr.write(`${err?.stack ?? err}\n`);
  process.exit(1);
});
