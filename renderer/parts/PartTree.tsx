import { useEffect, type ReactNode } from 'react';
import { PartBoundary } from '../../components/errors/PartBoundary.tsx';
import { I18nProvider } from '../../components/i18n.tsx';
import type { Lang } from '../../lib/sites.ts';
import type { PartName } from './wake.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Runs `onLive` once, when the part has been hydrated: a parent's effect runs after its children's. */
function WhenLive({ onLive, children }: { onLive?: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the part has been hydrated
  useEffect(() => onLive?.(), []);
  return children;
}

/** The parts the shell places after the footer (components/shell/Shell.tsx): their failure notice floats. */
const LAYERS: ReadonlySet<PartName> = new Set(['motion', 'shop', 'reserve', 'consent', 'offline']);

/**
 * The tree of one part, the same on the server (Part.tsx) and in the browser (hydratePart.tsx): the page's
 * translator around the part's component, and inside it the boundary where the part fails alone
 * (components/errors/PartBoundary.tsx; the part still counts as live). Each wraps rather than sits beside,
 * so every `useId` inside reads the id the server wrote.
 */
export function PartTree({
  name,
  lang,
  t,
  onLive,
  children,
}: {
  name: PartName;
  lang: Lang;
  t: Translate;
  onLive?: () => void;
  children: ReactNode;
}) {
  return (
    <WhenLive onLive={onLive}>
      <I18nProvider lang={lang} t={t}>
        <PartBoundary name={name} floating={LAYERS.has(name)} main={name === 'page'}>
          {children}
        </PartBoundary>
      </I18nProvider>
    </WhenLive>
  );
}
