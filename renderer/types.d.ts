import type { ComponentType } from 'react';

declare global {
  namespace Vike {
    interface PageContext {
      // biome-ignore lint/suspicious/noExplicitAny: each page's data is its own type; the props are the JSON its server render wrote
      Page: ComponentType<{ data: any }>;
    }
  }
}
