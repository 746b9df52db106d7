import type { FormSection as FormData } from '../../lib/contract/types.ts';
import { useT } from '../i18n.tsx';
import type { SectionProps } from './registry.ts';

const FALLBACK_TITLE = { contact: 'form.contact.title', booking: 'form.booking.title' } as const;

/** Where the contact form or the booking flow mounts (`data-form`); the forms come with their own code. */
export function FormSection({ section, headingId }: SectionProps<FormData>) {
  const t = useT();
  return (
    <div className="form-slot" data-form={section.form}>
      <h2 id={headingId} className="section__title">{section.title || t(FALLBACK_TITLE[section.form])}</h2>
      {section.text && <p className="form-slot__text">{section.text}</p>}
    </div>
  );
}
