/** @jest-config-loader esbuild-register */
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Unit tests of browser code and shared rules (jsdom, Testing Library). Server integration tests
 * run on Node's own test runner (see package.json `test:server`), because PGlite's WASM loader
 * needs real dynamic import(), which Jest's module sandbox does not offer on Node 20.
 */
const baseConfig = createJestConfig({
  displayName: 'unit',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/{lib,components,app}/**/*.test.{ts,tsx}', '<rootDir>/instrumentation-client.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});

// sanitize-html's parser (htmlparser2 and its dom* helpers) and n2words ship ESM only; Node loads
// them natively, Jest's CommonJS sandbox needs them transformed, and next/jest lets a config only
// append ignores.
const ESM_ONLY = ['htmlparser2', 'domhandler', 'domutils', 'entities', 'domelementtype', 'dom-serializer', 'n2words'];

export default async function config() {
  const resolved = await baseConfig();
  resolved.transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((p) =>
    p.startsWith('/node_modules/') ? p.replace('/node_modules/', `/node_modules/(?!(${ESM_ONLY.join('|')})/)`) : p,
  );
  return resolved;
}
