import type { ReactNode } from 'react';
import type { Link } from '../../lib/contract/types.ts';
import { classifyLink } from '../../lib/links.ts';
import type { SiteId } from '../../lib/sites.ts';
import { useLang, useT } from '../i18n.tsx';

/** A content link: internal ones are plain hrefs the client router takes over; new-tab ones say so. */
export function SmartLink({ link, site, className, children }: { link: Link; site?: SiteId; className?: string; children: ReactNode }) {
  const t = useT();
  const classified = classifyLink(link, { lang: useLang(), site });
  if (!classified) return <span className={className}>{children}</span>;
  if (classified.kind === 'internal') return <a className={className} href={classified.href}>{children}</a>;
  return (
    <a className={className} href={classified.href} {...(classified.newTab ? { target: '_blank', rel: classified.rel } : {})}>
      {children}
      {classified.newTab && <span className="visually-hidden"> ({t('link.opensInNewTab')})</span>}
    </a>
  );
}
