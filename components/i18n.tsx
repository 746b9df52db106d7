/**
 * The page's translator, provided once by the renderer. Components call `useT()` and never import a
 * locale table: only the page's language travels to the browser. An interactive part (the booking flow,
 * the forms, the cart) may speak the guest's own language instead: its GuestLanguageScope
 * (components/guestLanguage/) provides the guest's translator here, so `useT()` answers in it, and
 * `useUiLang()` there names it; `useLang()` stays the page's, which addresses and the content API need.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { LocaleTable, UiLang } from '../lib/locales.ts';
import type { Lang } from '../lib/sites.ts';
import { createPageTranslator } from '../lib/translate.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The translator of one complete table (lib/i18n.test.ts holds all twenty complete): the page's, or a
 * guest's. Made here, beside the provider, so the page and the guest's parts share one copy of its code
 * (imported from lib/ by both, or re-exported from here, the bundler gives it a first-load chunk of its own).
 */
export function tableTranslator(lang: UiLang, strings: LocaleTable): Translate {
  return createPageTranslator(lang, strings);
}

interface I18n {
  /** The page's language: the routes' and the content's. */
  lang: Lang;
  t: Translate;
}

const I18nContext = createContext<I18n>({ lang: 'en', t: (key) => key });

export function I18nProvider({ lang, t, children }: I18n & { children: ReactNode }) {
  return <I18nContext.Provider value={{ lang, t }}>{children}</I18nContext.Provider>;
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}

/** The page's language (routes, content, the content API). */
export function useLang(): Lang {
  return useContext(I18nContext).lang;
}
