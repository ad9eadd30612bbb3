import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched the first time it is needed (a toast, the chat panel,
 * the leave question), not with the page (docs/performance.md). Unlike React.lazy it uses
 * no Suspense boundary, so the part appears the moment its chunk has run: React holds back a
 * freshly resolved Suspense boundary for up to 300 ms on a timer, and a shell part such as a
 * toast should not wait for that. Should the chunk fail to load, `fallback` is used instead.
 */
export function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P>,
): { use: (wanted: boolean) => ComponentType<P> | null; preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (m) => (loaded = m.default),
      () => (loaded = fallback),
    ));
  return {
    preload,
    use(wanted) {
      const [, setReady] = useState(0);
      useEffect(() => {
        if (!wanted || loaded) return;
        let live = true;
        void preload().then(() => live && setReady((n) => n + 1));
        return () => {
          live = false;
        };
      }, [wanted]);
      return wanted ? loaded : null;
    },
  };
}
