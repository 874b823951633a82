import { readdirSync, readFileSync } from 'node:fs';

export interface TreeMemory {
  /** Resident memory now, summed over the process and its descendants, MB. */
  rssMb: number;
  /** The sum of each process's own peak resident memory (VmHWM), MB: an upper bound of the tree's peak. */
  peakMb: number;
  processes: number;
}

/** Resident memory of a process and every process below it, read from /proc (Linux only). */
export function treeMemory(rootPid: number): TreeMemory {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (comm) state ppid …": the command may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  let rssKb = 0;
  let peakKb = 0;
  let processes = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    const own = statusKb(pid);
    if (!own) continue;
    rssKb += own.rssKb;
    peakKb += own.peakKb;
    processes++;
    pending.push(...(children.get(pid) ?? []));
  }
  return { rssMb: rssKb / 1024, peakMb: peakKb / 1024, processes };
}

/** Resident memory of one process alone, without its children (bench/hub.ts: not the watchers' process). */
export function processMemory(pid: number): TreeMemory {
  const own = statusKb(pid);
  return { rssMb: (own?.rssKb ?? 0) / 1024, peakMb: (own?.peakKb ?? 0) / 1024, processes: own ? 1 : 0 };
}

/** VmRSS and VmHWM of one process, kB; undefined when it has ended. */
function statusKb(pid: number): { rssKb: number; peakKb: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return {
      rssKb: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0),
      peakKb: Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0),
    };
  } catch {
    return undefined;
  }
}

export const formatMemory = (m: TreeMemory) =>
  `${m.rssMb.toFixed(0)} MB resident, peak ${m.peakMb.toFixed(0)} MB (${m.processes} processes)`;
