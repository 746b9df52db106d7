import type { ReactNode } from 'react';
import { I18nProvider } from '../components/i18n.tsx';
import { Shell } from '../components/shell/Shell.tsx';
import { createTranslator, type LocaleTable } from '../lib/i18n.ts';
import type { Lang } from '../lib/sites.ts';
import './base.css';

/** Wraps every page: its strings, then the site shell around it. */
export function PageShell({ lang, strings, children }: { lang: Lang; strings: LocaleTable; children: ReactNode }) {
  const t = createTranslator(lang, strings);  // route-language tables are complete (lib/i18n.test.ts)
  return (
    <I18nProvider lang={lang} t={t}>
      <Shell>{children}</Shell>
    </I18nProvider>
  );
}
