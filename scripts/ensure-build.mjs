// `npm start` on a fresh clone: build the web app once if no production build exists yet.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

// The same folder next.config.ts builds into (NEXT_DIST_DIR lets test builds sit beside .next).
if (!existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)) {
  console.log('No production build yet: running `next build` once (about two minutes)...');
  const r = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
