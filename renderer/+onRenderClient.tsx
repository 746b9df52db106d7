import { hydrateRoot } from 'react-dom/client';
import type { OnRenderClientSync } from 'vike/types';

export const onRenderClient: OnRenderClientSync = (pageContext) => {
  const Page = pageContext.Page!;
  hydrateRoot(document.getElementById('root')!, <Page data={pageContext.data} />);
};
