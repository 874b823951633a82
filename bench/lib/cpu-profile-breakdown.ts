/**
 * Where a thread's CPU time went, from a V8 CPU profile (inspector Profiler / `node --cpu-prof`):
 * each sample is charged to the innermost frame of the portal's own code or a library it names
 * (server/hub, server/auction, PGlite, …), skipping Node's internals and `ws`, so a socket write
 * counts for whoever wrote. Used by bench/hub.ts to say what limits the hub beyond the floor.
 */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** First match wins, tested against a frame's url; a frame matching none is skipped (its caller decides). */
const CATEGORIES: Array<[string, RegExp]> = [
  ['database (PGlite, drizzle, server/db)', /@electric-sql\/pglite|drizzle-orm|\/server\/db\/|^wasm:/],
  ['bid rules and record (server/auction, transparency)', /\/server\/auction\/|\/server\/transparency\/|@noble\//],
  ['hub transport (server/hub, ws sends)', /\/server\/hub\//],
  ["bidders' SignalR clients (bench)", /@microsoft\/signalr/],
  ["bench harness (and the floor's sends)", /\/bench\//],
  ['other portal code and libraries', /\/server\/|\/lib\/|node_modules/],
];
/** `ws` serves the hub and the bidders' clients alike: its caller says whose work it was. */
const SKIPPED = /node_modules\/ws\//;
const SPECIAL: Record<string, string> = {
  '(garbage collector)': 'garbage collection',
  '(idle)': 'idle',
  '(program)': 'V8/Node (program)',
};

/** Milliseconds per category (and 'idle'), largest first. */
export function cpuBreakdown(profile: CpuProfile): Array<{ category: string; ms: number }> {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map<number, string>();
  const categoryOf = (id: number): string => {
    const known = memo.get(id);
    if (known) return known;
    const path: number[] = [];
    let found = 'Node internals (no portal frame)';
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const cached = memo.get(at);
      if (cached) {
        found = cached;
        break;
      }
      path.push(at);
      const frame = byId.get(at)!.callFrame;
      const special = SPECIAL[frame.functionName];
      if (special) {
        found = special;
        break;
      }
      const hit = SKIPPED.test(frame.url) ? undefined : CATEGORIES.find(([, re]) => re.test(frame.url));
      if (hit) {
        found = hit[0];
        break;
      }
    }
    for (const p of path) memo.set(p, found);
    return found;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const c = categoryOf(id);
    totals.set(c, (totals.get(c) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].map(([category, ms]) => ({ category, ms })).sort((a, b) => b.ms - a.ms);
}

/** Self time per function (name and file), largest first: the detail behind a category. */
export function topFunctions(profile: CpuProfile, n = 15): Array<{ name: string; ms: number }> {
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|server|bench)\//, '$1/')}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n);
}
