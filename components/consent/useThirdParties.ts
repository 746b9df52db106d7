/**
 * After Accept (and never in the app): the tag manager and the font kit, once per page load. Their ids
 * come from the build (PUBLIC_ENV__GTM_ID, PUBLIC_ENV__FONT_KIT_ID); without an id nothing loads. Both are
 * fire-and-forget: blocked or slow hosts leave the site as it is.
 */
import { effect } from '@preact/signals-react';
import { useEffect } from 'react';
import { mayLoadThirdParties } from '../../lib/consent.ts';
import { TIMINGS } from '../../lib/limits.ts';
import { fontKitUrl, tagManagerUrl } from '../../lib/thirdParties.ts';
import { startDataLayer } from '../analytics/dataLayer.ts';
import { store } from '../store/store.ts';
import { consent } from './consentState.ts';
import { loadScript, loadStylesheet } from './thirdPartyLoaders.ts';

const GTM_ID = import.meta.env.PUBLIC_ENV__GTM_ID as string | undefined;
const FONT_KIT_ID = import.meta.env.PUBLIC_ENV__FONT_KIT_ID as string | undefined;

let loaded = false;

/** After the window's load event: a slow third-party host must not hold up `load` for the site's own work. */
function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

function loadThirdParties() {
  const gtm = tagManagerUrl(GTM_ID);
  if (gtm) {
    startDataLayer();
    void loadScript(gtm);
  }
  const kit = fontKitUrl(FONT_KIT_ID);
  if (kit) {
    // `data-font-kit` tells styles (and tests) whether the kit's faces are there: loaded, failed or timeout.
    void loadStylesheet(kit, TIMINGS.fontKitTimeoutMs).then((result) => {
      document.documentElement.dataset.fontKit = result;
    });
  }
}

export function useThirdParties(): void {
  useEffect(() => effect(() => {
    if (loaded || !mayLoadThirdParties({ consented: consent.value === true, inApp: store.inApp.value })) return;
    loaded = true;
    afterLoad(loadThirdParties);
  }), []);
}
