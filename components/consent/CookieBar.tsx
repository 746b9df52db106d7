import { useSignals } from '../store/signals.ts';
import type { MouseEvent } from 'react';
import { cookieBarVisible } from '../../lib/consent.ts';
import { useT } from '../i18n.tsx';
import { store } from '../store/store.ts';
import { acceptConsent, consent } from './consentState.ts';
import './consent.css';

/**
 * Rules §consent: A cookie bar with an Accept button, with the content's text (extra.cookie). Not a dialog: the
 * page stays usable around it. It is a labelled region at the end of the page, so it comes last in the tab
 * order, after the content, and sticks to the bottom of the viewport (consent.css). It is in the
 * prerendered HTML, so a first visitor sees it in the first paint; for a visitor who accepted, or inside
 * the app, a script in <head> hides it before that paint (renderer/inline/cookieBarHidden.ts), and the
 * client removes it once it has read the same storage.
 */
export function CookieBar() {
  useSignals();
  const t = useT();
  const cookie = store.extra.value.cookie;
  if (!cookieBarVisible({ consented: consent.value === true, inApp: store.inApp.value, text: cookie?.text }))
    return null;
  const accept = (event: MouseEvent<HTMLButtonElement>) => {
    // The button is about to disappear: keep the keyboard user's place at the page, not the document start.
    const hadFocus = event.currentTarget === document.activeElement;
    acceptConsent();
    if (hadFocus) document.getElementById('content')?.focus({ preventScroll: true });
  };
  return (
    <section className="cookie-bar" aria-label={t('consent.label')}>
      <p className="cookie-bar__text">{cookie!.text}</p>
      <button type="button" className="cookie-bar__accept" onClick={accept}>
        {cookie!.accept || t('consent.accept')}
      </button>
    </section>
  );
}
