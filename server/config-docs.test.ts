import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

/**
 * The configuration guide's table (docs/guides/configuration.md) lists every variable the two config
 * modules read (server/config.ts for the API, lib/config.ts for the web app), so an operator never has
 * to read code to find one.
 */
const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('configuration guide table', () => {
  it('names every environment variable the config modules read', () => {
    const names = new Set<string>();
    for (const file of ['server/config.ts', 'lib/config.ts']) {
      for (const m of read(file).matchAll(/^\s+([A-Z][A-Z0-9_]+): z\b/gm)) names.add(m[1]);
    }
    assert.ok(names.size > 20, `found only ${names.size} variables: the pattern no longer matches the schemas`);
    const table = read('docs/guides/configuration.md');
    const missing = [...names].filter((n) => !new RegExp(`^\\| ${n}\\s+\\|`, 'm').test(table));
    assert.deepEqual(missing, []);
  });
});
