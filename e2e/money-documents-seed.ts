/**
 * Prepares the portal of e2e/money-documents.spec.ts: the ordinary demo seed on an EMPTY data
 * folder, then a won tender whose sale Mehmet Kaya has paid (the deposit paid in, blocked, the
 * balance collected through recordBalancePayment: server/documents/test-support.ts), so the spec
 * can download its sale document. Prints the ids as JSON.
 *
 *   rm -rf /tmp/docs && DATA_DIR=/tmp/docs node --import tsx e2e/money-documents-seed.ts
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { paidWonTender } from '../server/documents/test-support';

/** Mehmet Kaya's person account (server/db/seed/data/people.ts). */
export const MEHMET_CARI_ID = 2;

export interface DocumentsSeedIds {
  ihaleId: number;
  tahsilatId: number;
}

async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const now = new Date();
    if (!(await seedIfEmpty(handle.db, now)))
      throw new Error('The database already holds data (use an empty DATA_DIR).');
    const ids: DocumentsSeedIds = await paidWonTender(handle.db, { cariId: MEHMET_CARI_ID, now });
    console.log(JSON.stringify(ids));
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
