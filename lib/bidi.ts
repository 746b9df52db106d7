/**
 * Runs of text that keep their own direction inside a sentence of another. In an Arabic sentence a phone
 * number ("+1 333 123 4567"), a booking reference, an e-mail address or a street address written in
 * Latin letters is a left-to-right run; left to the Unicode bidi algorithm, its digits and spaces take
 * the sentence's direction and come out reversed ("4567 123 333 1+"). The run is marked once, with the
 * Unicode isolates (LRI … PDI for a known left-to-right run, FSI … PDI for text whose direction is the
 * writer's, such as a guest's name), and each renderer writes the marks its way: the e-mails' plain
 * text keeps them, their HTML and the interactive parts turn them into `<bdi>` elements
 * (`components/ui/Ltr.tsx`). See docs/languages.md, "Directions".
 */

/** LEFT-TO-RIGHT ISOLATE: what follows, up to the PDI, is a left-to-right run. */
export const LRI = '\u2066';
/** FIRST STRONG ISOLATE: what follows takes the direction of its first strong letter. */
export const FSI = '\u2068';
/** POP DIRECTIONAL ISOLATE: the end of an isolate. */
export const PDI = '\u2069';

const ISOLATES = /[\u2066-\u2069]/g;
/** An opened isolate and its text up to its PDI (or the end), or plain text between isolates. */
const RUN = /([\u2066\u2068])([^\u2066-\u2069]*)(?:\u2069|$)|[^\u2066-\u2069]+/g;

/**
 * A left-to-right run (a number, a phone, a reference, an address, an e-mail address), isolated from
 * the text around it. Empty text stays empty.
 * @example ltr('+1 333 123 4567') // '\u2066+1 333 123 4567\u2069'
 */
export function ltr(text: string): string {
  return text ? `${LRI}${stripIsolates(text)}${PDI}` : '';
}

/**
 * Text in the direction of its own first letter (a name, a comment the guest wrote), isolated from the
 * text around it.
 * @example isolate('Mira Lind') // '\u2068Mira Lind\u2069'
 */
export function isolate(text: string): string {
  return text ? `${FSI}${stripIsolates(text)}${PDI}` : '';
}

/**
 * The text without its isolate marks: for a message read left to right, where they change nothing, and
 * for headers and links.
 * @example stripIsolates(ltr('f0131690-1795838959943')) // 'f0131690-1795838959943'
 */
export function stripIsolates(text: string): string {
  return text.replace(ISOLATES, '');
}

/** A piece of text: plain, or an isolated run (`ltr`: left to right, `auto`: its first letter's). */
export interface BidiRun {
  text: string;
  dir?: 'ltr' | 'auto';
}

/**
 * The text cut at its isolates, for a renderer that marks runs as elements. An isolate left open runs to
 * the end; a stray PDI is dropped.
 * @example bidiRuns('Ref. \u2066AB-12\u2069.') // [{ text: 'Ref. ' }, { text: 'AB-12', dir: 'ltr' }, { text: '.' }]
 */
export function bidiRuns(text: string): BidiRun[] {
  const runs: BidiRun[] = [];
  for (const match of text.matchAll(RUN)) {
    if (match[1]) runs.push({ text: match[2] ?? '', dir: match[1] === LRI ? 'ltr' : 'auto' });
    else runs.push({ text: match[0] });
  }
  return runs.filter((run) => run.text);
}
