import { describe, expect, it } from 'vitest';
import { CONSENT_ACCEPTED, cookieBarVisible, hasConsented, mayLoadThirdParties } from './consent.ts';

const text = 'We use technical cookies and, with your consent, analytics cookies.';

describe('rules §consent: A cookie bar with an Accept button', () => {
  it('shows the bar to a visitor who has not accepted yet', () => {
    expect(cookieBarVisible({ consented: false, inApp: false, text })).toBe(true);
  });
  it('hides the bar once accepted, on every later page and visit', () => {
    expect(hasConsented(CONSENT_ACCEPTED)).toBe(true);
    expect(cookieBarVisible({ consented: hasConsented(CONSENT_ACCEPTED), inApp: false, text })).toBe(false);
  });
  it('asks again when no choice or an older version of it is stored', () => {
    expect(hasConsented(null)).toBe(false);
    expect(hasConsented('accepted')).toBe(false);
  });
  it('shows no bar in the mobile app, nor without a text from the content', () => {
    expect(cookieBarVisible({ consented: false, inApp: true, text })).toBe(false);
    expect(cookieBarVisible({ consented: false, inApp: false, text: '  ' })).toBe(false);
    expect(cookieBarVisible({ consented: false, inApp: false, text: undefined })).toBe(false);
  });
});

describe("rules §consent: the third parties load only after the cookie bar's Accept", () => {
  it('loads the tag manager and the font kit only after Accept, and never in the app', () => {
    expect(mayLoadThirdParties({ consented: false, inApp: false })).toBe(false);
    expect(mayLoadThirdParties({ consented: true, inApp: false })).toBe(true);
    expect(mayLoadThirdParties({ consented: true, inApp: true })).toBe(false);
  });
});
