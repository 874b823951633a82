import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL server of its own (Debian's binaries), so fault tests can stop and
 * restart it without touching the machine's PostgreSQL that other tests use. PostgreSQL refuses
 * to run as root: as root, every command runs as the `postgres` user on a folder it owns.
 */
export interface PrivatePostgres {
  port: number;
  /** Connection URL of the `postgres` database; callers change the path for their own database. */
  adminUrl: string;
  start(): void;
  stop(): void;
  destroy(): void;
}

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (versions.length === 0) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return path.join(base, versions[versions.length - 1], 'bin');
}

export function createPrivatePostgres(port: number): PrivatePostgres {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    fs.chmodSync(dir, 0o755);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const run = (tool: string, args: string[]) => {
    const cmd = asRoot ? 'runuser' : path.join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (action: string, extra: string[] = []) =>
    run('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', ...extra, action]);
  return {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('start'),
    stop: () => pgCtl('stop', ['-m', 'fast']),
    destroy() {
      try {
        pgCtl('stop', ['-m', 'immediate']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
