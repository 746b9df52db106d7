/**
 * Citations of docs/rules.md, read out of source and docs text, so a test can hold every citation to an
 * anchor that exists. The form is `rules §<anchor>` in code (a second one in the same sentence may be
 * just `§<anchor>`: a section sign before a name is always a rules anchor) and `rules.md#<anchor>` in
 * links; docs/rules.md's opening explains it. Pure: text in, names out.
 */

/** The anchors docs/rules.md defines: `<a id="bookings"></a>` before each section. */
export function ruleAnchors(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((match) => match[1]!));
}

const CITATION = /§([a-z][a-z0-9-]*)/g;
const LINK = /\brules\.md#([a-z0-9-]+)/g;
/** Links inside docs/rules.md itself: `](#bookings)`. */
const OWN_LINK = /\]\(#([a-z0-9-]+)\)/g;

/**
 * Every anchor a text cites, in order.
 * @example citedAnchors('(rules §cart; the link, §checkout); see docs/rules.md#prices') // ['cart', 'checkout', 'prices']
 */
export function citedAnchors(text: string, { ownLinks = false } = {}): string[] {
  const cited: { at: number; anchor: string }[] = [];
  for (const match of text.matchAll(CITATION)) cited.push({ at: match.index!, anchor: match[1]! });
  for (const match of text.matchAll(LINK)) cited.push({ at: match.index!, anchor: match[1]! });
  if (ownLinks) for (const match of text.matchAll(OWN_LINK)) cited.push({ at: match.index!, anchor: match[1]! });
  return cited.sort((a, b) => a.at - b.at).map(({ anchor }) => anchor);
}

/**
 * Citations of the old outside specification by section number ("spec §4", "§9"), which a reader of the
 * repository cannot follow. Section signs of other documents ("RFC 9110 §10.2.3") are not its.
 * @example specSectionCitations('the cap (spec §9); RFC 9110 §10.2.3') // ['§9']
 */
export function specSectionCitations(text: string): string[] {
  return [...text.matchAll(/(?<!RFC \d+ )§\s?\d+/g)].map((match) => match[0]);
}
