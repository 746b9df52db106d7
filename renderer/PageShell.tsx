import type { ReactNode } from 'react';
import { I18nProvider, tableTranslator } from '../components/i18n.tsx';
import { Shell } from '../components/shell/Shell.tsx';
import type { LocaleTable } from '../lib/locales.ts';
import type { Lang } from '../lib/sites.ts';
import './base.css';

/** Wraps every page: its strings, then the site shell around it. */
export function PageShell({ lang, strings, children }: { lang: Lang; strings: LocaleTable; children: ReactNode }) {
  const t = tableTranslator(lang, strings); // route-language tables are complete (lib/i18n.test.ts)
  return (
    <I18nProvider lang={lang} t={t}>
      <Shell>{children}</Shell>
    </I18nProvider>
  );
}
