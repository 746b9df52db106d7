import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { store } from '../store/store.ts';
import { useOnDemand } from '../ui/useOnDemand.ts';
import { whenIdle } from '../ui/whenIdle.ts';
import { useBannerSchedule } from './useBannerSchedule.ts';
// The modals' styles come with the page (0.8 kB gzip, inlined), not with their code: a stylesheet that
// arrives with the code at idle restyles the whole page (a 60-100 ms task on Lighthouse's simulated phone).
import './modals.css';

const loadNewsModal = () => import('./NewsModal.tsx').then((module) => module.NewsModal);
const loadImageModal = () => import('./ImageModal.tsx').then((module) => module.ImageModal);

/**
 * The modals layer: the news modal (info banner) and the image modal (image banner), each mounted only
 * while open. Nothing is rendered on the server: a banner opens after a delay, on the client. Their code is
 * not part of the page's first load: a page whose pair has a banner fetches it when the browser is next
 * idle, well inside the 3.5 s delay, so the moment a banner opens does not depend on the network.
 */
export function Modals() {
  useSignals();
  useBannerSchedule();
  const { infoBanner, imageBanner } = store.banners.value;
  const newsShown = store.infoBanner.value.isShow && Boolean(infoBanner);
  const imageShown = store.imageBanner.value.isShow && Boolean(imageBanner);
  const NewsModal = useOnDemand(loadNewsModal, newsShown);
  const ImageModal = useOnDemand(loadImageModal, imageShown);
  useEffect(() => {
    if (!infoBanner && !imageBanner) return;
    const fetchCode = () => {
      if (infoBanner) void loadNewsModal().catch(() => {});
      if (imageBanner) void loadImageModal().catch(() => {});
    };
    return whenIdle(fetchCode, 2000);
  }, [infoBanner, imageBanner]);
  return (
    <>
      {newsShown && NewsModal && infoBanner && <NewsModal banner={infoBanner} />}
      {imageShown && ImageModal && imageBanner && <ImageModal banner={imageBanner} />}
    </>
  );
}
