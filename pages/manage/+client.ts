// https://vike.dev/client — this page's client entry: it hydrates the prerendered page (renderer/startPage.ts).
import { startPage } from '../../renderer/startPage.ts';

void startPage(() => import('./+Page.tsx'));
