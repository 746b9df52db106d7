import type { ComponentType } from 'react';

declare global {
  namespace Vike {
    interface PageContext {
      Page: ComponentType<{ data: any }>;
    }
  }
}
export {};
