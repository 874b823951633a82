// Lists the server test files for package.json `test:server` (all of them, the PGlite pass) and
// `test:server:pg` (`--database`: only those that reach a test database, the PostgreSQL pass).
// docs/architecture.md §7. Usage: node --import tsx scripts/server-test-files.ts [--database|--database-free]
import { join } from 'node:path';
import { classifyTestFiles, testFiles } from './test-file-graph';

const root = join(import.meta.dirname, '..');
const mode = process.argv[2] ?? '--all';
const files = testFiles(root, ['server', 'scripts']);
const { database, databaseFree } = classifyTestFiles(root, files);
const chosen: Record<string, string[]> = { '--all': files, '--database': database, '--database-free': databaseFree };
const list = chosen[mode];
// An empty list would leave `node --test` to search the whole repository for tests: refuse instead.
if (!list || list.length === 0) {
  console.error(`server-test-files: ${list ? 'no test files found' : `unknown option ${mode}`}`);
  process.exit(1);
}
console.log(list.join('\n'));
