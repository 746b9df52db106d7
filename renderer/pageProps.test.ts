import { describe, expect, it } from 'vitest';
import type { PageContextServer } from 'vike/types';
import { PAGE_PROPS_ID } from './pageFrame.ts';
import { pageProps, pagePropsScript } from './pageProps.ts';

/** The fields of vike's server pageContext that pageProps reads. */
const context = (fields: Partial<PageContextServer>) =>
  ({ urlPathname: '/en/florence/x/', ...fields }) as PageContextServer;

describe('pageProps (what the page component gets, on the server and again at hydration)', () => {
  it("is a page's data as it is", () => {
    const data = { lang: 'en', page: { title: 'Menu' } };
    expect(pageProps(context({ pageId: '/pages/site', data }))).toEqual({ data });
  });

  it('is a 404 with its reason for the error page (rules §errors)', () => {
    expect(pageProps(context({ pageId: '/pages/_error', is404: true })).data).toEqual({
      error: { statusCode: 404, message: 'Not found' },
      urlPathname: '/en/florence/x/',
    });
    expect(
      pageProps(context({ pageId: '/pages/_error', abortStatusCode: 404, abortReason: 'No such menu' })).data,
    ).toMatchObject({ error: { statusCode: 404, message: 'No such menu' } });
  });

  it('normalises any other error to a status and a message, 500 by default (rules §errors)', () => {
    expect(
      pageProps(context({ pageId: '/pages/_error', abortStatusCode: 503, abortReason: 'Down' })).data,
    ).toMatchObject({ error: { statusCode: 503, message: 'Down' } });
    expect(pageProps(context({ pageId: '/pages/_error' })).data).toMatchObject({
      error: { statusCode: 500, message: 'Error' },
    });
  });
});

describe('pagePropsScript (the props travel to the browser in the page)', () => {
  const props = { data: { title: 'Tom & Jerry </script><script>alert(1)</script> <!-- ok' } };

  it('writes a JSON block the browser does not run, under the id hydration reads', () => {
    expect(pagePropsScript(props)).toMatch(new RegExp(`^<script type="application/json" id="${PAGE_PROPS_ID}">`));
  });

  it('cannot be ended early by the text it carries, and reads back as it was', () => {
    const script = pagePropsScript(props);
    expect(script.match(/<\/script/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    const json = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(script)![1]!;
    expect(JSON.parse(json)).toEqual(props);
  });
});
