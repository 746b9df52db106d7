/**
 * After Accept (and never in the app): the tag manager and the font kit, once per page load
 * (loadThirdParties.ts, whose code itself loads only then). Both are fire-and-forget: blocked or slow hosts
 * leave the site as it is.
 */
import { effect } from '../store/signals.ts';
import { useEffect } from 'react';
import { mayLoadThirdParties } from '../../lib/consent.ts';
import { store } from '../store/store.ts';
import { afterLoad } from '../ui/afterLoad.ts';
import { consent } from './consentState.ts';

let loaded = false;

export function useThirdParties(): void {
  useEffect(
    () =>
      effect(() => {
        if (loaded || !mayLoadThirdParties({ consented: consent.value === true, inApp: store.inApp.value })) return;
        loaded = true;
        // After load: a slow third-party host must not hold up `load` for the site's own work.
        afterLoad(
          () =>
            void import('./loadThirdParties.ts').then(
              (module) => module.loadThirdParties(),
              () => {},
            ),
        );
      }),
    [],
  );
}
