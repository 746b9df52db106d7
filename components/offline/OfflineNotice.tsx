/**
 * Rules §offline: Offline state is tracked: the store follows the browser's online and offline events, and a
 * notice tells the visitor while the network is gone (the service worker still opens visited pages).
 */
import { useSignals } from '../store/signals.ts';
import { useEffect } from 'react';
import { useT } from '../i18n.tsx';
import { store } from '../store/store.ts';

export function OfflineNotice() {
  useSignals();
  const t = useT();
  useEffect(() => {
    const update = () => {
      store.offline.value = !navigator.onLine;
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  // The live region is always in the page, so the change is announced.
  return (
    <div className={`offline-notice${store.offline.value ? ' offline-notice--shown' : ''}`} role="status">
      {store.offline.value ? t('offline.notice') : ''}
    </div>
  );
}
