import { ConfigError, loadConfig } from '../server/config';
import { runOperator } from '../server/operator/cli';

/**
 * The operator command: `npm run operator -- reply <iletisimId> "<text>"` writes an institution
 * answer into the database the portal uses (same DATA_DIR / DATABASE_URL / PORT configuration).
 */
async function main() {
  const code = await runOperator(process.argv.slice(2), loadConfig(), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exit(code);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
