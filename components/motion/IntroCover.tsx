import { useEffect, useState } from 'react';
import { useOnDemand } from '../ui/useOnDemand.ts';
import { shouldPlayIntro } from './introStorage.ts';
import { nextTask } from '../ui/nextTask.ts';

const loadIntroPanel = () => import('./IntroPanel.tsx').then((module) => module.IntroPanel);

/**
 * The first-visit intro (spec §2 "On first entry an intro cover text waits for fonts and then animates",
 * §4 "First entry is a state removed after the intro (intro delay 5 s)"). It is decided in an effect, so
 * it never exists in the prerendered HTML and never delays the first paint; it is a fixed overlay, so
 * nothing shifts. `<html data-intro>` says "playing", then "seen". The panel (IntroPanel.tsx) is loaded only
 * for the visit that plays it.
 */
export function IntroCover() {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    // Decided in a task of its own: loading and drawing the panel inside the task that runs the page's
    // first effects made that one task longer on a phone.
    let mounted = true;
    void nextTask().then(() => {
      if (!mounted) return;
      if (shouldPlayIntro()) setPlaying(true);
      else document.documentElement.dataset.intro = 'seen';
    });
    return () => {
      mounted = false;
    };
  }, []);
  const IntroPanel = useOnDemand(loadIntroPanel, playing);
  return playing && IntroPanel ? <IntroPanel onDone={() => setPlaying(false)} /> : null;
}
