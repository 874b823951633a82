// Lists the server test files for package.json `test:server` (the PGlite pass: every file but those
// marked `// Only on PostgreSQL: <why>`) and `test:server:pg` (`--database`: the database files
// marked `// Also on PostgreSQL: <why>` or `// Only on PostgreSQL: <why>`, the PostgreSQL pass).
// docs/architecture.md §7.
// Usage: node --import tsx scripts/server-test-files.ts [--database|--postgres-only|--all-database|--database-free]
import { join } from 'node:path';
import { classifyTestFiles, postgresTestFiles, testFiles } from './test-file-graph';

const root = join(import.meta.dirname, '..');
const mode = process.argv[2] ?? '--all';
const files = testFiles(root, ['server', 'scripts']);
const { database, databaseFree } = classifyTestFiles(root, files);
const postgres = postgresTestFiles(root, database);
if (mode === '--database' && postgres.unmarked.length > 0) {
  console.error(
    `server-test-files: these open a second pool or choose their database, but lack "// Also on PostgreSQL: <why>":\n${postgres.unmarked.join('\n')}`,
  );
  process.exit(1);
}
const chosen: Record<string, string[]> = {
  '--all': files.filter((f) => !postgres.only.includes(f)),
  '--database': postgres.marked,
  '--postgres-only': postgres.only,
  '--all-database': database,
  '--database-free': databaseFree,
};
const list = chosen[mode];
// An empty list would leave `node --test` to search the whole repository for tests: refuse instead.
if (!list || list.length === 0) {
  console.error(`server-test-files: ${list ? 'no test files found' : `unknown option ${mode}`}`);
  process.exit(1);
}
console.log(list.join('\n'));
