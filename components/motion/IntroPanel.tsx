/** The first-visit intro's panel, loaded on demand (IntroCover.tsx decides whether it plays). */
import { useSignals } from '@preact/signals-react/runtime';
import { Fragment, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { TIMINGS } from '../../lib/limits.ts';
import { INTRO_SKIP_EXIT_MS, introPhrases, introSchedule } from '../../lib/motion.ts';
import { BRAND } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { store } from '../store/store.ts';
import { nextTask } from '../ui/nextTask.ts';

type Phase = 'waiting' | 'playing' | 'leaving' | 'skipped';

/** Fonts first ("waits for fonts"), but never longer than the font kit's own timeout. */
function fontsSettled(): Promise<unknown> {
  const timeout = new Promise((resolve) => setTimeout(resolve, TIMINGS.fontKitTimeoutMs));
  return document.fonts ? Promise.race([document.fonts.ready, timeout]) : Promise.resolve();
}

/**
 * A modal moment: focus moves to Skip (the one control; Tab stays on it), Escape or Skip end it early,
 * and when it ends focus goes back where it was, or to the page's content.
 */
export function IntroPanel({ onDone }: { onDone: () => void }) {
  useSignals();
  const t = useT();
  const [phase, setPhase] = useState<Phase>('waiting');
  const panel = useRef<HTMLDivElement>(null);
  const skipButton = useRef<HTMLButtonElement>(null);
  const skip = useRef<() => void>(() => {});
  const text = store.extra.value.introText || BRAND;
  const phrases = introPhrases(text);
  // Each piece's place in the rising order, across phrases.
  const firstOf = phrases.map((_, p) => phrases.slice(0, p).reduce((count, phrase) => count + phrase.length, 0));
  const spaced = /\s/.test(text.trim());

  useEffect(() => {
    const previousFocus = document.activeElement;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let ended = false;
    store.firstEnter.value = true;
    document.documentElement.dataset.intro = 'playing';
    // Focus moves, and the fonts are asked about, in a task of their own: either resolves the page's styles
    // (the panel is new), which inside React's task made that one longer task on a phone (a 7-12 ms restyle,
    // unthrottled, in Lighthouse's traces). Here the two share one restyle.
    void nextTask().then(() => {
      if (ended) return;
      skipButton.current?.focus({ preventScroll: true });
      void fontsSettled().then(() => setPhase((now) => (now === 'waiting' ? 'playing' : now)));
    });

    const end = () => {
      if (ended) return;
      ended = true;
      timers.forEach(clearTimeout);
      document.removeEventListener('keydown', onEscape, true);
      const focusWasInside = !document.activeElement || document.activeElement === document.body || panel.current?.contains(document.activeElement);
      store.firstEnter.value = false;
      document.documentElement.dataset.intro = 'seen';
      onDone();
      if (!focusWasInside) return;
      const back = previousFocus instanceof HTMLElement && previousFocus !== document.body && previousFocus.isConnected ? previousFocus : document.getElementById('content');
      back?.focus({ preventScroll: true });
    };
    skip.current = () => {
      timers.forEach(clearTimeout);
      setPhase('skipped');
      timers.push(setTimeout(end, INTRO_SKIP_EXIT_MS));
    };
    function onEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      skip.current();
    }
    document.addEventListener('keydown', onEscape, true);

    const { exitAtMs, removeAtMs } = introSchedule();
    timers.push(setTimeout(() => setPhase((now) => (now === 'skipped' ? now : 'leaving')), exitAtMs));
    timers.push(setTimeout(end, removeAtMs));
    return () => {
      timers.forEach(clearTimeout);
      document.removeEventListener('keydown', onEscape, true);
    };
    // Once per intro: onDone only unmounts this panel.
  }, []);

  function keepFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    skipButton.current?.focus();
  }

  return (
    <div ref={panel} className="intro-cover" data-phase={phase} role="dialog" aria-modal="true" aria-labelledby="intro-cover-text" onKeyDown={keepFocus}>
      <p id="intro-cover-text" className="intro-cover__text">
        <span className="visually-hidden">{text}</span>
        <span className="intro-cover__pieces" aria-hidden="true">
          {phrases.map((phrase, p) => (
            <Fragment key={p}>
              {p > 0 && (spaced ? ' ' : <wbr />)}
              <span className="intro-cover__phrase">
                {phrase.map((piece, i) => (
                  <span key={i} className="intro-cover__piece" style={{ '--i': firstOf[p]! + i } as CSSProperties}>{piece}</span>
                ))}
              </span>
            </Fragment>
          ))}
        </span>
      </p>
      <button ref={skipButton} type="button" className="intro-cover__skip" onClick={() => skip.current()}>
        {t('motion.skipIntro')}
      </button>
    </div>
  );
}
