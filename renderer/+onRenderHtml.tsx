import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { OnRenderHtmlSync } from 'vike/types';

export const onRenderHtml: OnRenderHtmlSync = (pageContext) => {
  const Page = pageContext.Page!;
  const html = renderToString(<Page data={pageContext.data} />);
  return escapeInject`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Osteria Lucciola</title>
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(html)}</div>
  </body>
</html>`;
};
