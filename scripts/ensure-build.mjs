// `npm start` on a fresh clone: build the web app once if no production build exists yet, and make
// sure its scripts and stylesheets have their brotli copies (a build made with a bare `next build`
// has none; the step is quick when they exist). Then compile the server afresh, every time: it takes
// a tenth of a second, and the server never runs stale code (scripts/build-server.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildServer } from './build-server.mjs';

// The same folder next.config.ts builds into (NEXT_DIST_DIR lets test builds sit beside .next).
if (!existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)) {
  console.log('No production build yet: running `next build` once (about two minutes)...');
  const r = spawnSync('npx', ['next', 'build', '--experimental-next-config-strip-types'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const r = spawnSync(process.execPath, ['scripts/compress-static.mjs'], { stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
await buildServer();
