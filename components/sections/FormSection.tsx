import { lazy, startTransition, Suspense, useState } from 'react';
import type { FormSection as FormData } from '../../lib/contract/types.ts';
import type { SiteId } from '../../lib/sites.ts';
import { useLang, useT } from '../i18n.tsx';
import type { SectionProps } from './registry.ts';
import { useAfterMount } from '../ui/useAfterMount.ts';
import { ContactLinks } from '../booking/ContactLinks.tsx';
import { requestKind } from '../../lib/booking/requestKind.ts';
import { PartBoundary } from '../errors/PartBoundary.tsx';

const FALLBACK_TITLE = { contact: 'form.contact.title', booking: 'form.booking.title' } as const;

/** Each form is its own chunk, loaded on the page that shows it. */
const FORMS = {
  contact: lazy(() => import('../contact/ContactForm.tsx')),
  booking: lazy(() => import('../booking/BookingFlow.tsx')),
};

/**
 * Where the contact form or the booking flow mounts (`data-form`). The prerendered page carries the
 * heading and text; the form itself renders in the browser, after hydration, from its own chunk. Until
 * the booking flow has arrived (and without scripts, for good) the slot says how to book: the
 * restaurant's phone and e-mail. A form that fails (its code, or itself) fails alone: its boundary
 * (components/errors/PartBoundary.tsx) shows the failure notice in the slot, and the page stays.
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
      {!hydrated && site && section.form === 'booking' && <HowToBook site={site} />}
      {hydrated && site && (
        <PartBoundary name={section.form}>
          <Suspense
            fallback={
              <>
                {section.form === 'booking' && <HowToBook site={site} />}
                <p className="form-slot__loading">{t('form.loading')}</p>
              </>
            }
          >
            <Form site={site} lang={lang} />
          </Suspense>
        </PartBoundary>
      )}
    </div>
  );
}

/** The way to book that needs no script, replaced by the flow when it wakes. */
function HowToBook({ site }: { site: SiteId }) {
  const t = useT();
  return (
    <div className="form-slot__how" data-how-to-book="">
      <p>{t(`booking.howToBook.${requestKind(site, new Date())}`)}</p>
      <ContactLinks site={site} />
    </div>
  );
}
