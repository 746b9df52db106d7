import type { FormKind } from './registry.ts';

/**
 * Each form's module. Its chunk loads on demand, but the page's HTML shows the form from its first paint,
 * so the build inlines the module's stylesheets into every page that prerenders it
 * (scripts/build/firstPaint.ts `withPrerenderedFormStyles`, which fails on a module the build lacks).
 * A module of its own: the render step's worker (scripts/build/render/worker.ts) reads it without the
 * sections' registry and the components it loads.
 */
export const FORM_MODULES: Record<FormKind, string> = {
  contact: 'components/contact/ContactForm.tsx',
  booking: 'components/booking/BookingFlow.tsx',
};
