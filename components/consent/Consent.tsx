import { useEffect } from 'react';
import { useAnalytics } from '../analytics/useAnalytics.ts';
import { CookieBar } from './CookieBar.tsx';
import { readConsent } from './consentState.ts';
import { useInAppMode } from './inAppMode.ts';
import { useThirdParties } from './useThirdParties.ts';

/**
 * The consent layer: everything that decides what the visitor's browser tells third parties. In-app mode
 * first (it hides the bar), then the stored consent, the analytics queue, the cookie bar, and the tag
 * manager and font kit, which load only after Accept.
 */
export function Consent() {
  useInAppMode();
  useEffect(readConsent, []);
  useAnalytics();
  useThirdParties();
  return <CookieBar />;
}
