import pg from 'pg';

/**
 * A new, empty PostgreSQL database for one bench portal (the machine's server, trust auth;
 * docs/guides/development.md "The test command"), so a PostgreSQL run starts from the same seed as a PGlite one. Returns its URL.
 * BENCH_PG_ADMIN_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
export async function freshPostgresDatabase(name: string): Promise<string> {
  const admin = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
