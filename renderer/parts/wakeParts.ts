/**
 * The page's first script (each page's `+client.ts` calls it): no React, no page code. It reads which
 * interactive parts the prerendered page holds (renderer/parts/Part.tsx), decides when each wakes
 * (wake.ts), and wakes each then: its code and React's client load, and the part is hydrated as a root of
 * its own (hydratePart.tsx). Everything else on the page stays the HTML it arrived as.
 *
 * A visitor's first press is never lost: a button pressed, or a form sent, inside a part that is still
 * waking is held and done again once the part is live (`holdUntilLive`). Links need no script and go at
 * once.
 */
import { reloadOnceOnChunkError } from '../reloadOnChunkFailure.ts';
import { PAGE_PROPS_ID, type PageProps } from '../pageFrame.ts';
import { whenIdle } from '../../components/ui/whenIdle.ts';
import { afterNextPaint, nextTask } from '../../components/ui/nextTask.ts';
import { TIMINGS } from '../../lib/limits.ts';
import { COOKIE_BAR_HIDDEN_ATTRIBUTE } from '../../lib/consent.ts';
import {
  FORM_CONTROLS,
  PART_ATTRIBUTE,
  PART_WAKES,
  PRESS_ANSWERED_BY,
  type PartName,
  type Wake,
  type WakeFacts,
} from './wake.ts';
import { startPageServices } from './pageServices.ts';
import { isBroken } from '../../components/ui/brokenImage.ts';
import { startFirstEntry } from '../../components/motion/firstEntry.ts';
import { firstPageShown, startPageTransitions } from '../../components/motion/pageTransition.ts';
import { BANNER_ATTRIBUTES } from '../../components/modals/bannerDialogAttributes.ts';
import { readStorage } from '../../components/consent/browserStorage.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import { cartStorageKey } from '../../lib/cartKeys.ts';
// biome-ignore lint/suspicious/noExplicitAny: a part's props are the JSON its server render wrote, or none
type PartComponent = import('react').ComponentType<any>;

/**
 * The gestures that wake `gesture` parts: any sign that the visitor reaches for the page. Not focus, nor
 * scroll: the page moves focus itself (the intro), a browser scrolls a page it resizes, and a visitor's
 * Tab, wheel, touch or drag on the scrollbar comes first. Text put into a field with no key pressed
 * (dictation, an autofill, a paste from a menu) is the visitor's too: `input`.
 */
const GESTURES = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'mousemove', 'input'] as const;

/** Set on <html> once every part due on this visit is live: tests and styles tell a live page by it. */
export const LIVE_ATTRIBUTE = 'data-hydrated';

/** Set on <html> once this script listens for the visitor: a gesture from then on wakes the parts. */
export const LISTENING_ATTRIBUTE = 'data-parts-listening';

/**
 * Set on a button whose press is held while its part wakes (`holdUntilLive`): it shows at once that the
 * press is on its way (renderer/base.css), as the part's `aria-busy` tells a screen reader.
 */
export const HELD_PRESS_ATTRIBUTE = 'data-held-press';

/** Set on a part's element once it is live. */
export const PART_LIVE_ATTRIBUTE = 'data-live';

/**
 * Set on a part's element when its code could not load: it stays as painted, and what needs its code
 * gives way to what does not (the booking slot's way to book by phone, components/sections/sections.css).
 */
export const PART_PAINTED_ATTRIBUTE = 'data-stays-painted';

interface SleepingPart {
  name: PartName;
  element: HTMLElement;
  wake: Wake;
  /** Its waking has begun. */
  started: boolean;
  /** Resolves once the part is live, or has stayed as painted because its code could not load. */
  woken: Promise<void>;
  settle: () => void;
}

function sleepingPart(name: PartName, element: HTMLElement, wake: Wake): SleepingPart {
  let settle = () => {};
  const woken = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { name, element, wake, started: false, woken, settle };
}

function readProps(): PageProps {
  const block = document.getElementById(PAGE_PROPS_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as PageProps) : { data: undefined };
}

/** What the first script reads of the page's shell data (lib/shellData.ts), absent on the error page. */
type ShellFacts = { site?: SiteId } | undefined;

function shellOf(props: PageProps): ShellFacts {
  return (props.data as { shell?: ShellFacts } | undefined)?.shell;
}

/** The visitor keeps a cart for the page's site and language (components/shop/cartActions.ts writes it). */
function cartKept(shell: ShellFacts, lang: Lang): boolean {
  const site = shell?.site;
  return Boolean(site && readStorage('localStorage', cartStorageKey(site, lang)));
}

function isPartName(name: string | undefined): name is PartName {
  return name !== undefined && name in PART_WAKES;
}

/**
 * Wakes the page's parts, each at its moment.
 * @param loadPage the page's own component, with what it needs to render (its sections)
 * @param pageWake when the page's part wakes (the page's `+client.ts` decides, from what it shows)
 */
export function wakeParts(loadPage: () => Promise<PartComponent>, pageWake: (root: Document) => Wake): void {
  // Before any import can fail: a chunk that cannot load reloads the page once, if the site answers.
  reloadOnceOnChunkError();
  const props = readProps();
  const html = document.documentElement;
  // The renderer writes one of the route languages here (renderer/+onRenderHtml.tsx); lib/sites.ts, which
  // could check it, is no code for the page's first script to carry.
  const lang = html.lang as Lang;
  const facts: WakeFacts = {
    consentSettled: html.hasAttribute(COOKIE_BAR_HIDDEN_ATTRIBUTE),
    cartKept: cartKept(shellOf(props), lang),
    offline: !navigator.onLine,
    pageWake: pageWake(document),
  };
  const parts: SleepingPart[] = [...document.querySelectorAll<HTMLElement>(`[${PART_ATTRIBUTE}]`)].flatMap(
    (element) => {
      const name = element.getAttribute(PART_ATTRIBUTE) ?? undefined;
      return isPartName(name) ? [sleepingPart(name, element, PART_WAKES[name](facts))] : [];
    },
  );
  const due = parts.filter((part) => part.wake !== 'never');

  const load = (name: PartName): Promise<PartComponent> =>
    name === 'page' ? loadPage() : import('./partLoaders.ts').then(({ loadPart }) => loadPart(name));

  const wake = (part: SleepingPart): Promise<void> => {
    if (part.started) return part.woken;
    part.started = true;
    void (async () => {
      try {
        const [{ hydratePart }, Component] = await Promise.all([import('./hydratePart.tsx'), load(part.name)]);
        await hydratePart(part.element, part.name, Component, props, part.name === 'page' ? props : {});
        part.element.setAttribute(PART_LIVE_ATTRIBUTE, '');
      } catch {
        // Offline with the page kept but not its code: the part is whole as painted, and stays so.
        // (Online, a chunk that fails reloads the page once: reloadOnChunkFailure.ts.)
        console.warn(`[parts] the ${part.name} part's code could not load; it stays as painted`);
        part.element.setAttribute(PART_PAINTED_ATTRIBUTE, '');
      }
      part.settle();
    })();
    return part.woken;
  };

  /** Wakes these parts one task apart, so no task holds more than one part's hydration. */
  const wakeInTurn = async (waking: SleepingPart[]) => {
    for (const part of waking) {
      void wake(part);
      await nextTask();
    }
  };

  holdUntilLive(parts, wake);
  wakeOnBrokenPicture(parts, wake);
  listenForGesture(parts, wakeInTurn);
  wakeIfTypedInto(due, wakeInTurn);
  const offlinePart = parts.find((part) => part.name === 'offline');
  if (offlinePart) addEventListener('offline', () => void wake(offlinePart), { once: true });

  void wakeInTurn(due.filter((part) => part.wake === 'load'));
  const atIdle = due.filter((part) => part.wake === 'idle');
  if (atIdle.length) whenIdle(() => void wakeInTurn(atIdle), TIMINGS.partIdleTimeoutMs);
  // The banner modals need no React: their schedule starts with the page (components/modals/).
  const bannersStarted = document.querySelector(`dialog[${BANNER_ATTRIBUTES.name}]`)
    ? import('../../components/modals/bannerSchedule.ts').then(
        (module) => module.startBannerSchedule(),
        () => console.warn("[parts] the banner modals' code could not load"),
      )
    : undefined;
  void Promise.all([...due.map((part) => part.woken), bannersStarted]).then(() =>
    html.setAttribute(LIVE_ATTRIBUTE, ''),
  );
  html.setAttribute(LISTENING_ATTRIBUTE, '');
  startFirstEntry();
  startPageTransitions();
  firstPageShown();
  startPageServices(lang);
}

/** The part an element is in, if any. */
function partOf(parts: readonly SleepingPart[], target: EventTarget | null): SleepingPart | undefined {
  if (!(target instanceof Element)) return undefined;
  const element = target.closest(`[${PART_ATTRIBUTE}]`);
  return parts.find((part) => part.element === element);
}

/**
 * At the first gesture, wakes the part it reached first, then every other part due on this visit: the
 * `gesture` parts, and the `idle` ones not woken yet (the visitor is here; their moment has come). The
 * waking starts once the press has painted: a part's code that arrives and runs meanwhile (React's
 * client, a long task on a phone) would hold back the paint that answers the press.
 */
function listenForGesture(parts: readonly SleepingPart[], wakeInTurn: (waking: SleepingPart[]) => Promise<void>) {
  const waiting = parts.filter((part) => part.wake === 'gesture' || part.wake === 'idle');
  if (!waiting.length) return;
  const options = { capture: true, passive: true } as const;
  const onGesture = (event: Event) => {
    for (const type of GESTURES) removeEventListener(type, onGesture, options);
    const reached = partOf(waiting, event.target);
    const waking = reached ? [reached, ...waiting.filter((part) => part !== reached)] : [...waiting];
    void afterNextPaint().then(() => wakeInTurn(waking));
  };
  for (const type of GESTURES) addEventListener(type, onGesture, options);
}

/**
 * Wakes the parts typed into before this script listened (a quick visitor, an autofill as the page
 * loaded): no gesture was heard, and the part takes what was typed as it wakes (typedValues.ts). Only a
 * page with fields loads the code that reads them.
 */
function wakeIfTypedInto(due: readonly SleepingPart[], wakeInTurn: (waking: SleepingPart[]) => Promise<void>) {
  const withFields = due.filter((part) => part.wake !== 'load' && part.element.querySelector(FORM_CONTROLS));
  if (!withFields.length) return;
  void import('./typedValues.ts').then(
    ({ readTypedValues }) => wakeInTurn(withFields.filter((part) => readTypedValues(part.element).length)),
    () => undefined, // Its code could not load: the visitor's next gesture wakes the part.
  );
}

/**
 * A picture that cannot load wakes its part, whose code draws the picture's fallback
 * (components/ui/Picture.tsx): one that failed before this script ran, and one that fails later.
 */
function wakeOnBrokenPicture(parts: readonly SleepingPart[], wake: (part: SleepingPart) => Promise<void>): void {
  const wakeIfBroken = (image: HTMLImageElement) => {
    const part = partOf(parts, image);
    if (part) void wake(part);
  };
  for (const image of document.querySelectorAll<HTMLImageElement>(`[${PART_ATTRIBUTE}] img`))
    void isBroken(image).then((broken) => broken && wakeIfBroken(image));
  addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) wakeIfBroken(event.target);
    },
    { capture: true },
  );
}

/**
 * Holds a press on a button, or a form sent, inside a part that is not live yet, and does it again once
 * the part is: the visitor's first press acts, a moment later, instead of falling on markup without its
 * behaviour. A press another part answers (wake.ts `PRESS_ANSWERED_BY`) waits for that part too. The
 * parts are woken if they were not yet, once the press has painted its `aria-busy` state.
 */
function holdUntilLive(parts: readonly SleepingPart[], wake: (part: SleepingPart) => Promise<void>): void {
  const isLive = (part: SleepingPart) => part.element.hasAttribute(PART_LIVE_ATTRIBUTE);
  const answering = (button: Element) =>
    PRESS_ANSWERED_BY.filter(([selector]) => button.matches(selector)).flatMap(([, name]) =>
      parts.filter((part) => part.name === name),
    );
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
      if (!(button instanceof HTMLElement) || !event.isTrusted) return;
      const part = partOf(parts, button);
      const waiting = [...(part ? [part] : []), ...answering(button)].filter((each) => !isLive(each));
      if (!waiting.length) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const busy = part?.element ?? button;
      busy.setAttribute('aria-busy', 'true');
      button.setAttribute(HELD_PRESS_ATTRIBUTE, '');
      void afterNextPaint()
        .then(() => Promise.all(waiting.map(wake)))
        .then(() => {
          busy.removeAttribute('aria-busy');
          button.removeAttribute(HELD_PRESS_ATTRIBUTE);
          if (button.isConnected && waiting.every(isLive)) button.click();
        });
    },
    { capture: true },
  );
  addEventListener(
    'submit',
    (event) => {
      const part = partOf(parts, event.target);
      const form = event.target;
      if (!part || isLive(part) || !(form instanceof HTMLFormElement) || !event.isTrusted) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const submitter = (event as SubmitEvent).submitter;
      void wake(part).then(() => {
        if (form.isConnected && isLive(part)) form.requestSubmit(submitter?.isConnected ? submitter : null);
      });
    },
    { capture: true },
  );
}
