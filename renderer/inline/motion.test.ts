import { describe, expect, it } from 'vitest';
import {
  arrivesCovered,
  COVER,
  ENTERING_ATTRIBUTE,
  ENTERING_KEY,
  INTRO_ATTRIBUTE,
  INTRO_SEEN_KEY,
  INTRO_SEEN_VALUE,
  introPlan,
  REDUCED_MOTION,
} from '../../lib/motion.ts';
import { runInlineScript } from './runInlineScript.ts';

describe('the first-visit intro decided before the first paint (the inline script)', () => {
  it('is decided before the first paint by introPlan, and remembered unless the plan is nothing', () => {
    const cases: { mark: string | null | 'blocked'; reducedMotion: boolean }[] = [
      { mark: null, reducedMotion: false },
      { mark: null, reducedMotion: true },
      { mark: '1', reducedMotion: false },
      { mark: '', reducedMotion: false },
      { mark: 'blocked', reducedMotion: false },
    ];
    for (const { mark, reducedMotion } of cases) {
      const stored = new Map<string, string>();
      if (mark !== null && mark !== 'blocked') stored.set(INTRO_SEEN_KEY, mark);
      const attributes = new Map<string, string>();
      const localStorage = {
        getItem: (key: string) => {
          if (mark === 'blocked') throw new Error('blocked');
          return stored.get(key) ?? null;
        },
        setItem: (key: string, value: string) => {
          stored.set(key, value);
        },
      };
      const document = {
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      };
      const matchMedia = () => ({ matches: reducedMotion });
      runInlineScript('introFirstPaint', { localStorage, document, matchMedia });
      const plan = introPlan(mark, reducedMotion);
      const seen = JSON.stringify({ mark, reducedMotion });
      expect(attributes.get(INTRO_ATTRIBUTE) === 'playing', seen).toBe(plan === 'play');
      if (plan !== 'nothing') expect(stored.get(INTRO_SEEN_KEY), seen).toBe(INTRO_SEEN_VALUE);
      else if (mark !== 'blocked') expect(stored.get(INTRO_SEEN_KEY), seen).toBe(mark);
    }
  });

  it('does not play a visit it cannot remember (storage full)', () => {
    const attributes = new Map<string, string>();
    const localStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    };
    runInlineScript('introFirstPaint', { localStorage, document, matchMedia: () => ({ matches: false }) });
    expect(attributes.size).toBe(0);
  });
});

describe('an arriving page painted under the transition cover (the inline script)', () => {
  const now = 1_000_000;
  const marks: (string | null)[] = [
    null,
    '',
    'x',
    String(now),
    String(now - 1),
    String(now - COVER.markMaxAgeMs + 1),
    String(now - COVER.markMaxAgeMs),
    String(now + 5),
    'Infinity',
  ];

  function runEnteringScript(mark: string | null, reducedMotion = false) {
    const storage = new Map<string, string>(mark === null ? [] : [[ENTERING_KEY, mark]]);
    const attributes = new Set<string>();
    const context = {
      sessionStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        removeItem: (key: string) => storage.delete(key),
      },
      Date: { now: () => now },
      matchMedia: (query: string) => ({ matches: reducedMotion && query === REDUCED_MOTION }),
      document: { documentElement: { setAttribute: (name: string) => attributes.add(name) } },
      Number,
    };
    runInlineScript('enteringCover', context);
    return { covered: attributes.has(ENTERING_ATTRIBUTE), markLeft: storage.has(ENTERING_KEY) };
  }

  it('covers an arriving page exactly when arrivesCovered says so, and removes the mark so a reload is not covered', () => {
    for (const mark of marks)
      expect(runEnteringScript(mark), String(mark)).toEqual({ covered: arrivesCovered(mark, now), markLeft: false });
  });

  it('never covers under reduced motion, and survives storage that throws', () => {
    expect(runEnteringScript(String(now - 10), true).covered).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => runInlineScript('enteringCover', { sessionStorage: throwing })).not.toThrow();
  });
});
