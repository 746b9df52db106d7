import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useT } from '../../components/i18n.tsx';
import { Part } from './Part.tsx';
import { PartTree } from './PartTree.tsx';
import { partIdPrefix } from './wake.ts';

/** A component whose markup carries its useId, as the header's submenus and the forms' labels do. */
function Probe() {
  const t = useT();
  return (
    <p id={useId()}>
      <span id={useId()}>{t('probe')}</span>
    </p>
  );
}

const t = (key: string) => `«${key}»`;
const page = (children: React.ReactNode) =>
  renderToString(
    <I18nProvider lang="it" t={t}>
      <main>{children}</main>
    </I18nProvider>,
  );

/** What the browser renders when it hydrates the part (renderer/parts/hydratePart.tsx). */
const browserTree = (name: 'header' | 'page') =>
  renderToString(
    <PartTree name={name} lang="it" t={t}>
      <Probe />
    </PartTree>,
    { identifierPrefix: partIdPrefix(name) },
  );

describe('Part (an interactive part as the server writes it)', () => {
  it('holds exactly the markup the browser will hydrate: every useId is the one the browser computes', () => {
    const html = page(
      <Part name="header">
        <Probe />
      </Part>,
    );
    expect(html).toContain(`<div data-part="header" class="part">${browserTree('header')}</div>`);
  });

  it("renders the part with the page's translator around it", () => {
    expect(
      page(
        <Part name="page">
          <Probe />
        </Part>,
      ),
    ).toContain('«probe»');
  });

  it("gives each part's ids its own prefix, so two parts never share one", () => {
    const html = page(
      <>
        <Part name="header">
          <Probe />
        </Part>
        <Part name="page">
          <Probe />
        </Part>
      </>,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(ids.filter((id) => id!.includes('header-'))).toHaveLength(2);
  });

  it('would not match with a different tree in the browser (the check can tell)', () => {
    const html = page(
      <Part name="header">
        <Probe />
      </Part>,
    );
    expect(html).not.toContain(browserTree('page'));
  });
});
