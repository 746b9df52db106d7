import { describe, expect, it } from 'vitest';
import { CONSENT_ACCEPTED, CONSENT_STORAGE_KEY, COOKIE_BAR_HIDDEN_ATTRIBUTE } from '../../lib/consent.ts';
import { IN_APP_STORAGE_KEY, isInApp } from '../../lib/inApp.ts';
import { runInlineScript } from './runInlineScript.ts';

describe('the cookie bar hidden before first paint (the inline script)', () => {
  /** Runs the script as a browser would, with this URL and storage; returns whether it hid the bar. */
  function hides(url: string, stored: { consent?: string; inApp?: string }, storageThrows = false): boolean {
    const attributes = new Map<string, string>();
    const storage = (values: Record<string, string | undefined>) => ({
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return values[key] ?? null;
      },
    });
    const globals = {
      location: new URL(url),
      localStorage: storage({ [CONSENT_STORAGE_KEY]: stored.consent }),
      sessionStorage: storage({ [IN_APP_STORAGE_KEY]: stored.inApp }),
      document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    };
    runInlineScript('cookieBarHidden', globals);
    return attributes.has(COOKIE_BAR_HIDDEN_ATTRIBUTE);
  }

  it('hides it for a visitor who accepted, and not for one who did not (or whose answer is from an older version)', () => {
    expect(hides('https://s.example/en/florence/', { consent: CONSENT_ACCEPTED })).toBe(true);
    expect(hides('https://s.example/en/florence/', {})).toBe(false);
    expect(hides('https://s.example/en/florence/', { consent: 'accepted.v0' })).toBe(false);
  });

  it('hides it inside the app exactly when isInApp says so', () => {
    const cases: [string, string | undefined][] = [
      ['https://s.example/en/florence/?app', undefined],
      ['https://s.example/en/florence/?app=ios', undefined],
      ['https://s.example/en/florence/?app=0', '1'],
      ['https://s.example/en/florence/?app=FALSE', undefined],
      ['https://s.example/en/florence/?app=no', '1'],
      ['https://s.example/en/florence/', '1'],
      ['https://s.example/en/florence/', '0'],
      ['https://s.example/en/florence/?happy=1', undefined],
    ];
    for (const [url, remembered] of cases) {
      expect(hides(url, { inApp: remembered }), `${url} remembered ${remembered}`).toBe(isInApp(url, remembered));
    }
  });

  it('counts storage that throws as nothing stored', () => {
    expect(hides('https://s.example/en/florence/', { consent: CONSENT_ACCEPTED }, true)).toBe(false);
    expect(hides('https://s.example/en/florence/?app', {}, true)).toBe(true);
  });
});
