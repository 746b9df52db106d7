import { lazy, startTransition, Suspense, useState } from 'react';
import type { FormSection as FormData } from '../../lib/contract/types.ts';
import { useLang, useT } from '../i18n.tsx';
import type { SectionProps } from './registry.ts';
import { useAfterMount } from '../ui/useAfterMount.ts';

const FALLBACK_TITLE = { contact: 'form.contact.title', booking: 'form.booking.title' } as const;

/** Each form is its own chunk, loaded on the page that shows it. */
const FORMS = {
  contact: lazy(() => import('../contact/ContactForm.tsx')),
  booking: lazy(() => import('../booking/BookingFlow.tsx')),
};

/**
 * Where the contact form or the booking flow mounts (`data-form`). The prerendered page carries the
 * heading and text; the form itself renders in the browser, after hydration, from its own chunk.
 */
export function FormSection({ section, site, headingId }: SectionProps<FormData>) {
  const t = useT();
  const lang = useLang();
  const [hydrated, setHydrated] = useState(false);
  // The form's chunk is imported, and the form drawn, in a task of its own.
  useAfterMount(() => startTransition(() => setHydrated(true)));
  const Form = FORMS[section.form];
  return (
    <div className="form-slot" data-form={section.form}>
      <h2 id={headingId} className="section__title">
        {section.title || t(FALLBACK_TITLE[section.form])}
      </h2>
      {section.text && <p className="form-slot__text">{section.text}</p>}
      {hydrated && site && (
        <Suspense fallback={<p className="form-slot__loading">{t('form.loading')}</p>}>
          <Form site={site} lang={lang} />
        </Suspense>
      )}
    </div>
  );
}
