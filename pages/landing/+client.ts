// https://vike.dev/client — this page's client entry: its parts wake when needed (renderer/startPage.ts).
import { sectionTypes, startPage } from '../../renderer/startPage.ts';
import { sectionsWake } from '../../renderer/parts/wake.ts';

// `?landing=name` switches the configuration as the page arrives (+Page.tsx).
startPage(
  () => import('./+Page.tsx'),
  (root) => (new URLSearchParams(location.search).has('landing') ? 'load' : sectionsWake(sectionTypes(root))),
);
