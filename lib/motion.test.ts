import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TIMINGS } from './limits.ts';
import {
  arrivesCovered,
  COVER,
  coveredNavigation,
  cursorEnabled,
  INTRO_EXIT_MS,
  introPhrases,
  introPieces,
  introPlan,
  introSchedule,
  MEDIA,
  sectionEntry,
  verticalLinesShown,
} from './motion.ts';

describe('first-visit intro', () => {
  it('plays on a first visit and remembers it at once', () => {
    expect(introPlan(null, false)).toBe('play');
  });

  it('never plays again once the visitor has had it', () => {
    expect(introPlan('1', false)).toBe('nothing');
    expect(introPlan('', false)).toBe('nothing');
  });

  it('does not play when storage is blocked: it could not be remembered, and would cover every page', () => {
    expect(introPlan('blocked', false)).toBe('nothing');
  });

  it('is skipped under reduced motion, and that first visit counts', () => {
    expect(introPlan(null, true)).toBe('remember');
  });

  it('motion.css fades the cover out on the same schedule, from its first frame', () => {
    const css = readFileSync('components/motion/motion.css', 'utf8');
    const { exitAtMs } = introSchedule();
    expect(css).toContain(`animation: intro-cover-out ${INTRO_EXIT_MS}ms var(--shell-ease) ${exitAtMs}ms both;`);
  });

  it('is removed at the intro delay, its fade-out inside it ("intro delay 5 s")', () => {
    expect(TIMINGS.introDelayMs).toBe(5000);
    expect(introSchedule()).toEqual({ exitAtMs: 5000 - INTRO_EXIT_MS, removeAtMs: 5000 });
    expect(introSchedule(300, 600)).toEqual({ exitAtMs: 0, removeAtMs: 300 });
  });

  it('rises word by word, or character by character in an unspaced script', () => {
    expect(introPieces(' Wherever a  firefly glows ')).toEqual(['Wherever', 'a', 'firefly', 'glows']);
    expect(introPieces('庭のランタン')).toEqual(['庭', 'の', 'ラ', 'ン', 'タ', 'ン']);
    expect(introPieces('')).toEqual([]);
  });

  it('breaks its lines between phrases only: a Japanese phrase is a run of kanji or katakana with the hiragana and punctuation after it', () => {
    const phrases = (text: string) => introPhrases(text).map((phrase) => phrase.join(''));
    expect(phrases('坂の途中に、小さな灯りがともります。')).toEqual([
      '坂の',
      '途中に、',
      '小さな',
      '灯りがともります。',
    ]);
    expect(phrases('庭のランタンに、明かりがともります。')).toEqual(['庭の', 'ランタンに、', '明かりがともります。']);
    expect(phrases('ルッチョラは「蛍」です。')).toEqual(['ルッチョラは', '「蛍」です。']);
  });

  it('keeps each word of a spaced script as one phrase, and rises by the same pieces', () => {
    expect(introPhrases('서울에 새로운 불빛이 켜집니다.')).toEqual([['서울에'], ['새로운'], ['불빛이'], ['켜집니다.']]);
    expect(introPhrases('')).toEqual([]);
    expect(introPhrases('坂の途中').flat()).toEqual(introPieces('坂の途中'));
  });
});

describe('page transition cover', () => {
  it('waits for the cover no longer than it takes to close, and lifts it within a second', () => {
    expect(COVER.closeWaitMs).toBeGreaterThanOrEqual(COVER.inMs);
    expect(COVER.closeWaitMs).toBeLessThan(1000);
    expect(COVER.outMs).toBeLessThan(1000);
  });

  it('lifts in motion.css with the duration and easing the script sweeps with', () => {
    const css = readFileSync(new URL('../components/motion/motion.css', import.meta.url), 'utf8');
    const lift = css.match(
      /html\[data-entering\] \.transition-cover \{[^}]*animation: transition-cover-lift (\d+)ms (cubic-bezier\([^)]*\))/,
    );
    expect(lift?.slice(1)).toEqual([String(COVER.outMs), COVER.easing]);
  });

  it('covers an arriving page only after a recent leave', () => {
    const now = 1_000_000;
    expect(arrivesCovered(String(now - 300), now)).toBe(true);
    expect(arrivesCovered(String(now - COVER.markMaxAgeMs), now)).toBe(false);
    expect(arrivesCovered(null, now)).toBe(false);
  });

  const link = {
    href: 'https://s.example/en/florence/menu/',
    target: '',
    download: false,
    button: 0,
    modified: false,
    defaultPrevented: false,
  };
  const here = 'https://s.example/en/florence/';

  it('covers a plain click on a link to another page of the site', () => {
    expect(coveredNavigation(link, here)).toBe('https://s.example/en/florence/menu/');
    expect(coveredNavigation({ ...link, href: 'https://s.example/en/florence/?app=1' }, here)).toBe(
      'https://s.example/en/florence/?app=1',
    );
    expect(coveredNavigation({ ...link, target: '_self' }, here)).toBe(link.href);
  });

  it('leaves every other click to the browser', () => {
    expect(coveredNavigation({ ...link, href: 'https://other.example/en/' }, here)).toBeUndefined();
    expect(coveredNavigation({ ...link, href: 'https://s.example/media/menu.pdf' }, here)).toBeUndefined();
    expect(coveredNavigation({ ...link, href: 'https://s.example/en/florence/#content' }, here)).toBeUndefined();
    expect(coveredNavigation({ ...link, href: 'mailto:tavola@example.com' }, here)).toBeUndefined();
    expect(coveredNavigation({ ...link, target: '_blank' }, here)).toBeUndefined();
    expect(coveredNavigation({ ...link, download: true }, here)).toBeUndefined();
    expect(coveredNavigation({ ...link, button: 1 }, here)).toBeUndefined();
    expect(coveredNavigation({ ...link, modified: true }, here)).toBeUndefined();
    expect(coveredNavigation({ ...link, defaultPrevented: true }, here)).toBeUndefined();
    expect(coveredNavigation({ ...link, href: 'not a url' }, here)).toBeUndefined();
  });
});

describe('section entrances', () => {
  it('leaves what is in view at first load as painted, so the LCP is never delayed', () => {
    expect(sectionEntry({ top: 0, bottom: 700 }, 800)).toBe('asPainted');
    expect(sectionEntry({ top: 790, bottom: 1400 }, 800)).toBe('asPainted');
  });

  it('plays sections below the fold when they scroll into view', () => {
    expect(sectionEntry({ top: 800, bottom: 1400 }, 800)).toBe('onScroll');
    expect(sectionEntry({ top: 1200, bottom: 1800 }, 800)).toBe('onScroll');
  });

  it('leaves sections already scrolled past alone', () => {
    expect(sectionEntry({ top: -900, bottom: 0 }, 800)).toBe('asPainted');
  });
});

describe('custom cursor', () => {
  const mouse = { finePointer: true, reducedMotion: false, a11yDisabled: false };
  it('follows a mouse', () => expect(cursorEnabled(mouse)).toBe(true));
  it('is absent on touch screens', () => expect(cursorEnabled({ ...mouse, finePointer: false })).toBe(false));
  it('is absent under reduced motion', () => expect(cursorEnabled({ ...mouse, reducedMotion: true })).toBe(false));
  it('steps aside while a dialog owns the page', () =>
    expect(cursorEnabled({ ...mouse, a11yDisabled: true })).toBe(false));
});

describe('decorative vertical lines', () => {
  it('are "shown when a site is in the route or a page error exists"', () => {
    expect(verticalLinesShown({ site: 'florence', pageError: false })).toBe(true);
    expect(verticalLinesShown({ site: undefined, pageError: true })).toBe(true);
    expect(verticalLinesShown({ site: undefined, pageError: false })).toBe(false);
  });
});

describe('rotate-device notice', () => {
  it('shows in motion.css under the same media query the script follows', () => {
    const css = readFileSync(new URL('../components/motion/motion.css', import.meta.url), 'utf8');
    expect(css).toContain(`@media ${MEDIA.rotateDevice}`);
  });
});
