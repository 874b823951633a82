/**
 * An instance's Prometheus counters, read from its /api/metrics (open to callers on the same
 * machine). The fault tests wait on them for events that must come after the thing they check did
 * not happen: two more scheduler ticks, a publish the Redis backplane refused.
 */
export async function counter(instanceUrl: string, name: string, labels: Record<string, string> = {}): Promise<number> {
  const res = await fetch(`${instanceUrl}/api/metrics`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`${instanceUrl}/api/metrics answered ${res.status}`);
  const text = await res.text();
  const wanted = Object.entries(labels);
  let sum = 0;
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)(?:\{([^}]*)\})? ([0-9.e+-]+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (wanted.every(([k, v]) => have[k] === v)) sum += Number(m[3]);
  }
  return sum;
}

/** The scheduler's ticks on an instance so far, of any outcome (ran, skipped, failed) or of one. */
export const schedulerTicks = (instanceUrl: string, outcome?: 'ran' | 'skipped' | 'failed') =>
  counter(instanceUrl, 'scheduler_runs_total', outcome ? { outcome } : {});
