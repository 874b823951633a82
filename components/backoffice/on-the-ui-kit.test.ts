import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, sourceFiles } from '../test-source-files';

/**
 * The back office on the UI kit (docs/architecture.md §3, "UI kit"): its dialogs are
 * components/ui/dialog-frame.tsx and its colours the one palette, never its own.
 */

const backOffice = sourceFiles(['components/backoffice', 'app/yonetim']);
const offending = (pattern: RegExp) => backOffice.filter((f) => pattern.test(readFileSync(join(REPO_ROOT, f), 'utf8')));

test('no back-office screen builds its own MUI dialog frame', () => {
  expect(offending(/from '@mui\/material\/(Dialog|DialogTitle)'/)).toEqual([]);
});

test('no back-office screen names a colour outside the palette', () => {
  expect(offending(/['"`]#[0-9a-fA-F]{3,8}\b/)).toEqual([]);
});
