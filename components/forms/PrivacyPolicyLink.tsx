/**
 * The site's privacy policy, linked from every consent that names it (the reservation overlay, the contact
 * form, the booking summary): the same page, opened in a new tab so the form keeps what was typed, and
 * saying so to screen readers.
 */
import type { ReactNode } from 'react';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { sitePath } from '../../lib/urls.ts';
import { useT } from '../i18n.tsx';
import { NEW_TAB_REL } from '../../lib/links.ts';

export function PrivacyPolicyLink({ site, lang, children }: { site: SiteId; lang: Lang; children: ReactNode }) {
  const t = useT();
  return (
    <a href={sitePath(lang, site, 'privacy-policy')} target="_blank" rel={NEW_TAB_REL}>
      {children}
      <span className="visually-hidden"> ({t('link.opensInNewTab')})</span>
    </a>
  );
}
