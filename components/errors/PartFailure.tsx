/**
 * What a guest sees where an interactive part failed (docs/site.md "When a part fails"): a short notice
 * in the part's language, a button that reloads the page, and the restaurant's phone (its e-mail when the
 * content gives no phone; neither on a language landing, which has no restaurant). The rest of the page
 * stays as it is.
 */
import { useEffect, useRef, useState } from 'react';
import { restaurantContact, telHref } from '../../lib/restaurantContact.ts';
import { useT } from '../i18n.tsx';
import { store } from '../store/store.ts';
import { Ltr } from '../ui/Ltr.tsx';

interface PartFailureProps {
  name: string;
  /** The notice stands for the page's whole main content: its title is the page's h1. */
  main?: boolean;
  /** The notice floats over the page, under the header, and can be closed. */
  floating?: boolean;
}

export function PartFailure({ name, floating = false, main = false }: PartFailureProps) {
  const t = useT();
  const Title = main ? 'h1' : 'p';
  const [closed, setClosed] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  // A part that fails under the visitor's hand takes the focus with it: give it to the notice, so a
  // keyboard or screen reader user is not left on the page's body. A part failing on its own (as the page
  // arrives) leaves the focus where it is; the alert is announced.
  useEffect(() => {
    if (navigator.userActivation?.hasBeenActive && document.activeElement === document.body) notice.current?.focus();
  }, []);
  // The restaurant's phone as every part reads it: the footer's address lines of the content.
  const site = store.site.value;
  const contact = site && restaurantContact(site, store.footer.value?.address ?? []);
  if (closed) return null;
  return (
    <div
      ref={notice}
      className={`part-failure${floating ? ' part-failure--floating' : ''}`}
      role="alert"
      tabIndex={-1}
      data-part-failure={name}
    >
      <Title className="part-failure__title">{t('partFailure.title')}</Title>
      <p>{t('partFailure.text')}</p>
      <button type="button" className="button part-failure__reload" onClick={() => location.reload()}>
        {t('partFailure.reload')}
      </button>
      {contact?.phone && (
        <p>
          {t('partFailure.call')}{' '}
          <a href={telHref(contact.phone)}>
            <Ltr>{contact.phone}</Ltr>
          </a>
        </p>
      )}
      {contact && !contact.phone && (
        <p>
          {t('partFailure.write')}{' '}
          <a href={`mailto:${contact.email}`}>
            <Ltr>{contact.email}</Ltr>
          </a>
        </p>
      )}
      {/* A floating notice covers the page: the visitor may put it away. */}
      {floating && (
        <button type="button" className="part-failure__close" onClick={() => setClosed(true)}>
          {t('nav.close')}
        </button>
      )}
    </div>
  );
}
