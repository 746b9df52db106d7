import type { ReactNode } from 'react';
import { I18nProvider } from '../components/i18n.tsx';
import { createTranslator, type LocaleTable } from '../lib/i18n.ts';
import type { Lang } from '../lib/sites.ts';
import './base.css';

/** Wraps every page: strings, skip link and the main landmark the skip link targets. */
export function PageShell({ lang, strings, children }: { lang: Lang; strings: LocaleTable; children: ReactNode }) {
  const t = createTranslator(lang, strings);  // route-language tables are complete (lib/i18n.test.ts)
  return (
    <I18nProvider lang={lang} t={t}>
      <a className="skip-link" href="#content">{t('a11y.skipToContent')}</a>
      <main id="content" tabIndex={-1}>{children}</main>
    </I18nProvider>
  );
}
