/**
 * The code of each part of the frame around every page (components/shell/Shell.tsx places them), loaded
 * when the part wakes. The page's own part comes from the page's `+client.ts`.
 */
import type { ComponentType } from 'react';
import type { PartName } from './wake.ts';

type FramePart = Exclude<PartName, 'page'>;

const LOADERS: Record<FramePart, () => Promise<ComponentType>> = {
  header: () => import('../../components/shell/Header.tsx').then((module) => module.Header),
  footer: () => import('../../components/shell/Footer.tsx').then((module) => module.Footer),
  panels: () => import('../../components/shell/Panels.tsx').then((module) => module.Panels),
  motion: () => import('../../components/motion/Motion.tsx').then((module) => module.Motion),
  shop: () => import('../../components/shop/ShopMount.tsx').then((module) => module.ShopMount),
  reserve: () => import('../../components/reserve/ReserveMount.tsx').then((module) => module.ReserveMount),
  consent: () => import('../../components/consent/Consent.tsx').then((module) => module.Consent),
  offline: () => import('../../components/offline/OfflineNotice.tsx').then((module) => module.OfflineNotice),
};

export function loadPart(name: FramePart): Promise<ComponentType> {
  return LOADERS[name]();
}
