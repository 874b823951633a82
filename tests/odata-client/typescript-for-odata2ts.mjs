/**
 * Preload for the odata2ts generator (server/odata/odata-client.test.ts, docs/architecture.md §10).
 * odata2ts 0.34 reads compiler-option enums from `require('typescript')`, which here is the
 * project's TypeScript 7 (native, without that JavaScript API). The generator writes its files
 * through ts-morph, which bundles its own TypeScript 5; this hook hands odata2ts that same copy,
 * so the enums match the compiler that uses them. Nothing outside @odata2ts is redirected.
 */
import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const bundled = pathToFileURL(require.resolve('@ts-morph/common/dist/typescript.js')).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/@odata2ts/')) {
      return { url: bundled, format: 'commonjs', shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
