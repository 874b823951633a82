import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitUntil } from '../../support/wait';

/** A Redis server of its own, without persistence, so a test can stop and restart it freely. */
export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

export function createPrivateRedis(port: number): PrivateRedis {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-redis-'));
  let child: ChildProcess | null = null;
  const exited = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((r) => c.once('exit', () => r()));
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const c = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = c;
      let out = '';
      c.stdout!.on('data', (d) => (out += d));
      await waitUntil(() => {
        if (c.exitCode !== null) throw new Error(`redis-server exited: ${out}`);
        return out.includes('Ready to accept connections');
      }, 10_000);
    },
    async stop() {
      const c = child;
      if (!c) return;
      child = null;
      c.kill('SIGTERM');
      await exited(c);
    },
    async destroy() {
      await this.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
