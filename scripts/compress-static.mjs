// Writes a brotli copy (`<file>.br`, quality 11) beside each of Next's hashed scripts and stylesheets
// after `next build`, so the portal can send them about 13 % smaller than Next's own gzip without
// compressing at request time (server/http/precompressed-static.ts, docs/architecture.md §3 "Light on a phone").
// Idempotent: a copy that already exists is kept (the names are content hashes).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const root = join(process.env.NEXT_DIST_DIR || '.next', 'static');
/** Fonts and images are compressed already; only text assets gain. */
const TEXT = /\.(js|css)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

if (!existsSync(root)) {
  console.error(`compress-static: ${root} does not exist (run next build first)`);
  process.exit(1);
}
const todo = [...files(root)].filter((path) => !existsSync(`${path}.br`));
const written = todo.length;
// zlib's async calls run on libuv's thread pool: a few at once use both cores.
const queue = todo;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const body = readFileSync(path);
      const br = await compress(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      writeFileSync(`${path}.br`, br);
    }
  }),
);
if (written) console.log(`compress-static: ${written} brotli copies written under ${root}`);
