import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as icons from './icon-paths';

/**
 * Every icon in the set is the Material icon of its name, shape for shape: the paths come from
 * @mui/icons-material (its CommonJS build lists each shape as jsx("path", {...})).
 */
function materialShapes(name: string): unknown[] {
  const src = readFileSync(join(__dirname, '../../node_modules/@mui/icons-material', `${name}.js`), 'utf8');
  return [...src.matchAll(/jsx\)\("(\w+)", (\{[\s\S]*?\})(?:, "\d+")?\)/g)].map(([, tag, attrs]) => [
    tag,
    JSON.parse(attrs.replace(/(\w+):/g, '"$1":')),
  ]);
}

// A test walks the whole set on purpose; bundles import single icons (one export each).
const set = Object.entries(icons).filter(([name]) => name.endsWith('Icon'));

test.each(set)('%s has the shapes of the Material icon', (name, def) => {
  expect(def).toEqual(materialShapes(name.replace(/Icon$/, '')));
});
