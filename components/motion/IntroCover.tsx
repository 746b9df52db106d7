import { useState } from 'react';
import { useOnDemand } from '../ui/useOnDemand.ts';
import { shouldPlayIntro } from './introStorage.ts';
import { useAfterMount } from '../ui/useAfterMount.ts';

/** An intro whose code cannot load (offline) counts as seen for this page: what waits for it goes on. */
const loadIntroPanel = () => import('./IntroPanel.tsx').then((module) => module.IntroPanel, (error: unknown) => {
  document.documentElement.dataset.intro = 'seen';
  throw error;
});

/**
 * The first-visit intro (spec §2 "On first entry an intro cover text waits for fonts and then animates",
 * §4 "First entry is a state removed after the intro (intro delay 5 s)"). It is decided in an effect, so
 * it never exists in the prerendered HTML and never delays the first paint; it is a fixed overlay, so
 * nothing shifts. `<html data-intro>` says "playing", then "seen" (the header's banner moves from then on,
 * shell.css). The panel (IntroPanel.tsx) is loaded only for the visit that plays it.
 */
export function IntroCover() {
  const [playing, setPlaying] = useState(false);
  // Decided, and the panel loaded and drawn, in a task of its own.
  useAfterMount(() => {
    if (shouldPlayIntro()) setPlaying(true);
    else document.documentElement.dataset.intro = 'seen';
  });
  const IntroPanel = useOnDemand(loadIntroPanel, playing);
  return playing && IntroPanel ? <IntroPanel onDone={() => setPlaying(false)} /> : null;
}
