import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { OnRenderHtmlAsync } from 'vike/types';
import { renderHeadTags } from '../lib/seo.ts';
import { pageFrame } from './pageFrame.ts';
import { pageProps, pagePropsScript } from './pageProps.ts';
import { PageShell } from './PageShell.tsx';
import { Part } from './parts/Part.tsx';
import { fontInjectFilter, LANG_FONT_STYLESHEETS } from './fontLinks.ts';
import { syncStoreWithPage } from '../components/store/store.ts';
import { BRAND } from '../lib/sites.ts';
import { introCoverMarkup } from '../components/motion/introMarkup.ts';
import { headScripts } from './headScripts.ts';
import { headClockScript } from './headClock.ts';
import { headSeasonScript } from './headSeason.ts';
import { coverMarkup } from '../components/motion/transitionCover.ts';
import { FORM_KINDS, loadFormComponents, loadSectionComponents } from '../components/sections/registry.ts';
import { SECTION_TYPES } from '../lib/contract/types.ts';

/**
 * Head tags come from lib/seo.ts as data and are written here into <head>: neither react-helmet-async
 * (whose SSR context stays empty on React 19) nor React 19's hoisting (which needs React to render the
 * whole document) is needed, and each page has exactly one <title>, inside <head>.
 */
export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const { Page } = pageContext;
  const props = pageProps(pageContext);
  const frame = await pageFrame(props.data, pageContext.urlPathname);
  await Promise.all([loadSectionComponents(SECTION_TYPES), loadFormComponents(FORM_KINDS)]);
  // No await between filling the store and rendering: pages never share the module-level store.
  syncStoreWithPage(frame.lang, pageContext.urlPathname, frame.shell);
  const html = renderToString(
    <PageShell lang={frame.lang} strings={frame.strings}>
      <Part name="page">
        <Page {...props} />
      </Part>
    </PageShell>,
  );
  const documentHtml = escapeInject`<!doctype html>
<html lang="${frame.lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    ${dangerouslySkipEscape(headScripts(frame.lang, LANG_FONT_STYLESHEETS[frame.lang]))}
    ${dangerouslySkipEscape(headClockScript(frame.shell.site))}
    ${dangerouslySkipEscape(headSeasonScript(html, frame.lang, frame.shell.site))}
    ${dangerouslySkipEscape(renderHeadTags(frame.head))}
  </head>
  <body>
    ${dangerouslySkipEscape(introCoverMarkup(frame.shell.introText || BRAND, frame.strings['motion.skipIntro'] ?? ''))}
    <div id="root">${dangerouslySkipEscape(html)}</div>
    ${dangerouslySkipEscape(coverMarkup(BRAND))}
    ${dangerouslySkipEscape(pagePropsScript(props))}
  </body>
</html>`;
  // vike would preload every font slice the CSS names; fontLinks.ts explains why none is preloaded.
  return { documentHtml, injectFilter: fontInjectFilter };
};
