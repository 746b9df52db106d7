import { useEffect } from 'react';
import { nextTask } from './nextTask.ts';

/**
 * Runs `run` once, in a task of its own after the component mounts (never if it unmounts first). For work
 * that would otherwise join the page's first effects, which React runs all in one task: that task was the
 * longest of a phone's load while it also imported and drew the booking form and the intro.
 * @example useAfterMount(() => setFormWanted(true));
 */
export function useAfterMount(run: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, with the `run` of the first render
  useEffect(() => {
    let mounted = true;
    void nextTask().then(() => {
      if (mounted) run();
    });
    return () => {
      mounted = false;
    };
    // Once per mount, with the `run` of the first render.
  }, []);
}
