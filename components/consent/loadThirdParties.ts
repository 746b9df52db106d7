/**
 * The third parties a visitor accepted (useThirdParties.ts decides when): the tag manager and the font kit.
 * Their ids come from the build (PUBLIC_ENV__GTM_ID, PUBLIC_ENV__FONT_KIT_ID); without an id nothing loads.
 */
import { TIMINGS } from '../../lib/limits.ts';
import { fontKitUrl, tagManagerUrl } from '../../lib/thirdParties.ts';
import { startDataLayer } from '../analytics/dataLayer.ts';
import { loadScript, loadStylesheet } from './thirdPartyLoaders.ts';

const GTM_ID = import.meta.env.PUBLIC_ENV__GTM_ID as string | undefined;
const FONT_KIT_ID = import.meta.env.PUBLIC_ENV__FONT_KIT_ID as string | undefined;

export function loadThirdParties(): void {
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
