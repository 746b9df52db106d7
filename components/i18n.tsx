/**
 * The page's translator, provided once by the renderer. Components call `useT()` and never import a
 * locale table: only the page's language travels to the browser.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '../lib/sites.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

interface I18n {
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

export function useLang(): Lang {
  return useContext(I18nContext).lang;
}
