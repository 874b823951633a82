import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, sourceFiles } from '../test-source-files';

/**
 * Back-office queries are shared query options (issue #35): each concern's key factory and the
 * queryOptions built from it live in lib/api/backoffice/*-queries.ts, and a screen calls
 * useQuery(xxxQuery(args)), so the key a screen reads is the key its mutations invalidate. A
 * screen (or a hook in lib/api/backoffice) that writes its own { queryKey, queryFn } is caught here.
 */

const backOffice = sourceFiles(['components/backoffice', 'app/yonetim', 'lib/api/backoffice']);

/** useQuery / useInfiniteQuery / useSuspenseQuery / useSuspenseInfiniteQuery given an object literal (type arguments allowed). */
const INLINE = /\buse(?:Suspense)?(?:Infinite)?Query\s*(?:<[^()]*?>)?\s*\(\s*\{/g;

function inlineCalls(files: string[], read: (f: string) => string): string[] {
  return files.flatMap((f) => {
    const text = read(f);
    return [...text.matchAll(INLINE)].map((m) => `${f}:${text.slice(0, m.index).split('\n').length}`);
  });
}

test('the pattern catches the inline forms and lets shared options through', () => {
  const samples: Record<string, string> = {
    a: 'const q = useQuery({ queryKey: ["x"], queryFn });',
    b: 'const q = useQuery<Row[]>(\n  {\n queryKey: k });',
    c: 'useInfiniteQuery({ queryKey: k, initialPageParam: null })',
    d: 'useSuspenseQuery({ ...x })',
    ok1: 'const q = useQuery(staffTenderQuery(id));',
    ok2: 'const q = useInfiniteQuery(auditTrailQuery(filter));',
    ok3: 'queryOptions({ queryKey: k, queryFn })',
  };
  expect(inlineCalls(Object.keys(samples), (f) => samples[f])).toEqual(['a:1', 'b:1', 'c:1', 'd:1']);
});

test('no back-office file calls useQuery or useInfiniteQuery with inline options', () => {
  expect(inlineCalls(backOffice, (f) => readFileSync(join(REPO_ROOT, f), 'utf8'))).toEqual([]);
});
