import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/**
 * Starts the production portal as the README starts it (`scripts/start.sh`, which `bash scripts/run.sh
 * start` runs) on its own port and data folder, unless BENCH_BASE_URL points at a running one. Returns
 * the base URL, the pid of the portal (the root of its process tree; none for a running portal) and
 * a stop function.
 */
export async function startPortal(port: number, extraEnv: Record<string, string> = {}) {
  if (process.env.BENCH_BASE_URL) {
    return { baseUrl: process.env.BENCH_BASE_URL, pid: undefined, stop: async () => {} };
  }
  const dataDir = `data/bench-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn('bash', ['scripts/start.sh'], {
    env: {
      ...process.env,
      // The demo, seeded: the benches measure the portal people try out (README's start command).
      PORTAL_MODE: 'demo',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('portal did not start in time');
    try {
      const r = await fetch(`${baseUrl}/api/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 1000));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
