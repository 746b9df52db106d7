/**
 * The booking flow the site draws itself (provider 'native'): it holds what the visitor typed for the whole
 * flow (going back never loses anything), asks the backend, and moves between the steps of
 * lib/booking/flow.ts. Each move puts focus on the new step's heading, so keyboard and screen-reader users
 * start at its top.
 *
 * Every step after the first is an entry of the browser's history (`history.pushState`, the step in the
 * state and in `?step=`; the first step is the page's own entry), so back and forward move between steps.
 * What was typed is kept in the tab's sessionStorage (draftStore.ts, never the card token), so a reload
 * finds the step and the values; a sent request clears it. A field the provider refuses sends the visitor
 * back to the step that asks for it.
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { sendProblemOf, type FieldRefusal } from '../../lib/forms/sendProblem.ts';
import type { Availability, BookingConfirmation, SubmissionReceipt } from '../../lib/booking/contract.ts';
import { proposedDay } from '../../lib/booking/slots.ts';
import { MEDIA } from '../../lib/motion.ts';
import { SITES, type Lang, type SiteId } from '../../lib/sites.ts';
import { CardStep } from './CardStep.tsx';
import {
  consentErrors,
  contactErrors,
  groupErrors,
  partyErrors,
  seatingErrors,
  timeErrors,
  waitlistErrors,
  type CheckContext,
} from '../../lib/booking/checks.ts';
import { ConfirmBookingSummary, ConfirmOnBehalfOfBookingSummary } from './ConfirmBookingSummary.tsx';
import { ContactStep } from './ContactStep.tsx';
import { ExtrasStep } from './ExtrasStep.tsx';
import { clearFlow, loadFlow, saveFlow, storable, type SavedFlow } from './draftStore.ts';
import {
  afterParty,
  asStep,
  dayOutcome,
  FINAL_STEPS,
  nextStep,
  previousStep,
  reachableStep,
  stepOfField,
  stepPosition,
  type BookingStep,
  type Progress,
  type Step,
} from '../../lib/booking/flow.ts';
import { todayIn } from '../../lib/booking/format.ts';
import { BOOKING_STEP_PARAM } from '../../lib/booking/resumedFlow.ts';
import { GroupBookingEnquiry } from './GroupBookingEnquiry.tsx';
import { PartyStep } from './PartyStep.tsx';
import {
  bookingRequestOf,
  emptyContact,
  fitToDay,
  groupRequestOf,
  withoutSlot,
  waitlistRequestOf,
  type BookingDraft,
  type GroupDraft,
  type WaitlistDraft,
} from '../../lib/booking/payload.ts';
import type { BookingBackend } from './provider.ts';
import { SeatingStep } from './SeatingStep.tsx';
import { RequestSent } from './RequestParts.tsx';
import { SoldOutWaitlist } from './SoldOutWaitlist.tsx';
import { ThanksStep } from './ThanksStep.tsx';
import { TimeStep } from './TimeStep.tsx';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';

interface NativeBookingProps {
  site: SiteId;
  lang: Lang;
  backend: BookingBackend;
}

/** A fresh draft; its day is proposed from `now`, and left empty while the flow renders as the server did. */
function firstDraft(site: SiteId, now: Date | undefined): BookingDraft {
  const settings = SITES[site].booking;
  return {
    guests: Math.min(2, settings.maxPartySize),
    date: now ? proposedDay(site, now) : '',
    extras: {},
    contact: emptyContact(settings.defaultPhoneCode),
    consent: false,
    website: '',
  };
}

function firstWaitlist(site: SiteId): WaitlistDraft {
  return {
    name: '',
    surname: '',
    phoneCode: SITES[site].booking.defaultPhoneCode,
    phone: '',
    email: '',
    notes: '',
    guests: 2,
    slot: '',
    website: '',
  };
}

function firstGroup(site: SiteId): GroupDraft {
  const settings = SITES[site].booking;
  return {
    preferredDate: '',
    preferredTime: '',
    flexibleDate: false,
    guests: settings.maxPartySize + 1,
    name: '',
    surname: '',
    email: '',
    phoneCode: settings.defaultPhoneCode,
    phone: '',
    notes: '',
    website: '',
  };
}

/** The step this history entry is for; the page's own entry (no step in it) is the first step. */
const stepOfEntry = (state: unknown): Step =>
  asStep((state as { bookingStep?: unknown } | null)?.bookingStep) ?? 'party';

/** The page's URL for a step: `?step=` names every step but the first. */
function urlOfStep(step: Step): string {
  const url = new URL(window.location.href);
  if (step === 'party') url.searchParams.delete(BOOKING_STEP_PARAM);
  else url.searchParams.set(BOOKING_STEP_PARAM, step);
  return url.href;
}

/** The history entry for a step, keeping whatever else the page put in the state. */
function writeEntry(step: Step, how: 'push' | 'replace'): void {
  const state = { ...((history.state as object | null) ?? {}), bookingStep: step };
  if (how === 'push') history.pushState(state, '', urlOfStep(step));
  else history.replaceState(state, '', urlOfStep(step));
}

interface FlowState {
  step: Step;
  draft: BookingDraft;
  availability?: Availability;
  waitlist: WaitlistDraft;
  group: GroupDraft;
}

/**
 * What a step needs done before it, from the flow's values. `contactOk` is worked out only when asked, for a
 * step after the contact step: it builds and runs the booking schema, the costliest work of the form's first
 * render, which a page opening on the first step never needs.
 */
function progressOf(
  { draft, availability }: Pick<FlowState, 'draft' | 'availability'>,
  context: CheckContext,
): Progress {
  return {
    dayKnown: Boolean(availability && availability.date === draft.date && availability.guests === draft.guests),
    time: Boolean(draft.time && draft.service),
    seating: Boolean(draft.seating),
    get contactOk() {
      return Object.keys(contactErrors(draft, context)).length === 0;
    },
    cardToken: Boolean(draft.cardToken),
  };
}

/**
 * The flow as the server renders it, and as the browser hydrates it: the first step, nothing typed, no day
 * proposed (the server's day is not the visitor's). Every visitor's first paint of the reservation page.
 */
function prerenderedFlow(site: SiteId): FlowState {
  return { step: 'party', draft: firstDraft(site, undefined), waitlist: firstWaitlist(site), group: firstGroup(site) };
}

/**
 * The flow as it opens in this tab: the stored draft of this tab, at the step of this history entry (when it can
 * be shown), with today's proposed day.
 */
function openingFlow(site: SiteId, lang: Lang, now: Date): FlowState {
  const saved: SavedFlow | undefined = loadFlow(site);
  const fresh = firstDraft(site, now);
  const draft: BookingDraft = saved
    ? { ...fresh, ...saved.draft, contact: { ...fresh.contact, ...saved.draft.contact }, consent: false, website: '' }
    : fresh;
  const waitlist = saved ? { ...firstWaitlist(site), ...saved.waitlist } : firstWaitlist(site);
  const group = saved ? { ...firstGroup(site), ...saved.group } : firstGroup(site);
  const availability = saved?.availability;
  const wanted = stepOfEntry(history.state);
  const context = { site, lang, today: todayIn(SITES[site].clockTimeZone), availability };
  const step = reachableStep(wanted, progressOf({ draft, availability }, context), availability);
  return { step, draft, availability, waitlist, group };
}

export function NativeBooking({ site, lang, backend }: NativeBookingProps) {
  const settings = SITES[site].booking;
  /** The language the guest reads the flow in (components/guestLanguage/): their e-mails come in it. */
  const guestLang = useUiLang();
  const [prerendered] = useState(() => prerenderedFlow(site));
  /** The flow as it opened in this tab; undefined while it renders as the server did (the first render). */
  const [opening, setOpening] = useState<FlowState & { at: Date }>();
  const [step, setStep] = useState<Step>(prerendered.step);
  const [draft, setDraft] = useState<BookingDraft>(prerendered.draft);
  const [availability, setAvailability] = useState<Availability | undefined>();
  const [confirmation, setConfirmation] = useState<BookingConfirmation & SubmissionReceipt>();
  const [waitlist, setWaitlist] = useState<WaitlistDraft>(prerendered.waitlist);
  const [group, setGroup] = useState<GroupDraft>(prerendered.group);
  /** Fields the provider refused at the summary, sent back to their step. */
  const [refused, setRefused] = useState<readonly FieldRefusal[]>();
  /** The time chosen was taken meanwhile: the times step says so, until the guest moves on. */
  const [takenNotice, setTakenNotice] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  /** The visitor moved between steps: the new step's heading takes focus. */
  const moved = useRef(false);
  /** A request went (thanks shown): history no longer leads into this flow's steps. */
  const sent = useRef(false);
  const latest = useRef({ draft, availability });
  latest.current = { draft, availability };

  // A new step: its heading takes focus (not on first paint: the page's own focus stays where it is).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new step; the step itself is read from the DOM
  useEffect(() => {
    root.current?.removeAttribute('aria-busy');
    if (!moved.current) return;
    // A message that says why the guest is here (a time taken meanwhile) comes first, else the heading.
    const heading =
      root.current?.querySelector<HTMLElement>('[data-step-notice]') ??
      root.current?.querySelector<HTMLElement>('[data-step-heading]');
    // The new step may have put focus somewhere itself (a field the provider refused, sent back to it).
    if (!heading || root.current?.contains(document.activeElement)) return;
    heading.focus({ preventScroll: true });
    const reduced = window.matchMedia(MEDIA.reducedMotion).matches;
    heading.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [step]);

  // Once mounted, the tab's own flow: its draft, the step of this history entry, today's day. Before the first
  // paint when the browser draws the flow itself; right after hydration when it wakes on the prerendered step.
  useLayoutEffect(() => {
    const now = new Date();
    const opened = openingFlow(site, lang, now);
    // Restored at a later step (a reload, or back from another page): its heading takes focus as on a move.
    moved.current = opened.step !== 'party';
    setStep(opened.step);
    setDraft(opened.draft);
    setAvailability(opened.availability);
    setWaitlist(opened.waitlist);
    setGroup(opened.group);
    setOpening({ ...opened, at: now });
  }, [site, lang]);

  // The history entry matches the step shown (a step that could not be restored is replaced by the one shown).
  useEffect(() => {
    if (!opening) return;
    if (
      stepOfEntry(history.state) !== opening.step ||
      new URL(window.location.href).searchParams.has(BOOKING_STEP_PARAM) !== (opening.step !== 'party')
    ) {
      writeEntry(opening.step, 'replace');
    }
  }, [opening]);

  // What was typed survives a reload of the tab; nothing is kept once a request went.
  useEffect(() => {
    if (!opening || FINAL_STEPS.includes(step)) return;
    saveFlow(site, storable({ step, draft, availability, waitlist, group }));
  }, [opening, site, step, draft, availability, waitlist, group]);

  // Back and forward: the step of the entry, or the first step it needs; after a sent request, a fresh start.
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const wanted = stepOfEntry(event.state);
      moved.current = true;
      setRefused(undefined);
      setTakenNotice(false);
      if (sent.current) {
        sent.current = false;
        setDraft(firstDraft(site, new Date()));
        setAvailability(undefined);
        setConfirmation(undefined);
        setStep('party');
        if (wanted !== 'party') writeEntry('party', 'replace');
        return;
      }
      const { draft: now, availability: day } = latest.current;
      const context = { site, lang, today: todayIn(SITES[site].clockTimeZone), availability: day };
      const shown = reachableStep(wanted, progressOf({ draft: now, availability: day }, context), day);
      setStep(shown);
      if (shown !== wanted) writeEntry(shown, 'replace');
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [site, lang]);

  /**
   * Moves to a step: a new history entry, so the browser's back returns to the step left. The next step is
   * drawn as a transition, after the press has painted: a step's markup (a contact step's hundreds of
   * options) is the press's largest work, and meanwhile the flow shows it is busy (`aria-busy`, set here
   * and cleared when the step has opened, so the move costs no render of the step being left).
   */
  const go = (next: Step) => {
    moved.current = true;
    setRefused(undefined);
    setTakenNotice(false);
    if (next !== step) root.current?.setAttribute('aria-busy', 'true');
    startTransition(() => setStep(next));
    writeEntry(next, 'push');
  };
  /** A request went: the stored draft is cleared and the history's steps lead to a fresh start. */
  const done = (next: Step) => {
    clearFlow(site);
    sent.current = true;
    go(next);
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
    sent.current = false;
    setDraft((before) => ({
      ...firstDraft(site, new Date()),
      contact: {
        ...emptyContact(before.contact.phoneCode),
        name: before.contact.name,
        surname: before.contact.surname,
        email: before.contact.email,
        phone: before.contact.phone,
      },
    }));
    setAvailability(undefined);
    setConfirmation(undefined);
    go('party');
  };

  const openGroup = () => {
    setGroup((before) => ({
      ...before,
      preferredDate: before.preferredDate || draft.date,
      guests: draft.guests > settings.maxPartySize ? draft.guests : before.guests,
      name: before.name || draft.contact.name,
      surname: before.surname || draft.contact.surname,
      email: before.email || draft.contact.email,
      phone: before.phone || draft.contact.phone,
    }));
    go('group');
  };

  const openWaitlist = () => {
    setWaitlist((before) => ({
      ...before,
      guests: draft.guests,
      name: before.name || draft.contact.name,
      surname: before.surname || draft.contact.surname,
    }));
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

  /** After a refused time: the day again, and back to the times. */
  const refreshDay = async () => {
    try {
      const day = await backend.availability({ site, lang, date: draft.date, guests: draft.guests });
      setAvailability(day);
      setDraft((before) => ({ ...fitToDay(before, day), cardToken: undefined, consent: false }));
    } finally {
      go('time');
    }
  };

  /**
   * The time filled up meanwhile (409, another tab or guest took the last seats): back to the day's times,
   * asked again, with that time taken off and unchosen, so Confirm can never send it again; the message
   * says why and takes focus. The card token stays: the provider did not use it.
   */
  const timeTaken = async () => {
    const taken = { service: draft.service, time: draft.time };
    let day = availability;
    try {
      day = await backend.availability({ site, lang, date: draft.date, guests: draft.guests });
    } catch {
      // Unreachable for the moment: the day as known, the taken time marked below.
    }
    if (day) {
      const known = withoutSlot(day, taken);
      setAvailability(known);
      setDraft((before) => ({ ...fitToDay(before, known), consent: false }));
    }
    go('time');
    setTakenNotice(true);
  };

  /**
   * Fields the provider refused that an earlier step asks for: the visitor goes back to the first such step,
   * the fields marked there in the provider's words. False when every refused field is the summary's own.
   */
  const sendBack = (fields: readonly FieldRefusal[]): boolean => {
    const first = fields.find(({ field }) => stepOfField(field) !== 'summary')?.field;
    if (!first) return false;
    const step = stepOfField(first);
    if (step === 'time') {
      void refreshDay();
      return true;
    }
    if (step === 'card') update({ cardToken: undefined });
    go(step);
    setRefused(fields);
    return true;
  };

  const confirm = async () => {
    const request = bookingRequestOf(draft, { site, lang, guestLang, availability });
    let answer: BookingConfirmation & SubmissionReceipt;
    try {
      answer = await backend.createBooking(request);
    } catch (error) {
      const problem = sendProblemOf(error);
      if (problem.kind === 'conflict') return timeTaken();
      if (problem.kind === 'rejected' && sendBack(problem.fields)) return;
      throw error;
    }
    setConfirmation(answer);
    done('thanks');
  };

  const content = (() => {
    switch (step) {
      case 'party':
        return (
          <PartyStep
            site={site}
            draft={draft}
            onChange={update}
            validate={() => partyErrors(draft, context())}
            onContinue={askDay}
            position={position('party')}
            refused={refused}
            now={opening?.at}
          />
        );
      case 'time':
        return (
          availability && (
            <TimeStep
              site={site}
              draft={draft}
              availability={availability}
              position={position('time')}
              onChoose={(service, time) => update({ service, time })}
              validate={() => timeErrors(draft)}
              onContinue={() => forward('time')}
              onBack={back}
              onWaitlist={openWaitlist}
              onGroup={openGroup}
              taken={takenNotice}
            />
          )
        );
      case 'seating':
        return (
          availability && (
            <SeatingStep
              draft={draft}
              availability={availability}
              position={position('seating')}
              onChoose={(seating) => update({ seating })}
              validate={() => seatingErrors(draft)}
              onContinue={() => forward('seating')}
              onBack={back}
            />
          )
        );
      case 'extras':
        return (
          availability && (
            <ExtrasStep
              draft={draft}
              availability={availability}
              position={position('extras')}
              onChange={(extras) => update({ extras })}
              onContinue={() => forward('extras')}
              onBack={back}
            />
          )
        );
      case 'contact':
        return (
          <ContactStep
            site={site}
            lang={lang}
            draft={draft}
            position={position('contact')}
            refused={refused}
            onChange={(contact) => setDraft((before) => ({ ...before, contact: { ...before.contact, ...contact } }))}
            onHoneypot={(website) => update({ website })}
            validate={() => contactErrors(draft, context())}
            onContinue={() => forward('contact')}
            onBack={back}
          />
        );
      case 'card':
        return (
          availability && (
            <CardStep
              site={site}
              draft={draft}
              availability={availability}
              position={position('card')}
              onBack={back}
              onContinue={() => forward('card')}
              onToken={async () => {
                const { token } = await backend.cardToken(site);
                update({ cardToken: token });
                forward('card');
              }}
            />
          )
        );
      case 'summary': {
        if (!availability) return null;
        const Summary = draft.contact.onBehalfOf ? ConfirmOnBehalfOfBookingSummary : ConfirmBookingSummary;
        return (
          <Summary
            site={site}
            lang={lang}
            draft={draft}
            availability={availability}
            position={position('summary')}
            onConsent={(consent) => update({ consent })}
            validate={() => consentErrors(draft)}
            onConfirm={confirm}
            onBack={back}
            onFix={(field) => {
              if (field === 'time') void refreshDay();
              else {
                if (field === 'cardToken') update({ cardToken: undefined });
                go(stepOfField(field));
                setRefused([{ field, message: 'Invalid field' }]);
              }
            }}
          />
        );
      }
      case 'thanks':
        return (
          confirmation && (
            <ThanksStep
              site={site}
              confirmation={confirmation}
              email={draft.contact.email.trim()}
              onAnother={another}
            />
          )
        );
      case 'waitlist':
        return (
          availability && (
            <SoldOutWaitlist
              site={site}
              date={draft.date}
              availability={availability}
              draft={waitlist}
              onChange={(next) => setWaitlist((before) => ({ ...before, ...next }))}
              validate={() => waitlistErrors(waitlist, { ...context(), date: draft.date })}
              onSend={async () => {
                await backend.joinWaitlist(waitlistRequestOf(waitlist, { site, lang, guestLang, date: draft.date }));
                done('waitlistSuccess');
              }}
              onBack={back}
            />
          )
        );
      case 'waitlistSuccess':
        return <RequestSent kind="waitlist" onAnother={another} />;
      case 'group':
        return (
          <GroupBookingEnquiry
            site={site}
            draft={group}
            onChange={(next) => setGroup((before) => ({ ...before, ...next }))}
            validate={() => groupErrors(group, context())}
            onSend={async () => {
              await backend.requestGroup(groupRequestOf(group, { site, lang, guestLang }));
              done('groupSuccess');
            }}
            onBack={back}
          />
        );
      case 'groupSuccess':
        return <RequestSent kind="group" onAnother={another} />;
    }
  })();

  return (
    <div ref={root} className="booking-flow" data-booking-step={step}>
      {content}
    </div>
  );
}
