/**
 * The booking flow the site draws itself (provider 'demo'): it holds what the visitor typed for the whole
 * flow (going back never loses anything), asks the backend, and moves between the steps of flow.ts. Each
 * move puts focus on the new step's heading, so keyboard and screen-reader users start at its top.
 */
import { useEffect, useRef, useState } from 'react';
import type { Availability, BookingConfirmation, SubmissionReceipt } from '../../lib/booking/contract.ts';
import { MEDIA } from '../../lib/motion.ts';
import { SITES, type Lang, type SiteId } from '../../lib/sites.ts';
import { CardStep } from './CardStep.tsx';
import { consentErrors, contactErrors, groupErrors, partyErrors, seatingErrors, timeErrors, waitlistErrors, type CheckContext } from './checks.ts';
import { ConfirmBookingSummary, ConfirmOnBehalfOfBookingSummary } from './ConfirmBookingSummary.tsx';
import { ContactStep } from './ContactStep.tsx';
import { ExtrasStep } from './ExtrasStep.tsx';
import { afterParty, dayOutcome, nextStep, previousStep, stepOfField, stepPosition, type BookingStep, type Step } from './flow.ts';
import { addDays, todayIn } from './format.ts';
import { GroupBookingEnquiry, GroupBookingEnquirySuccess } from './GroupBookingEnquiry.tsx';
import { PartyStep } from './PartyStep.tsx';
import {
  bookingRequestOf, emptyContact, fitToDay, groupRequestOf, waitlistRequestOf, type BookingDraft, type GroupDraft, type WaitlistDraft,
} from './payload.ts';
import type { BookingBackend } from './provider.ts';
import { SeatingStep } from './SeatingStep.tsx';
import { SoldOutWaitlist, WaitlistSuccess } from './SoldOutWaitlist.tsx';
import { ThanksStep } from './ThanksStep.tsx';
import { TimeStep } from './TimeStep.tsx';

interface NativeBookingProps {
  site: SiteId;
  lang: Lang;
  backend: BookingBackend;
}

function firstDraft(site: SiteId): BookingDraft {
  const settings = SITES[site].booking;
  return {
    guests: Math.min(2, settings.maxPartySize),
    date: addDays(todayIn(SITES[site].clockTimeZone), 1),
    extras: {},
    contact: emptyContact(settings.defaultPhoneCode),
    consent: false,
    website: '',
  };
}

export function NativeBooking({ site, lang, backend }: NativeBookingProps) {
  const settings = SITES[site].booking;
  const [step, setStep] = useState<Step>('party');
  const [draft, setDraft] = useState<BookingDraft>(() => firstDraft(site));
  const [availability, setAvailability] = useState<Availability>();
  const [confirmation, setConfirmation] = useState<BookingConfirmation & SubmissionReceipt>();
  const [waitlist, setWaitlist] = useState<WaitlistDraft>({ name: '', surname: '', phoneCode: settings.defaultPhoneCode, phone: '', notes: '', guests: 2, slot: '', website: '' });
  const [group, setGroup] = useState<GroupDraft>({
    preferredDate: '', preferredTime: '', flexibleDate: false, guests: settings.maxPartySize + 1, name: '', surname: '', email: '',
    phoneCode: settings.defaultPhoneCode, phone: '', notes: '', website: '',
  });
  /** A field the provider refused at the summary, sent back to its step. */
  const [refused, setRefused] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // A new step: its heading takes focus (not on first paint: the page's own focus stays where it is).
  useEffect(() => {
    if (!moved.current) return;
    const heading = root.current?.querySelector<HTMLElement>('[data-step-heading]');
    // The new step may have put focus somewhere itself (its error summary, when a refused field was sent back).
    if (!heading || root.current?.contains(document.activeElement)) return;
    heading.focus({ preventScroll: true });
    const reduced = window.matchMedia(MEDIA.reducedMotion).matches;
    heading.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [step]);

  const go = (next: Step) => {
    moved.current = true;
    setRefused(undefined);
    setStep(next);
  };
  const update = (next: Partial<BookingDraft>) => setDraft((before) => ({ ...before, ...next }));
  const context = (): CheckContext => ({ site, lang, today: todayIn(SITES[site].clockTimeZone), availability });
  const position = (at: BookingStep) => stepPosition(at, availability);
  const back = () => {
    const previous = previousStep(step, availability);
    if (previous) go(previous);
  };
  const forward = (from: BookingStep) => {
    const next = nextStep(from, availability);
    if (next) go(next);
  };

  /** Starts over, keeping who the visitor is (name, email, phone) for the next request. */
  const another = () => {
    setDraft((before) => ({ ...firstDraft(site), contact: { ...emptyContact(before.contact.phoneCode), name: before.contact.name, surname: before.contact.surname, email: before.contact.email, phone: before.contact.phone } }));
    setAvailability(undefined);
    setConfirmation(undefined);
    go('party');
  };

  const openGroup = () => {
    setGroup((before) => ({
      ...before,
      preferredDate: before.preferredDate || draft.date,
      guests: draft.guests > settings.maxPartySize ? draft.guests : before.guests,
      name: before.name || draft.contact.name, surname: before.surname || draft.contact.surname,
      email: before.email || draft.contact.email, phone: before.phone || draft.contact.phone,
    }));
    go('group');
  };

  const openWaitlist = () => {
    setWaitlist((before) => ({ ...before, guests: draft.guests, name: before.name || draft.contact.name, surname: before.surname || draft.contact.surname }));
    go('waitlist');
  };

  /** Party step: a group request, or the day's availability then the time step. */
  const askDay = async () => {
    if (afterParty(draft.guests, settings.maxPartySize) === 'group') {
      openGroup();
      return;
    }
    const day = await backend.availability({ site, lang, date: draft.date, guests: draft.guests });
    setAvailability(day);
    setDraft((before) => fitToDay(before, day));
    if (dayOutcome(day) === 'group') openGroup();
    else go('time');
  };

  /** After a slot filled up meanwhile: the day again, and back to the times. */
  const refreshDay = async () => {
    try {
      const day = await backend.availability({ site, lang, date: draft.date, guests: draft.guests });
      setAvailability(day);
      setDraft((before) => ({ ...fitToDay(before, day), cardToken: undefined, consent: false }));
    } finally {
      go('time');
    }
  };

  const confirm = async () => {
    const request = bookingRequestOf(draft, { site, lang, availability });
    const answer = await backend.createBooking(request);
    setConfirmation(answer);
    go('thanks');
  };

  const content = (() => {
    switch (step) {
      case 'party':
        return <PartyStep site={site} draft={draft} onChange={update} validate={() => partyErrors(draft, context())} onContinue={askDay} position={position('party')} />;
      case 'time':
        return availability && (
          <TimeStep site={site} lang={lang} draft={draft} availability={availability} position={position('time')}
            onChoose={(service, time) => update({ service, time })} validate={() => timeErrors(draft)}
            onContinue={() => forward('time')} onBack={back} onWaitlist={openWaitlist} onGroup={openGroup} />
        );
      case 'seating':
        return availability && (
          <SeatingStep draft={draft} availability={availability} position={position('seating')} onChoose={(seating) => update({ seating })}
            validate={() => seatingErrors(draft)} onContinue={() => forward('seating')} onBack={back} />
        );
      case 'extras':
        return availability && (
          <ExtrasStep draft={draft} availability={availability} position={position('extras')} onChange={(extras) => update({ extras })}
            onContinue={() => forward('extras')} onBack={back} />
        );
      case 'contact':
        return (
          <ContactStep lang={lang} draft={draft} position={position('contact')} refused={refused}
            onChange={(contact) => setDraft((before) => ({ ...before, contact: { ...before.contact, ...contact } }))}
            onHoneypot={(website) => update({ website })} validate={() => contactErrors(draft, context())}
            onContinue={() => forward('contact')} onBack={back} />
        );
      case 'card':
        return availability && (
          <CardStep site={site} draft={draft} availability={availability} position={position('card')} onBack={back} onContinue={() => forward('card')}
            onToken={async () => {
              const { token } = await backend.cardToken(site);
              update({ cardToken: token });
              forward('card');
            }} />
        );
      case 'summary': {
        if (!availability) return null;
        const Summary = draft.contact.onBehalfOf ? ConfirmOnBehalfOfBookingSummary : ConfirmBookingSummary;
        return (
          <Summary site={site} lang={lang} draft={draft} availability={availability} position={position('summary')}
            onConsent={(consent) => update({ consent })} validate={() => consentErrors(draft)} onConfirm={confirm} onBack={back}
            onFix={(field) => {
              if (field === 'time') void refreshDay();
              else {
                if (field === 'cardToken') update({ cardToken: undefined });
                go(stepOfField(field));
                setRefused(field);
              }
            }} />
        );
      }
      case 'thanks':
        return confirmation && <ThanksStep site={site} lang={lang} confirmation={confirmation} email={draft.contact.email.trim()} onAnother={another} />;
      case 'waitlist':
        return availability && (
          <SoldOutWaitlist site={site} lang={lang} date={draft.date} availability={availability} draft={waitlist}
            onChange={(next) => setWaitlist((before) => ({ ...before, ...next }))}
            validate={() => waitlistErrors(waitlist, { ...context(), date: draft.date })}
            onSend={async () => {
              await backend.joinWaitlist(waitlistRequestOf(waitlist, { site, lang, date: draft.date }));
              go('waitlistSuccess');
            }}
            onBack={back} />
        );
      case 'waitlistSuccess':
        return <WaitlistSuccess onAnother={another} />;
      case 'group':
        return (
          <GroupBookingEnquiry site={site} draft={group} onChange={(next) => setGroup((before) => ({ ...before, ...next }))}
            validate={() => groupErrors(group, context())}
            onSend={async () => {
              await backend.requestGroup(groupRequestOf(group, { site, lang }));
              go('groupSuccess');
            }}
            onBack={back} />
        );
      case 'groupSuccess':
        return <GroupBookingEnquirySuccess onAnother={another} />;
    }
  })();

  return <div ref={root} className="booking-flow" data-booking-step={step}>{content}</div>;
}
