'use client';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useHydrated } from '@/lib/session/use-session';

/**
 * A component whose code is downloaded when it first renders in the browser: never rendered on the
 * server nor while the page hydrates, and `fallback` (nothing by default; given the props when it is
 * a function, so the stand-in can look like the component) stands in its place until the code is
 * there. What next/dynamic with `ssr: false` does, with React's own `lazy` and
 * `Suspense`: next/dynamic also carried its server bailout and chunk preloading, about 1.2 KB
 * gzipped, into every public page's first JavaScript (docs/decisions/islands-load-after-hydration.md).
 * A chunk that cannot be fetched throws to the nearest error boundary, as with next/dynamic.
 */
export function clientIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per island at module level, as React.lazy is
  function ClientIsland(props: P) {
    const standIn = typeof fallback === 'function' ? fallback(props) : fallback;
    if (!useHydrated()) return standIn;
    return (
      <Suspense fallback={standIn}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return ClientIsland;
}
