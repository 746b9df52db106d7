import { useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is wanted, and stays: undefined until then. Not React.lazy:
 * a lazy component re-shown behind a Suspense fallback waits for a timer after its code arrives, while this
 * renders it the moment the code is here. Code that cannot load (offline) leaves it undefined, so the page
 * goes on without it instead of failing; `onFail` then lets the caller undo what said it was open (a
 * button's aria-expanded). The next time it is wanted, the code is asked for again.
 * @example const Panel = useOnDemand(loadPanel, open, close); return Panel ? <Panel /> : null;
 */
export function useOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  wanted: boolean,
  onFail?: () => void,
): ComponentType<P> | undefined {
  const onFailRef = useRef(onFail);
  onFailRef.current = onFail;
  // Held in an object: a function given to a state setter would be called as an updater.
  const [loaded, setLoaded] = useState<{ component: ComponentType<P> }>();
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then(
      (component) => current && setLoaded({ component }),
      () => {
        if (current) onFailRef.current?.();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, load]);
  return loaded?.component;
}
