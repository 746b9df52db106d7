/**
 * The reservation overlay's foothold on every page: a click on a `data-reserve` button (content CTAs) or
 * a `lucciola:reserve` event with the request as detail opens the overlay, whose code loads then.
 */
import { useSignals } from '../store/signals.ts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { RESERVE_EVENT } from '../../lib/siteEvents.ts';
import { store } from '../store/store.ts';

const ReserveOverlay = lazy(() => import('./ReserveOverlay.tsx'));

export function ReserveMount() {
  useSignals();
  const site = store.site.value;
  const lang = store.lang.value;
  const [raw, setRaw] = useState<unknown>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = (request: unknown) => {
      setRaw(request);
      setOpen(true);
    };
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-reserve]');
      if (button?.dataset.reserve) show(button.dataset.reserve);
    };
    const onEvent = (event: Event) => show((event as CustomEvent).detail);
    document.addEventListener('click', onClick);
    window.addEventListener(RESERVE_EVENT, onEvent);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener(RESERVE_EVENT, onEvent);
    };
  }, []);

  const close = useCallback(() => setOpen(false), []);
  if (!site || raw === null) return null;
  return (
    <Suspense fallback={null}>
      <ReserveOverlay site={site} lang={lang} raw={raw} open={open} onClose={close} />
    </Suspense>
  );
}
