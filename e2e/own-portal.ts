import { type ChildProcess, execFileSync, spawn } from 'node:child_process';

/**
 * Starts a portal of a spec's own (its own data folder and port) the way production runs it: the
 * server compiled by scripts/build-server.mjs, compiled afresh so the spec never runs stale server
 * code, under plain node (scripts/start.sh runs the same file).
 */
export function startOwnPortal(env: NodeJS.ProcessEnv): ChildProcess {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  return spawn(process.execPath, ['.server-build/main.mjs'], {
    env: { ...env, PORTAL_MODE: 'demo', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
