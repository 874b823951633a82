// Compiles the server (server/main.ts and everything of ours it imports) into one JavaScript file,
// .server-build/main.mjs, which scripts/start.sh and scripts/cluster.sh run with plain node.
//
// Why: under `node --import tsx` the production process also carried tsx's compiler, its source
// maps and, whenever its transform cache was cold, an esbuild child process: about 20 MB more
// resident when idle, and a second process that sometimes showed up in the bench's memory reading
// (docs/architecture.md §1 "Memory", issue #18). `npm run dev`, the tests and the one-off scripts
// still run the TypeScript through tsx.
//
// npm packages stay outside the file (node loads them from node_modules as before). Our modules
// that find files next to themselves (__dirname, __filename, import.meta.dirname) get their own
// source location back, relative to the output file, so the build works wherever the checkout is.
// Quick (about a tenth of a second): scripts/ensure-build.mjs runs it on every start, so the
// server never runs stale code.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUILD = path.join(ROOT, '.server-build', 'main.mjs');

const MODULE_PATHS = /\b__dirname\b|\b__filename\b|\bimport\.meta\.(dirname|filename)\b/;

/** Gives each of our modules that asks for its own location that location, not the bundle's. */
const ownLocation = (outDir) => ({
  name: 'own-location',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!MODULE_PATHS.test(source)) return undefined;
      const fromOutput = path.relative(outDir, args.path).split(path.sep).join('/');
      const header =
        `const __filename = __portalSourcePath(${JSON.stringify(fromOutput)});` +
        'const __dirname = __portalDirname(__filename);';
      return {
        contents:
          header +
          source
            .replace(/\bimport\.meta\.dirname\b/g, '__dirname')
            .replace(/\bimport\.meta\.filename\b/g, '__filename'),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        resolveDir: path.dirname(args.path),
      };
    });
  },
});

// The two helpers ownLocation's headers call. (Our code calls no bare `require`: pdf-document.ts
// makes its own with createRequire.)
const banner = [
  "import { dirname as __portalDirname } from 'node:path';",
  "import { fileURLToPath as __portalFileURLToPath } from 'node:url';",
  'const __portalSourcePath = (relative) => __portalFileURLToPath(new URL(relative, import.meta.url));',
].join('\n');

/** Compiles server/main.ts into SERVER_BUILD; a test compiles its own entry into its own file. */
export async function buildServer({ entry = path.join(ROOT, 'server', 'main.ts'), outfile = SERVER_BUILD } = {}) {
  const { outputFiles } = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    // Stack traces in the log keep our function names; the map is there for whoever reads one.
    keepNames: true,
    sourcemap: 'linked',
    banner: { js: banner },
    plugins: [ownLocation(path.dirname(outfile))],
    logLevel: 'warning',
    write: false,
  });
  // Each file written beside its place and renamed over it: a portal starting while another start
  // compiles (the e2e suite's portals, the cluster's instances) never reads a half-written file.
  await mkdir(path.dirname(outfile), { recursive: true });
  for (const file of outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, file.path);
  }
}

// Run as a script (package.json "build", the e2e specs' own portals). No top-level await: the server
// tests load this module through tsx as CommonJS.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildServer().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
