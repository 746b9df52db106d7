import type { ReactNode } from 'react';
import type { Link } from '../../lib/contract/types.ts';
import { classifyLink } from '../../lib/links.ts';
import type { SiteId } from '../../lib/sites.ts';
import { useLang, useT } from '../i18n.tsx';

interface SmartLinkProps {
  link: Link;
  /** The page's site; absent on the `/{lang}` landing. */
  site?: SiteId;
  className?: string;
  children: ReactNode;
}

/**
 * A content link, classified by lib/links.ts (rules §links). Internal links are plain `<a href>`s (the page
 * transition takes a plain click on one, components/motion/pageTransition.ts); new-tab links carry target and rel and
 * tell screen-reader users about the tab. An empty url renders the children without a link.
 */
export function SmartLink({ link, site, className, children }: SmartLinkProps) {
  const t = useT();
  const classified = classifyLink(link, { lang: useLang(), site });
  if (!classified) return <span className={className}>{children}</span>;
  if (classified.kind === 'internal' || !classified.newTab) {
    return (
      <a className={className} href={classified.href}>
        {children}
      </a>
    );
  }
  return (
    <a className={className} href={classified.href} target="_blank" rel={classified.rel}>
      {children}
      <span className="visually-hidden"> ({t('link.opensInNewTab')})</span>
    </a>
  );
}
