// The import rules of the portal (docs/architecture.md §3 "Import rules"), checked by dependency-cruiser
// in the server suite (server/layer-rules.test.ts) over server/, lib/, components/ and app/.
// Violations that exist today are recorded in .dependency-cruiser-known-violations.json; a new one fails.
// Update that file only after removing a violation (docs/architecture.md §3), never to let one in:
// UPDATE_KNOWN_VIOLATIONS=1 node --import tsx --test server/layer-rules.test.ts

/** Test files and their helpers: the rules are about production code. */
const TEST = '\\.test\\.tsx?$|(^|/)(test-[\\w-]+|[\\w-]+-support|test-fixtures|fixtures?)(\\.tsx?|/)';

/**
 * The HTTP edge of the server: server/http/ (errors and their status mapping, validate, cookies, rate
 * limits, headers, caching), the route files and the composition of the app and the process.
 */
const HTTP_EDGE = [
  '^server/http/',
  '^server/(app|main)\\.ts$',
  '^server/.+/routes?\\.ts$',
  '^server/.+-routes\\.ts$',
  '^server/.+/routes-[^/]+\\.ts$',
];

/**
 * The domain: the auction, money, notifications, exchange rates, the database layer, every query
 * module (they return domain results or throw DomainError, never an HTTP status) and DomainError.
 */
const DOMAIN = [
  '^server/(auction|money|notifications|rates|db)/',
  '^server/.+/[^/]*queries\\.ts$',
  '^server/modules/domain-error\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-not-to-web-app',
      comment: 'The server never imports the web app: components/, lib/api/ (the fetch client), lib/config.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(components/|lib/api/|lib/config(\\.ts$|/))' },
    },
    {
      name: 'no-seed-constants-outside-seed',
      comment: 'Lookup ids live in lib/contract/lookups.ts; only the seed itself reads the seed constants.',
      severity: 'error',
      from: { path: '^(server|lib|components|app)/', pathNot: '^server/db/seed/' },
      to: { path: '^server/db/seed/constants\\.ts$' },
    },
    {
      name: 'domain-not-to-http-edge',
      comment: 'Domain code never imports the HTTP edge (server/http/, route files, app.ts, main.ts).',
      severity: 'error',
      from: { path: DOMAIN, pathNot: HTTP_EDGE },
      to: { path: HTTP_EDGE },
    },
    {
      name: 'no-server-folder-cycle',
      comment:
        'No import cycle between server folders: a folder depends on another, never back. ' +
        'A folder is every directory of server/ with what lies below it.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server(/|$)' },
      to: { path: '^server(/|$)', circular: true },
    },
  ],
  options: {
    // TypeScript 7 ships no JavaScript compiler API, and dependency-cruiser reads TypeScript with
    // typescript <7 or with swc: swc it is.
    parser: 'swc',
    // `@/…` imports (tsconfig paths); read by tsconfig-paths-webpack-plugin, no compiler needed.
    tsConfig: { fileName: 'tsconfig.json' },
    includeOnly: '^(server|lib|components|app)/',
    exclude: { path: [TEST, '(^|/)(node_modules|\\.next)/'] },
    doNotFollow: { path: 'node_modules' },
    moduleSystems: ['es6', 'cjs'],
    skipAnalysisNotInRules: true,
    progress: { type: 'none' },
  },
};
