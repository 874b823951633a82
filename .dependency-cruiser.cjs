// The import rules of the portal (docs/architecture.md §3 "Import rules"), checked by dependency-cruiser
// in the server suite (server/layer-rules.test.ts) over server/, lib/, components/ and app/.
// No violation is allowed; each rule also has a deliberate back-edge there that it must catch.

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
 * The domain: every file of the domain folders, and every query module anywhere (they return domain
 * results or throw DomainError, never an HTTP status). Their route files are the HTTP edge above.
 */
const DOMAIN = [
  '^server/(kernel|db|tenders|notifications|money|transparency|auction|content|documents|rates)/',
  '^server/.+/[^/]*queries\\.ts$',
];

/**
 * The server's folders, bottom first (docs/architecture.md §3 "Where server code goes"). A folder
 * imports only folders of its own layer or below; within a layer, no cycle (the rule after).
 * - the kernel: the database client, schema and migrations; errors, logging, the audit recorder,
 *   kuruş, ids, the HTML shell. server/config.ts sits beside it at the root.
 * - the HTTP toolkit: errors as statuses, validation, cookies, rate limits, headers, caching. Only
 *   route files (the edge) import it from the domain folders (rule domain-not-to-http-edge).
 * - shared services: sign-in and tokens (citizens and staff), content pages, files, the OData
 *   model, exchange rates, the demo's mail catcher.
 * - the domains, in their one direction: tenders (what a tender is and who sees it) ← notifications
 *   (the outbox) ← money ← transparency and open data ← the auction, which closes tenders, blocks
 *   deposits, records bids and tells people; none of them imports the auction.
 * - the transport: the SignalR hub and the metrics, both listening to the auction's events.
 * - the resources (server/modules: a folder per API resource, routes and queries) and the
 *   notification worker.
 * - the back office, the operator's tools, the seed, and the e2e fixtures on top.
 */
const LAYERS = [
  ['kernel', '^server/(kernel|db)/'],
  ['http toolkit', '^server/http/'],
  ['services', '^server/(auth|content|dev-mail|files|odata|rates|security)/'],
  ['tenders', '^server/tenders/'],
  ['notifications and documents', '^server/(notifications|documents)/'],
  ['money', '^server/money/'],
  ['transparency and open data', '^server/(transparency|open-data)/'],
  ['auction', '^server/auction/'],
  ['transport', '^server/(hub|observability)/'],
  ['resources', '^server/(modules|notification-worker)/'],
  ['back office and tools', '^server/(backoffice|operator|seed)/'],
  ['fixtures', '^server/e2e-fixtures/'],
];

/** One rule per layer: nothing in it imports a layer above it. */
const layerRules = LAYERS.slice(0, -1).map(([name, path], i) => ({
  name: `layer-${name.replaceAll(' ', '-')}-imports-no-layer-above`,
  comment: `The ${name} layer imports only its own layer and those below (LAYERS).`,
  severity: 'error',
  from: { path },
  to: { path: LAYERS.slice(i + 1).map(([, p]) => p) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'every-server-folder-in-a-layer',
      comment:
        'A new server folder takes its place in LAYERS (the root holds only config, app, main and their wiring).',
      severity: 'error',
      from: { path: '^server/[^/]+/', pathNot: LAYERS.map(([, p]) => p) },
      to: {},
    },
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
      from: { path: '^(server|lib|components|app)/', pathNot: '^server/seed/' },
      to: { path: '^server/seed/constants\\.ts$' },
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
