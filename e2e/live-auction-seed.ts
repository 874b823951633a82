/**
 * Prepares a portal for e2e/live-auction.spec.ts so the auction journey takes minutes, not a
 * quarter of an hour. It runs the ordinary demo seed (server/db/seed, unchanged) on an EMPTY data
 * folder or database, as if the seeding had happened SHIFT minutes ago (default 22): the seed's
 * tender "ending in 27 minutes" with the 3-minute extension rule then ends about 5 minutes from
 * now, and its extension window opens about 2 minutes from now. Start the portal on the same
 * folder afterwards; it finds the seed and keeps it (tenders already past their end are settled by
 * the scheduler on its first tick, as after any restart).
 *
 *   rm -rf /tmp/live && DATA_DIR=/tmp/live node --import tsx e2e/live-auction-seed.ts
 *   PORT=3109 DATA_DIR=/tmp/live npm start        # then: E2E_BASE_URL=http://localhost:3109 npx playwright test e2e/live-auction.spec.ts
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';

async function main() {
  const shiftMinutes = Number(process.env.SHIFT ?? 22);
  if (!Number.isFinite(shiftMinutes) || shiftMinutes < 0 || shiftMinutes > 24 * 60)
    throw new Error('SHIFT must be minutes between 0 and 1440');
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const seeded = await seedIfEmpty(handle.db, new Date(Date.now() - shiftMinutes * 60_000));
    console.log(
      seeded
        ? `Seeded as of ${shiftMinutes} minutes ago.`
        : 'The database already holds data: nothing done (use an empty DATA_DIR).',
    );
    if (!seeded) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
