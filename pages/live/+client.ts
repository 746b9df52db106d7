// https://vike.dev/client — this page's client entry: it hydrates the prerendered page (renderer/hydratePage.tsx).
import Page from './+Page.tsx';
import { hydratePage } from '../../renderer/hydratePage.tsx';

void hydratePage(Page);
