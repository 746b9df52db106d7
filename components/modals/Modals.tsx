import { useSignals } from '@preact/signals-react/runtime';
import { store } from '../store/store.ts';
import { ImageModal } from './ImageModal.tsx';
import { NewsModal } from './NewsModal.tsx';
import { useBannerSchedule } from './useBannerSchedule.ts';

/**
 * The modals layer: the news modal (info banner) and the image modal (image banner), each mounted only
 * while open. Nothing is rendered on the server: a banner opens after a delay, on the client. Both are
 * bundled with the page rather than loaded on demand: they weigh under 1 kB gzipped each, and a fetch
 * at the moment of opening would make the 3.5 s depend on the network.
 */
export function Modals() {
  useSignals();
  useBannerSchedule();
  const { infoBanner, imageBanner } = store.banners.value;
  return (
    <>
      {store.infoBanner.value.isShow && infoBanner && <NewsModal banner={infoBanner} />}
      {store.imageBanner.value.isShow && imageBanner && <ImageModal banner={imageBanner} />}
    </>
  );
}
