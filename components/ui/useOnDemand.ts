import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is wanted, and stays: undefined until then. Not React.lazy:
 * a lazy component re-shown behind a Suspense fallback waits for a timer after its code arrives, while this
 * renders it the moment the code is here. Code that cannot load (offline) leaves it undefined, so the page
 * goes on without it instead of failing.
 * @example const Panel = useOnDemand(loadPanel, open); return Panel ? <Panel /> : null;
 */
export function useOnDemand<P extends object>(load: () => Promise<ComponentType<P>>, wanted: boolean): ComponentType<P> | undefined {
  // Held in an object: a function given to a state setter would be called as an updater.
  const [loaded, setLoaded] = useState<{ component: ComponentType<P> }>();
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then((component) => current && setLoaded({ component }), () => {});
    return () => {
      current = false;
    };
  }, [wanted, loaded, load]);
  return loaded?.component;
}
