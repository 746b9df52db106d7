/**
 * The seasonal items of a page's content (sections, landing cards) as shown on a day (lib/season.ts). The build
 * and the live page both pass their sections through `sectionsShownOn`; what is left carries only the concrete
 * last day it is shown (`showUntil`, `YYYY-MM-DD`), which the page writes as `data-show-until` so a prerendered
 * page hides an item whose season ended after the build (renderer/inline/season.ts).
 */
import type { LandingCard, LandingCardsSection, Section } from './contract/types.ts';
import { seasonOn, type Day, type Seasonal } from './season.ts';
import { LONGEST_SEASON_DAYS, seasonLengthDays, seasonProblems } from './seasonProblems.ts';
import { SHOW_UNTIL_ATTRIBUTE } from './seasonMark.ts';
import { SITE_IDS, SITES, siteOffersLang, type Lang, type SiteId } from './sites.ts';

export { SHOW_UNTIL_ATTRIBUTE };

/** The item as shown on `today`, its window written as its concrete last day; undefined when not shown. */
export function shownOn<T extends Seasonal>(item: T, today: Day): T | undefined {
  const on = seasonOn(item, today);
  if (!on.shown) return undefined;
  const { showFrom: _from, showUntil: _until, ...rest } = item;
  return (on.lastDay ? { ...rest, showUntil: on.lastDay } : rest) as T;
}

const isLandingCards = (section: Section): section is LandingCardsSection => section.type === 'landingCards';

/**
 * The sections shown on `today`, with the landing cards shown that day; a card section left without cards goes.
 * @example sectionsShownOn([easterCards], '2026-11-28') // the cards but Easter's
 */
export function sectionsShownOn<S extends Section>(sections: readonly S[], today: Day): S[] {
  return sections.flatMap((section) => {
    const shown = shownOn(section, today);
    if (!shown) return [];
    if (!isLandingCards(shown)) return [shown];
    const cards = shown.cards.flatMap((card) => shownOn(card, today) ?? []);
    return cards.length ? [{ ...shown, cards }] : [];
  });
}

/** The attribute a shown item carries, for a component to spread onto its element. */
export const showUntilAttribute = (item: Seasonal): Record<string, string> =>
  item.showUntil ? { [SHOW_UNTIL_ATTRIBUTE]: item.showUntil } : {};

/**
 * The zone a page's seasons are read in: its site's (the header clock's); a language's landing, which has no site,
 * takes the first site that speaks its language, as its shell does (pages/shellFromSnapshot.ts).
 */
export function seasonTimeZone(lang: Lang, site: SiteId | undefined): string {
  const zoneSite = site ?? SITE_IDS.find((id) => siteOffersLang(id, lang)) ?? SITE_IDS[0];
  return SITES[zoneSite].clockTimeZone;
}

/** Landing cards of these kinds announce a season (the holidays' panettone, the Easter special): they carry dates. */
export const SEASONAL_CARD_KINDS: readonly LandingCard['kind'][] = ['panettone', 'special'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with the seasonal items anywhere in a piece of content (a page, a block, a landing), each named by
 * its path: a window that is not one (lib/seasonProblems.ts), one longer than a season, or a card of a
 * seasonal kind without a start and an end. The demo check runs it (booking-service/demo/checkDemo.ts).
 * @example seasonalContentProblems({ cards: [{ kind: 'special', label: 'Easter', link }] }) // ['cards[0]: a special card …']
 */
export function seasonalContentProblems(content: unknown, path = ''): string[] {
  if (Array.isArray(content)) return content.flatMap((item, i) => seasonalContentProblems(item, `${path}[${i}]`));
  if (!isRecord(content)) return [];
  const problems: string[] = [];
  const where = path || '(top)';
  const { showFrom, showUntil, kind } = content;
  if (typeof showFrom === 'string' || typeof showUntil === 'string') {
    const window = { showFrom: showFrom as string | undefined, showUntil: showUntil as string | undefined };
    const wrong = seasonProblems(window);
    problems.push(...wrong.map((problem) => `${where}: ${problem}`));
    const length = wrong.length ? undefined : seasonLengthDays(window);
    if (length !== undefined && length > LONGEST_SEASON_DAYS)
      problems.push(`${where}: shown for ${length} days, more than a season (${LONGEST_SEASON_DAYS})`);
  }
  const isCard = 'label' in content && 'link' in content && 'picture' in content;
  if (isCard && (SEASONAL_CARD_KINDS as readonly unknown[]).includes(kind) && (!showFrom || !showUntil))
    problems.push(`${where}: a ${String(kind)} card is seasonal and needs showFrom and showUntil`);
  for (const [key, value] of Object.entries(content))
    problems.push(...seasonalContentProblems(value, path ? `${path}.${key}` : key));
  return problems;
}

const isSeasonal = (item: Seasonal) => item.showFrom !== undefined || item.showUntil !== undefined;

/**
 * Whether sections read differently on another day: a seasonal item, or a form, whose how-to-book line
 * follows the site's opening (lib/booking/requestKind.ts). A build renders such a page again each day.
 */
export function readsDifferentlyByDay(sections: readonly Section[]): boolean {
  return sections.some(
    (section) =>
      section.type === 'form' || isSeasonal(section) || (isLandingCards(section) && section.cards.some(isSeasonal)),
  );
}
