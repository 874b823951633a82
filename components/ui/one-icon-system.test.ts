import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * One icon system (docs/architecture.md §3, "UI kit"): icons are components/ui/icon.tsx with shapes from
 * components/ui/icons/, never @mui/icons-material's components.
 */
const root = join(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });
}

test('no screen draws an icon with @mui/icons-material', () => {
  const offenders = [...sources(join(root, 'app')), ...sources(join(root, 'components'))].filter((f) =>
    /from '@mui\/icons-material/.test(readFileSync(join(root, f), 'utf8')),
  );
  expect(offenders).toEqual([]);
});
