'use client';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useHydrated } from '@/lib/session/use-session';

/**
 * A component whose code is downloaded when it first renders in the browser: never rendered on the
 * server nor while the page hydrates, and `fallback` (nothing by default; given the props when it is
 * a function, so the stand-in can look like the component) stands in its place until the code is
 * there. What next/dynamic with `ssr: false` does: next/dynamic also carried its server bailout and
 * chunk preloading, about 1.2 KB gzipped, into every public page's first JavaScript
 * (docs/decisions/islands-load-after-hydration.md). A chunk that cannot be fetched throws to the
 * nearest error boundary, as with next/dynamic.
 *
 * Not React's `lazy` with `Suspense`, for two measured reasons (docs/decisions/
 * islands-load-after-hydration.md): a boundary around the stand-in on the server let the HTML stream
 * it apart from the page, so React revealed a tender page's gallery, its LCP image, up to 0.7 s
 * later; and a boundary added after hydration put the stand-in into the DOM a second time, as its
 * fallback. Here the stand-in stays where the server put it until the component replaces it, once.
 *
 * `loadsWhen` says from the props whether this render wants the component at all (a visitor's bid list
 * never does). Deciding it here, rather than rendering the stand-in bare in one case and the island in
 * the other, keeps the element in place when the answer changes (the session becomes known): React
 * would otherwise take the server's markup out and put the same markup back.
 */
export function clientIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
  loadsWhen: (props: P) => boolean = () => true,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: called once per island at module level, as React.lazy is
  function ClientIsland(props: P) {
    const wanted = useHydrated() && loadsWhen(props);
    const [, setReady] = useState(false);
    useEffect(() => {
      if (!wanted) return;
      // Also when another island loaded the code meanwhile: this one may have rendered the stand-in.
      let live = true;
      fetchOnce().then(
        () => live && setReady(true),
        (error: unknown) => {
          // Rethrown while rendering, so the nearest error boundary shows it.
          if (live)
            setReady(() => {
              throw error;
            });
        },
      );
      return () => {
        live = false;
      };
    }, [wanted]);
    const Component = wanted ? loaded : null;
    if (Component) return <Component {...props} />;
    return typeof fallback === 'function' ? fallback(props) : fallback;
  }
  return ClientIsland;
}
