import { lazy, useState, type ComponentType } from "react";

/**
 * A component in a chunk of its own that a loader can fetch before its page renders: `load` starts (or joins) the
 * fetch, and `Component` is the component itself once fetched, so that the page renders it at once instead of a
 * Suspense fallback that it would then replace (a layout shift). Until then `Component` suspends, as `lazy` does.
 */
export function preloadable<Props extends object>(importer: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const load = () =>
    (loading ??= importer()
      .then((component) => (loaded = component))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const Preloaded = (props: Props) => {
    // Chosen once: a component that changed type on a later render would mount again.
    const [Chunk] = useState(() => loaded ?? Lazy);
    return <Chunk {...props} />;
  };
  return { load, Component: Preloaded };
}
