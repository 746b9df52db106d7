/**
 * The guest's own language for an interactive part (the booking flow, the reservation overlay, the
 * contact form, the cart and checkout): its texts, dates and names switch to any of the twenty tables,
 * loaded on demand, while the page around stays in the site's language. The part is marked with the
 * language and its direction, so Arabic mirrors and screen readers pronounce it right.
 *
 * It opens in the language `guestLangFor` (lib/guestLang.ts) picks: the choice kept for the visit, else
 * the browser's, else the page's; until its table has arrived, the page's texts stay.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { guestLangFor } from '../../lib/guestLang.ts';
import { isUiLang, loadLocale, pageStrings, UI_LANG_TRAITS, type UiLang } from '../../lib/locales.ts';
import { I18nProvider, tableTranslator, useLang, useT } from '../i18n.tsx';
import { GUEST_LANG_EVENT, keepGuestLang, keptGuestLang } from './keptGuestLang.ts';
import { loadScriptFaces } from './scriptFaces.ts';
import './guestLanguage.css';

type Translate = ReturnType<typeof useT>;

interface GuestLanguage {
  /** The language the part speaks now (its table loaded). */
  lang: UiLang;
  /** The guest's choice: kept for the visit, and spoken once its table has loaded. */
  choose(lang: UiLang): void;
}

const GuestLanguageContext = createContext<GuestLanguage | undefined>(undefined);

/** The scope's language and the way to change it; undefined outside a GuestLanguageScope. */
export function useGuestLanguage(): GuestLanguage | undefined {
  return useContext(GuestLanguageContext);
}

/**
 * The language the texts around are in, for dates, names and numbers written beside them: the scope's,
 * or the page's outside one.
 */
export function useUiLang(): UiLang {
  const pageLang = useLang();
  return useContext(GuestLanguageContext)?.lang ?? pageLang;
}

/**
 * The marks of the page's own content shown inside a scope (a title, a text from the content API): it
 * stays in the page's language, and is read and set as such.
 */
export function pageLanguage(lang: UiLang): { lang: UiLang; dir: 'ltr' | 'rtl' } {
  return { lang, dir: UI_LANG_TRAITS[lang].dir };
}

export function GuestLanguageScope({ className, children }: { className?: string; children: ReactNode }) {
  const pageLang = useLang();
  const pageT = useT();
  const [wanted, setWanted] = useState<UiLang>(pageLang);
  const [speaking, setSpeaking] = useState<{ lang: UiLang; t: Translate }>({ lang: pageLang, t: pageT });

  // After hydration (the prerendered HTML is in the page's language): the kept or the browser's language;
  // then whatever the guest chooses in any part of the page.
  useEffect(() => {
    setWanted(guestLangFor({ pageLang, browserLangs: navigator.languages ?? [], kept: keptGuestLang() }));
    const follow = (event: Event) => {
      const lang = (event as CustomEvent<unknown>).detail;
      if (typeof lang === 'string' && isUiLang(lang)) setWanted(lang);
    };
    window.addEventListener(GUEST_LANG_EVENT, follow);
    return () => window.removeEventListener(GUEST_LANG_EVENT, follow);
  }, [pageLang]);

  useEffect(() => {
    let current = true;
    // The same state when nothing changed (the part's first mount, in the page's language): a new object
    // would render the whole part a second time as it comes alive.
    if (wanted === pageLang)
      setSpeaking((spoken) => (spoken.lang === pageLang && spoken.t === pageT ? spoken : { lang: pageLang, t: pageT }));
    // The table and, for a script the site's fonts lack, its faces: the part switches once both are here.
    else
      void Promise.all([loadLocale(wanted), loadScriptFaces(wanted)])
        .then(([table]) => current && setSpeaking({ lang: wanted, t: tableTranslator(wanted, pageStrings(table)) }))
        // A table that cannot load (offline, a failed chunk): the part keeps speaking what it spoke.
        .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted, pageLang, pageT]);

  // Kept and told to every part of the page, this one included.
  const choose = useCallback((lang: UiLang) => keepGuestLang(lang), []);
  const value = useMemo(() => ({ lang: speaking.lang, choose }), [speaking.lang, choose]);

  return (
    <GuestLanguageContext.Provider value={value}>
      <I18nProvider lang={pageLang} t={speaking.t}>
        <div
          className={className ? `guest-language ${className}` : 'guest-language'}
          lang={speaking.lang}
          dir={UI_LANG_TRAITS[speaking.lang].dir}
        >
          {children}
        </div>
      </I18nProvider>
    </GuestLanguageContext.Provider>
  );
}
