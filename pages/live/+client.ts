// https://vike.dev/client — this page's client entry: its parts wake when needed (renderer/startPage.ts).
import { liveOutcome } from '../../components/live/liveOutcome.ts';
import { startPage } from '../../renderer/startPage.ts';

// The page's content is fetched at once, while React and the page's code load to draw it.
void liveOutcome();
startPage(
  () => import('./+Page.tsx'),
  () => 'load',
);
