import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The portal's icon set is components/ui/icons/, one file per icon (a page bundles only the icons it
 * imports), each named as @mui/icons-material names it plus `Icon`. Every one is that Material icon,
 * shape for shape: the paths come from @mui/icons-material (its CommonJS build lists each shape as
 * jsx("path", {...})).
 */
function materialShapes(name: string): unknown[] {
  const src = readFileSync(join(__dirname, '../../node_modules/@mui/icons-material', `${name}.js`), 'utf8');
  return [...src.matchAll(/jsx\)\("(\w+)", (\{[\s\S]*?\})(?:, "\d+")?\)/g)].map(([, tag, attrs]) => [
    tag,
    JSON.parse(attrs.replace(/(\w+):/g, '"$1":')),
  ]);
}

const files = readdirSync(join(__dirname, 'icons')).filter((f) => f.endsWith('.ts'));

test.each(files)('icons/%s holds one Material icon, named after it', (file) => {
  // The set is read file by file, as a list (a page imports single files).
  const exports: Record<string, unknown> = require(`./icons/${file}`);
  const [[name, def], ...more] = Object.entries(exports);
  expect(more).toEqual([]);
  const material = name.replace(/Icon$/, '');
  expect(file).toBe(`${material.replace(/(?<!^)(?=[A-Z])/g, '-').toLowerCase()}.ts`);
  expect(def).toEqual(materialShapes(material));
});
