/** @jest-config-loader esbuild-register */
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Unit tests of browser code and shared rules (jsdom, Testing Library). Server integration tests
 * run on Node's own test runner (see package.json `test:server`), because PGlite's WASM loader
 * needs real dynamic import(), which Jest's module sandbox does not offer on Node 20.
 */
export default createJestConfig({
  displayName: 'unit',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/{lib,components,app}/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
