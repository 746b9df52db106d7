import { useSignals } from '../store/signals.ts';
import { SITES, type Lang, type SiteId } from '../../lib/sites.ts';
import { useLang, useT } from '../i18n.tsx';
import { actions, store } from '../store/store.ts';
import { useLanguageHref } from './useLanguageHref.ts';

/** Rules §header: lists its locales, shown only if the site has more than one locale; each links to /{code}/{site}. */
export function siteLanguages(site: SiteId): readonly Lang[] | undefined {
  const { locales } = SITES[site];
  return locales.length > 1 ? locales : undefined;
}

export function LanguageLinks({ site, className }: { site: SiteId; className?: string }) {
  const t = useT();
  const current = useLang();
  const languages = siteLanguages(site) ?? [];
  const hrefOf = useLanguageHref(site);
  return (
    <ul className={className}>
      {languages.map((code) => (
        <li key={code}>
          <a href={hrefOf(code)} hrefLang={code} lang={code} aria-current={code === current ? 'true' : undefined}>
            {t(`language.${code}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function LanguageSwitcher({ site }: { site: SiteId }) {
  useSignals();
  const t = useT();
  const current = useLang();
  if (!siteLanguages(site)) return null;
  const open = store.langOpen.value;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the menu from any control inside it
    <div
      className={`language-switcher${open ? ' language-switcher--open' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          actions.closePanel('langOpen');
          event.currentTarget.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="language-switcher__button"
        aria-expanded={open}
        aria-controls="language-list"
        onClick={() => actions.togglePanel('langOpen')}
      >
        <span className="visually-hidden">{t('nav.changeLanguage')}: </span>
        {current.toUpperCase()}
      </button>
      <div id="language-list" className="language-switcher__list" hidden={!open}>
        <p className="visually-hidden">{t('nav.languages')}</p>
        <LanguageLinks site={site} />
      </div>
    </div>
  );
}
