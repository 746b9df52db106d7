/**
 * Sets in-app mode (lib/inApp.ts) once the page is live: `store.inApp`, and `data-in-app` on <html> for
 * styles. An effect, not the first render, because the prerendered HTML is the same for app and browser.
 */
import { useEffect } from 'react';
import { IN_APP_STORAGE_KEY, isInApp } from '../../lib/inApp.ts';
import { store } from '../store/store.ts';
import { readStorage, writeStorage } from './browserStorage.ts';

export function useInAppMode(): void {
  useEffect(() => {
    const inApp = isInApp(window.location.href, readStorage('sessionStorage', IN_APP_STORAGE_KEY));
    writeStorage('sessionStorage', IN_APP_STORAGE_KEY, inApp ? '1' : '0');
    store.inApp.value = inApp;
    document.documentElement.toggleAttribute('data-in-app', inApp);
  }, []);
}
