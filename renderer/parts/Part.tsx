import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { useLang, useT } from '../../components/i18n.tsx';
import { PartTree } from './PartTree.tsx';
import { PART_ATTRIBUTE, partIdPrefix, type PartName } from './wake.ts';

/**
 * An interactive part of a prerendered page (docs/site.md "Parts"), as the server writes it: its
 * markup in a `<div data-part>` that boxes nothing (base.css), rendered on its own, so the browser can
 * hydrate it as a root of its own when it wakes (renderer/parts/wakeParts.ts) and leave the rest of the
 * page as the HTML it is.
 *
 * Rendered alone, with the page's translator around it, exactly as the browser will render it, and with
 * ids prefixed by its name: every `useId` inside reads the id the browser will compute, and no two parts'
 * ids meet. The element is the part's component with the props the browser will give it (none, or the
 * page's: renderer/parts/hydratePart.tsx).
 */
export function Part({ name, children }: { name: PartName; children: ReactElement }) {
  const lang = useLang();
  const t = useT();
  const html = renderToString(
    <PartTree name={name} lang={lang} t={t}>
      {children}
    </PartTree>,
    { identifierPrefix: partIdPrefix(name) },
  );
  // The part's own render, by React's server renderer: markup React escaped, not outside text.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
  return <div {...{ [PART_ATTRIBUTE]: name }} className="part" dangerouslySetInnerHTML={{ __html: html }} />;
}
