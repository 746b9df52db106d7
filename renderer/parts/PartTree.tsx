import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from '../../components/i18n.tsx';
import type { Lang } from '../../lib/sites.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Runs `onLive` once, when the part has been hydrated: a parent's effect runs after its children's. */
function WhenLive({ onLive, children }: { onLive?: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the part has been hydrated
  useEffect(() => onLive?.(), []);
  return children;
}

/**
 * The tree of one part, the same on the server (Part.tsx) and in the browser (hydratePart.tsx): the page's
 * translator around the part's component. It wraps rather than sits beside, so every `useId` inside
 * reads the id the server wrote.
 */
export function PartTree({
  lang,
  t,
  onLive,
  children,
}: {
  lang: Lang;
  t: Translate;
  onLive?: () => void;
  children: ReactNode;
}) {
  return (
    <WhenLive onLive={onLive}>
      <I18nProvider lang={lang} t={t}>
        {children}
      </I18nProvider>
    </WhenLive>
  );
}
