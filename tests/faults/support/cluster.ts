import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { issueAccessToken } from '../../../server/auth/tokens';
import { loadConfig } from '../../../server/config';
import { type DbHandle, openDatabase } from '../../../server/db/client';
import { connect, hubClient } from './fixtures';
import { createPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { createPrivateRedis, type PrivateRedis } from './private-redis';
import { waitUntil } from '../../support/wait';

const ROOT = path.resolve(__dirname, '../../..');
/** The task's private ports: PostgreSQL and Redis of our own, nginx and two instances in 3700–3799. */
export const PORTS = { postgres: 55432, redis: 56379, nginx: 3700, instances: [3701, 3702] };

/**
 * A cluster as `scripts/cluster.sh` starts it (the script is what these tests exercise), on a
 * private PostgreSQL and Redis the test may stop and restart. Instances are 0 and 1.
 */
export interface TestCluster {
  nginxUrl: string;
  instanceUrls: string[];
  /** The test's own connection to the shared database (fixtures and assertions). */
  db: DbHandle;
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  /** An access token for a person, signed with the cluster's shared key. */
  token(kimlikNo: string): Promise<string>;
  /** kill -9 of one instance. */
  killInstance(index: number): Promise<void>;
  /**
   * Starts a killed instance again as scripts/cluster.sh started it (same port, settings and log),
   * as a supervisor would; resolves once it answers /api/ready. `stop()` stops it with the rest.
   */
  restartInstance(index: number): Promise<void>;
  instancePid(index: number): number | null;
  stop(): Promise<void>;
}

const exited = (c: ChildProcess) =>
  c.exitCode !== null || c.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => c.once('exit', () => r()));

export async function startTestCluster(): Promise<TestCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-cluster-'));
  const postgres = createPrivatePostgres(PORTS.postgres);
  const redis = createPrivateRedis(PORTS.redis);
  let script: ChildProcess | null = null;
  let db: DbHandle | null = null;
  let out = '';
  /** Instances started again by restartInstance: not the script's children, so stopped here. */
  const restarted = new Map<number, ChildProcess>();
  const stop = async () => {
    for (const c of restarted.values()) c.kill('SIGTERM');
    await Promise.all([...restarted.values()].map(exited));
    if (script) {
      script.kill('SIGTERM');
      await exited(script);
    }
    // Whatever the script did not stop (it was killed itself, or start-up failed half way).
    await runScript(['stop'], dir).catch(() => {});
    await db?.close().catch(() => {});
    await redis.destroy();
    postgres.destroy();
    // FAULTS_LOG_DIR=<folder> keeps the instances' and nginx's logs for a look after the run.
    const keep = process.env.FAULTS_LOG_DIR;
    if (keep) fs.cpSync(dir, path.join(keep, path.basename(dir)), { recursive: true });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    postgres.start();
    await redis.start();
    const publicOrigin = `http://localhost:${PORTS.nginx}`;
    const databaseUrl = postgres.adminUrl.replace(/\/postgres$/, '/esatis_cluster');
    const s = spawn('bash', ['scripts/cluster.sh'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORTAL_MODE: 'demo',
        CLUSTER_DIR: dir,
        CLUSTER_PORT: String(PORTS.nginx),
        CLUSTER_INSTANCE_PORTS: PORTS.instances.join(' '),
        CLUSTER_DATABASE_URL: databaseUrl,
        CLUSTER_REDIS_URL: redis.url,
        PUBLIC_ORIGIN: publicOrigin,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    script = s;
    s.stdout!.on('data', (d) => (out += d));
    s.stderr!.on('data', (d) => (out += d));
    await waitUntil(
      () => {
        if (s.exitCode !== null) throw new Error(`cluster.sh exited (${s.exitCode}):\n${out}`);
        return /\[cluster\] ready at/.test(out);
      },
      180_000,
      'the cluster to be ready',
    );
    db = await openDatabase({ databaseUrl, dataDir: dir });
    const key = fs.readFileSync(path.join(dir, 'token-signing.key'), 'utf8').trim();
    const authApp = {
      // Same key and issuer (the public origin) as the instances: tokens work on every one of them.
      config: loadConfig({ TOKEN_SIGNING_KEY: key, PUBLIC_ORIGIN: publicOrigin }),
      db: db.db,
      now: () => new Date(),
    } as unknown as FastifyInstance;
    const pidFile = (i: number) => path.join(dir, 'run', `instance-${i + 1}.pid`);
    const instancePid = (i: number) => {
      // The script forgets a pid file once its instance died, even when it was started again.
      const again = restarted.get(i);
      if (again?.pid && again.exitCode === null && again.signalCode === null) return again.pid;
      try {
        return Number(fs.readFileSync(pidFile(i), 'utf8').trim());
      } catch {
        return null;
      }
    };
    return {
      nginxUrl: `http://127.0.0.1:${PORTS.nginx}`,
      instanceUrls: PORTS.instances.map((p) => `http://127.0.0.1:${p}`),
      db,
      postgres,
      redis,
      token: (kimlikNo) => issueAccessToken(authApp, kimlikNo),
      instancePid,
      async killInstance(i) {
        const pid = instancePid(i);
        if (!pid) throw new Error(`instance ${i} has no pid file`);
        process.kill(pid, 'SIGKILL');
        await waitUntil(() => !isAlive(pid), 10_000, `instance ${i} to die`);
      },
      async restartInstance(i) {
        const port = PORTS.instances[i];
        const log = fs.openSync(path.join(dir, `instance-${i + 1}.log`), 'a');
        const child = spawn(
          'bash',
          [
            '-c',
            // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash array expansion, not a template
            'source scripts/use-node.sh && source scripts/portal-node.sh && exec node "${PORTAL_NODE_FLAGS[@]}" "$PORTAL_SERVER"',
          ],
          {
            cwd: ROOT,
            env: {
              ...process.env,
              PORTAL_MODE: 'demo',
              NODE_ENV: 'production',
              PORT: String(port),
              HOST: '127.0.0.1',
              DATA_DIR: path.join(dir, `instance-${i + 1}`),
              DATABASE_URL: databaseUrl,
              REDIS_URL: redis.url,
              PUBLIC_ORIGIN: publicOrigin,
              TOKEN_SIGNING_KEY: key,
              SEED_ON_START: 'false',
              TRUST_PROXY: 'loopback',
              LOG_LEVEL: 'warn',
            },
            stdio: ['ignore', log, log],
          },
        );
        fs.closeSync(log);
        restarted.set(i, child);
        fs.writeFileSync(pidFile(i), String(child.pid));
        await waitUntil(
          async () => (await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null))?.ok === true,
          60_000,
          `instance ${i} to be ready again`,
        );
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function runScript(args: string[], dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const c = spawn('bash', ['scripts/cluster.sh', ...args], {
      cwd: ROOT,
      env: { ...process.env, CLUSTER_DIR: dir },
      stdio: 'ignore',
    });
    c.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`cluster.sh ${args.join(' ')}: ${code}`))));
  });
}

/**
 * The cluster of one suite: started before its tests, stopped after them together with every hub
 * client the tests put into `clients` (so a failing test cannot leave connections behind).
 */
export function clusterForSuite(): {
  readonly cluster: TestCluster;
  clients: HubConnection[];
  open(base: string, token: string, opts?: { reconnect?: boolean; groups?: number[] }): Promise<HubConnection>;
} {
  let cluster: TestCluster | undefined;
  const clients: HubConnection[] = [];
  before(async () => {
    cluster = await startTestCluster();
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.stop().catch(() => {})));
    await cluster?.stop();
  });
  return {
    get cluster() {
      if (!cluster) throw new Error('the suite’s cluster has not started');
      return cluster;
    },
    clients,
    /** A hub client the suite stops at its end, started and joined to `opts.groups`. */
    open(base, token, opts = {}) {
      const c = hubClient(base, token, opts);
      clients.push(c);
      return connect(c, opts.groups ?? []);
    },
  };
}
