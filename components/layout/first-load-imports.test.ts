import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * Every public page's first JavaScript carries the providers and the shell, and the busiest pages
 * their views (docs/architecture.md §3 "Light on a phone"): nothing they import statically may pull
 * in zod, which only forms need and which cost about 28 KB gzipped on each page when a message
 * constant came from a schema module.
 * Read from the source text: static value imports only (`import type` is erased, `import()` is a
 * chunk of its own).
 */
const root = join(__dirname, '..', '..');
const ROOTS = [
  'app/providers.tsx',
  'components/layout/site-shell.tsx',
  'instrumentation-client.ts',
  // The views of /, /ihaleler and a tender (the pages themselves also read the server's config, zod-checked).
  'components/home/hero-slider.tsx',
  'components/home/featured-tenders.tsx',
  'components/home/recent-tenders-slot.tsx',
  'components/announcements/home-announcements.tsx',
  'components/announcements/popup-announcement.tsx',
  'components/tenders/tender-list-view.tsx',
  'components/tenders/tender-detail-view.tsx',
];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const SUFFIXES = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

function resolveFile(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? normalize(spec.slice(2)) : relative(root, join(root, dirname(from), spec));
  return SUFFIXES.map((s) => `${base}${s}`).find((f) => existsSync(join(root, f)) && statSync(join(root, f)).isFile());
}

/** Each repository file reached from the roots, with the packages it imports. */
function importGraph(roots: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (graph.has(file)) continue;
    const specs = [...readFileSync(join(root, file), 'utf8').matchAll(STATIC_IMPORT)].map((m) => m[1]);
    graph.set(
      file,
      specs.filter((s) => !s.startsWith('.') && !s.startsWith('@/')),
    );
    for (const spec of specs.filter((s) => s.startsWith('.') || s.startsWith('@/'))) {
      const target = resolveFile(file, spec);
      if (target && /\.(ts|tsx)$/.test(target)) queue.push(target);
    }
  }
  return graph;
}

/**
 * Every route file a visitor can reach: all of app/ but the profile screens, the Kurum Paneli and
 * the developer's mail viewer, whose layouts hold a query client (components/common/query-provider.tsx).
 */
function publicRouteFiles(): string[] {
  const behindLogin = /^app\/(\(profile\)|yonetim|\(dev\))\//;
  return readdirSync(join(root, 'app'), { recursive: true, encoding: 'utf8' })
    .map((f) => `app/${f.split('\\').join('/')}`)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !behindLogin.test(f));
}

/**
 * What the browser loads of the graph: the client modules ('use client', the providers, the client
 * instrumentation) and all they import; a server component's own imports stay on the server.
 */
function browserGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(join(root, file), 'utf8'));
  const entries = [...graph.keys()].filter((f) => isClient(f) || f === 'instrumentation-client.ts');
  return importGraph(entries);
}

/** Which of `files` the graph reaches. */
const reached = (graph: Map<string, string[]>, files: string[]) => files.filter((file) => graph.has(file));

const usesReactQuery = (packages: string[]) => packages.some((p) => p.startsWith('@tanstack/react-query'));

describe('the first load of every public page', () => {
  const graph = importGraph(ROOTS);
  const browser = browserGraph(graph);
  // The browser's part of a tender's page, and of the home page and the list through their layouts.
  const tenderPage = browserGraph(importGraph(['app/(public)/ihaleler/[id]/page.tsx']));
  const listPages = browserGraph(
    importGraph([
      'app/layout.tsx',
      'app/(public)/layout.tsx',
      'app/(public)/page.tsx',
      'app/(public)/ihaleler/page.tsx',
    ]),
  );

  it('reaches the shell and the session code it is meant to cover', () => {
    expect(graph.has('components/layout/site-header.tsx')).toBe(true);
    expect(graph.has('lib/session/session-store.ts')).toBe(true);
    expect(graph.has('components/auction/live-tender-context.tsx')).toBe(true);
  });

  it('carries no session runner, refresh, revocation or account calls: they load after hydration', () => {
    // The providers load components/auth/session-manager.tsx after hydration; it and
    // lib/session/clear-session.ts import the rest where a session exists.
    const sessionOnly = [
      'components/auth/session-manager.tsx',
      'lib/session/clear-session.ts',
      'lib/session/nav-state.ts',
      'lib/session/session-renewal.ts',
      'lib/session/refresh.ts',
      'lib/session/revoke.ts',
      'lib/api/auth.ts',
      'lib/api/account.ts',
      'lib/rules/profile-messages.ts',
    ];
    expect(reached(graph, sessionOnly)).toEqual([]);
  });

  it('carries no fetch wrapper: an island loads it with its first request', () => {
    // The providers set the API's base URL apart from it (lib/api/browser-api-base.ts); the
    // countdown's clock (lib/store/server-offset.ts), which imports it when it measures, loads after
    // hydration with the ticking countdown.
    expect(browser.has('lib/api/browser-api-base.ts')).toBe(true);
    const later = ['lib/api/http.ts', 'lib/api/server-time.ts', 'lib/store/server-offset.ts'];
    expect(reached(browser, later)).toEqual([]);
  });

  it('carries only the watch for the guard redirect: its notice loads when the address asks for it', () => {
    expect(browser.has('components/auth/login-required-notice.tsx')).toBe(true);
    const noticeOnly = [
      'components/auth/login-required-flow.tsx',
      'lib/session/route-guard.ts',
      'lib/session/return-path.ts',
    ];
    expect(reached(browser, noticeOnly)).toEqual([]);
  });

  it("records a tender's visit without the recently visited list's store on the tender page's first load", () => {
    expect(tenderPage.has('components/tenders/record-visit.tsx')).toBe(true);
    expect(tenderPage.has('lib/store/recent-tenders.ts')).toBe(false);
  });

  it("carries no live bids store on the home page and the list: only a signed-in user's cards read it", () => {
    // components/auction/live-card-price.tsx loads the live card price for a signed-in user only.
    expect(listPages.has('components/auction/live-card-price.tsx')).toBe(true);
    expect(listPages.has('lib/realtime/live-bids.ts')).toBe(false);
  });

  it("carries no live bids store nor hub listener on a tender's page: the live feed loads for a signed-in user", () => {
    // components/auction/live-tender-context.tsx holds the server's snapshot and loads
    // live-tender-feed.tsx for a signed-in user, the one who has a hub connection.
    expect(tenderPage.has('components/auction/live-tender-context.tsx')).toBe(true);
    const feedOnly = [
      'components/auction/live-tender-feed.tsx',
      'components/auction/live-status-notice.tsx',
      'lib/realtime/live-bids.ts',
      'lib/realtime/hooks.ts',
    ];
    expect(reached(tenderPage, feedOnly)).toEqual([]);
  });

  it("draws a tender page's countdown, gallery and bids on the server: their live parts load after hydration", () => {
    // components/auction/live-countdown.tsx, components/tenders/gallery-island.tsx and
    // components/auction/live-bid-history.tsx take the server's markup as their children and load
    // the ticking countdown, the carousel and the live list (for a signed-in user or a long list).
    expect(tenderPage.has('components/auction/live-countdown.tsx')).toBe(true);
    expect(tenderPage.has('components/tenders/gallery-island.tsx')).toBe(true);
    expect(tenderPage.has('components/auction/live-bid-history.tsx')).toBe(true);
    const afterHydration = [
      'components/auction/ticking-live-countdown.tsx',
      'lib/store/clock.ts',
      'components/tenders/interactive-gallery.tsx',
      'components/common/use-lazy-embla.ts',
      'lib/rules/status-style.ts',
      'lib/rules/proxy-bid-messages.ts',
      'components/tenders/bid-history.tsx',
      'components/tenders/bid-rows.tsx',
    ];
    expect(reached(tenderPage, afterHydration)).toEqual([]);
  });

  it('carries no tender card nor card price on the home page and the list: the server renders them', () => {
    // The featured cards are server markup inside the client carousel, the recently visited ones
    // load after hydration (components/home/recent-tenders-slot.tsx), and a card's live price takes
    // the server's price as its children, replacing it only for a signed-in user.
    expect(listPages.has('components/common/card-carousel.tsx')).toBe(true);
    const serverOnly = [
      'components/tenders/tender-card.tsx',
      'components/auction/card-price.tsx',
      'components/tenders/price-notes.tsx',
      'lib/store/recent-tenders.ts',
    ];
    expect(reached(listPages, serverOnly)).toEqual([]);
  });

  it("carries the palette's main colours only for the root error page, which every page loads", () => {
    const rootError = browserGraph(importGraph(['app/global-error.tsx']));
    expect(rootError.has('lib/main-colours.ts')).toBe(true);
    expect(rootError.has('lib/theme-palette.ts')).toBe(false);
  });

  it("carries neither the live bids store nor its writer: they load with a signed-in user's live parts", () => {
    expect(reached(browser, ['lib/realtime/live-bids.ts', 'lib/realtime/live-bids-feed.ts'])).toEqual([]);
  });

  it('imports no react-query: the signed-in islands that need it load it after hydration', () => {
    // The root providers hold no query client, so a public page reaching react-query statically
    // would also fail at run time ("No QueryClient set").
    const pages = publicRouteFiles();
    expect(pages).toEqual(expect.arrayContaining(['app/providers.tsx', 'app/(public)/ihaleler/[id]/page.tsx']));
    const withQuery = [...importGraph([...ROOTS, ...pages])].filter(([, packages]) => usesReactQuery(packages));
    expect(withQuery.map(([file]) => file)).toEqual([]);
    // The islands themselves do use it, each under its own provider.
    const island = 'components/auction/signed-in-favourite-toggle.tsx';
    expect(usesReactQuery(importGraph([island]).get(island) ?? [])).toBe(true);
  });

  it("imports no next/dynamic: its server bailout and preloading would ride on every page's first load", () => {
    // Islands load through React's lazy instead (components/common/client-island.tsx).
    const pages = browserGraph(importGraph([...ROOTS, ...publicRouteFiles()]));
    expect(pages.has('components/common/client-island.tsx')).toBe(true);
    const withDynamic = [...pages].filter(([, packages]) => packages.includes('next/dynamic'));
    expect(withDynamic.map(([file]) => file)).toEqual([]);
  });

  it('imports no zod: schemas stay with the forms', () => {
    const withZod = [...graph].filter(([, packages]) => packages.some((p) => p === 'zod' || p.startsWith('zod/')));
    expect(withZod.map(([file]) => file)).toEqual([]);
  });
});
