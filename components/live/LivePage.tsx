import { startTransition, useEffect, useState } from 'react';
import { headTags } from '../../lib/seo.ts';
import { BRAND, SITES, type Lang, type SiteId } from '../../lib/sites.ts';
import { sitePath } from '../../lib/urls.ts';
import { applyHead } from '../../renderer/applyHead.ts';
import { ErrorMessage } from '../errors/ErrorMessage.tsx';
import { useT } from '../i18n.tsx';
import { SectionList } from '../sections/SectionList.tsx';
import type { LiveOutcome } from './fetchLivePage.ts';
import { liveOutcome } from './liveOutcome.ts';
import { actions } from '../store/store.ts';

interface LivePageProps {
  lang: Lang;
  site: SiteId;
  genericDescription: string;
}

/**
 * A page that is not in the snapshot yet: the prerendered shell shows a loading notice, then the browser
 * fetches the page the address names and renders it as the prerender would have.
 */
export function LivePage({ lang, site, genericDescription }: LivePageProps) {
  const t = useT();
  const [outcome, setOutcome] = useState<LiveOutcome>();

  useEffect(() => {
    let current = true;
    // As a transition, the page's sections render in slices that yield to the browser every few
    // milliseconds, not in one long task that a press made meanwhile would wait behind.
    void liveOutcome().then((result) => current && startTransition(() => setOutcome(result)));
    return () => {
      current = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is fetched once per mount; the language and site of a page never change under it
  useEffect(() => {
    if (outcome)
      actions.livePageShown(
        outcome.kind === 'page' ? { id: outcome.page.id, sectionCount: outcome.page.structure.length } : undefined,
      );
    if (outcome?.kind !== 'page') {
      if (outcome)
        applyHead({
          lang,
          head: [
            {
              tag: 'title',
              text: `${t(outcome.kind === 'notFound' ? 'error.404.title' : 'error.generic.title')} – ${BRAND}`,
            },
            { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },
          ],
        });
      return;
    }
    const { page, path } = outcome;
    applyHead({
      lang,
      head: headTags({
        lang,
        site,
        path: sitePath(lang, site, path),
        title: page.title,
        seo: page.seo_meta,
        generic: { description: genericDescription },
        fallbackDescription: t('meta.genericDescription'),
        alternates: [],
        defaultLang: SITES[site].defaultLocale,
        sections: page.structure,
      }),
    });
  }, [outcome]);

  return <div className="live-page">{liveContent()}</div>;

  function liveContent() {
    if (!outcome)
      return (
        <p className="live-loading" role="status">
          {t('loading.page')}
        </p>
      );
    if (outcome.kind === 'page')
      return <SectionList sections={outcome.page.structure} site={site} title={outcome.page.title} />;
    const home = sitePath(lang, site);
    if (outcome.kind === 'notFound')
      return <ErrorMessage error={{ statusCode: 404, message: t('error.404.text') }} home={home} />;
    const error = outcome.unreachable ? { ...outcome.error, message: t('error.serviceUnavailable') } : outcome.error;
    return <ErrorMessage error={error} home={home} />;
  }
}
