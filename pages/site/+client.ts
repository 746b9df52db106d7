// https://vike.dev/client — this page's client entry: its parts wake when needed (renderer/startPage.ts).
import { startPage } from '../../renderer/startPage.ts';

startPage(() => import('./+Page.tsx'));
