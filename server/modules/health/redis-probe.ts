import Redis from 'ioredis';

/**
 * Readiness check of the Redis backplane: one lazy connection that never queues and never retries
 * on its own, so a PING answers (or fails) within the timeout instead of hanging the probe.
 */
export interface RedisProbe {
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createRedisProbe(url: string): RedisProbe {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    // Reconnect on the next probe, not in the background.
    retryStrategy: () => null,
  });
  // Failures are the probe's answer, not process errors.
  client.on('error', () => {});
  // Probes that overlap share one connection attempt.
  let connecting: Promise<void> | null = null;
  const connect = () => {
    connecting ??= client.connect().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  return {
    async ping(timeoutMs = 1000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const attempt = (async () => {
        if (client.status !== 'ready') await connect();
        return (await client.ping()) === 'PONG';
      })().catch(() => false);
      try {
        return await Promise.race([attempt, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      client.disconnect();
    },
  };
}
