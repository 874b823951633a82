// The registry mirror these machines use lacks most non-Linux builds of packages with per-platform
// optional binaries (Next's SWC, Biome, esbuild, sharp…). `npm install` then leaves them out of
// package-lock.json, and `npm ci` refuses the lock as out of sync. This adds each missing optional
// entry with the os/cpu/libc its name states, so `npm ci` accepts the lock and skips them on Linux.
// Run after changing dependencies: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const pkgs = lock.packages;
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'wasi'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];
let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (pkgs[base] || pkgs[hoisted]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue; // only exact versions can be pinned
    const tokens = name.split(/[/@-]/);
    const os = OS.find((o) => tokens.includes(o) || (o === 'win32' && tokens.includes('windows')));
    const cpu = CPU.find((c) => tokens.includes(c));
    if (!os && !cpu && !tokens.includes('wasm')) continue;
    const stub = { version: spec, dev: entry.dev || undefined, optional: true };
    if (cpu) stub.cpu = [cpu];
    if (os) stub.os = [os];
    if (tokens.includes('musl')) stub.libc = ['musl'];
    else if (tokens.includes('gnu') && os === 'linux') stub.libc = ['glibc'];
    pkgs[hoisted] = stub;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} missing optional platform entries`);
