import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The back office on the UI kit (docs/architecture.md §3, "UI kit"): its dialogs are
 * components/ui/dialog-frame.tsx and its colours the one palette, never its own.
 */
const root = join(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });
}

const backOffice = [...sources(join(root, 'components/backoffice')), ...sources(join(root, 'app/yonetim'))];
const offending = (pattern: RegExp) => backOffice.filter((f) => pattern.test(readFileSync(join(root, f), 'utf8')));

test('no back-office screen builds its own MUI dialog frame', () => {
  expect(offending(/from '@mui\/material\/(Dialog|DialogTitle)'/)).toEqual([]);
});

test('no back-office screen names a colour outside the palette', () => {
  expect(offending(/['"`]#[0-9a-fA-F]{3,8}\b/)).toEqual([]);
});
