import type { FormSection as FormData } from '../../lib/contract/types.ts';
import type { SiteId } from '../../lib/sites.ts';
import { useLang, useT } from '../i18n.tsx';
import { formComponent, type SectionProps } from './registry.ts';
import { ContactLinks } from '../booking/ContactLinks.tsx';
import { requestKind } from '../../lib/booking/requestKind.ts';
import { PartBoundary } from '../errors/PartBoundary.tsx';

const FALLBACK_TITLE = { contact: 'form.contact.title', booking: 'form.booking.title' } as const;

/**
 * Where the contact form or the booking flow mounts (`data-form`). The server renders the form whole, so
 * the page shows it before any script runs; the page's part wakes at the visitor's first gesture
 * (renderer/parts/wake.ts), and what was typed meanwhile is kept (renderer/parts/typedValues.ts). Each
 * form is a chunk of its own, loaded before the section renders (registry.ts `loadFormComponents`).
 *
 * Without scripts, or when the page's code cannot load, the booking slot says how to book instead: the
 * restaurant's phone and e-mail (`data-how-to-book`; forms.css shows one or the other). A form that fails
 * fails alone: its boundary (components/errors/PartBoundary.tsx) shows the failure notice in the slot, and
 * the page stays.
 */
export function FormSection({ section, site, headingId }: SectionProps<FormData>) {
  const t = useT();
  const lang = useLang();
  const Form = formComponent(section.form);
  return (
    <div className="form-slot" data-form={section.form} data-site={site}>
      <h2 id={headingId} className="section__title">
        {section.title || t(FALLBACK_TITLE[section.form])}
      </h2>
      {section.text && <p className="form-slot__text">{section.text}</p>}
      {site && section.form === 'booking' && <HowToBook site={site} />}
      {site && (
        <div className="form-slot__form">
          <PartBoundary name={section.form}>
            <Form site={site} lang={lang} />
          </PartBoundary>
        </div>
      )}
    </div>
  );
}

/** The way to book that needs no script, in place of the flow where the flow cannot run. */
function HowToBook({ site }: { site: SiteId }) {
  const t = useT();
  return (
    <div className="form-slot__how" data-how-to-book="">
      <p>{t(`booking.howToBook.${requestKind(site, new Date())}`)}</p>
      <ContactLinks site={site} />
    </div>
  );
}
