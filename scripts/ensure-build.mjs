// `npm start` on a fresh clone: build the web app once if no production build exists yet.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: running `next build` once (about two minutes)...');
  const r = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
