import { useState } from 'react';
import { INTRO_ATTRIBUTE } from '../../lib/motion.ts';
import { store } from '../store/store.ts';
import { useAfterMount } from '../ui/useAfterMount.ts';
import { useOnDemand } from '../ui/useOnDemand.ts';

/**
 * An intro whose code cannot load (offline) ends here: the cover's CSS fades it at 5 s anyway, and what
 * waits for first entry goes on.
 */
const loadIntroPanel = () =>
  import('./IntroPanel.tsx').then(
    (module) => module.IntroPanel,
    (error: unknown) => {
      store.firstEnter.value = false;
      document.documentElement.setAttribute(INTRO_ATTRIBUTE, 'seen');
      throw error;
    },
  );

/**
 * The first-visit intro (rules §motion: On first entry an intro cover text waits for fonts and then animates,
 * §motion: First entry is a state removed after the intro (intro delay 5 s)). Whether it plays was decided
 * before the first paint by the head script (renderer/inline/introFirstPaint.ts), which marks
 * `<html data-intro="playing">`; the cover is in the page's HTML (introMarkup.ts) and plays by CSS. Once the
 * page is live this loads its behaviour (IntroPanel.tsx) for the visit that plays it, and otherwise marks
 * "seen" (the header's banner moves from then on, shell.css).
 */
export function IntroCover() {
  const [playing, setPlaying] = useState(false);
  useAfterMount(() => {
    if (document.documentElement.getAttribute(INTRO_ATTRIBUTE) === 'playing') {
      store.firstEnter.value = true;
      setPlaying(true);
    } else {
      document.documentElement.setAttribute(INTRO_ATTRIBUTE, 'seen');
    }
  });
  const IntroPanel = useOnDemand(loadIntroPanel, playing);
  return playing && IntroPanel ? <IntroPanel onDone={() => setPlaying(false)} /> : null;
}
