/**
 * One-time preparation of a cluster's shared database, run by scripts/cluster.sh before any
 * instance starts: creates the database when it does not exist yet, applies the migrations and
 * seeds the demo data once (CLUSTER_SEED=false skips the seed). Doing this before the instances
 * start means they never race for it (both would be safe anyway: migrations and seed take
 * advisory locks).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/esatis_cluster node --import tsx scripts/cluster-prepare.ts
 */
import { loadDeploymentConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { readyDatabase } from '../server/seed/prepare-embedded';

async function createDatabaseIfMissing(url: string): Promise<void> {
  const { Client } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Unsupported database name in DATABASE_URL: "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // The name was checked above; identifiers cannot be bound as parameters.
      await client.query(`create database ${name}`);
      console.log(`Created database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const config = loadDeploymentConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required: a cluster shares one PostgreSQL database.');
  await createDatabaseIfMissing(config.databaseUrl);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // A demo seeds its data (CLUSTER_SEED); a real deployment lays its reference data.
    await readyDatabase(handle.db, config);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error('Cluster preparation failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
