/**
 * Where the header's and footer's language links lead (rules §header: each links to /{code}/{site}): the
 * site's home in that language, except from a page that has the same path in every language, which the
 * link keeps. The manage page also keeps its fragment: the booking's token lives there
 * (lib/mail/message.ts `manageUrl`), and without it the guest would lose their booking.
 */
import { MANAGE_PATH } from './urls.ts';
import type { Lang, SiteId } from './sites.ts';
import { sitePath } from './urls.ts';

/** The site's pages outside the content, at one path in every language, and whether the fragment is theirs. */
const SAME_IN_EVERY_LANG: readonly { path: string; keepFragment: boolean }[] = [
  { path: MANAGE_PATH, keepFragment: true },
];

/**
 * @example languageLink('it', 'florence', '/en/florence/reservation/manage/') // { path: '/it/florence/reservation/manage/', keepFragment: true }
 * @example languageLink('it', 'florence', '/en/florence/menu/') // { path: '/it/florence/', keepFragment: false }
 */
export function languageLink(
  code: Lang,
  site: SiteId | undefined,
  currentPath: string,
): { path: string; keepFragment: boolean } {
  const [, , pathSite, ...rest] = currentPath.split('/');
  const inSite = site !== undefined && pathSite === site ? rest.filter(Boolean).join('/') : undefined;
  const same = SAME_IN_EVERY_LANG.find(({ path }) => path === inSite);
  return same
    ? { path: sitePath(code, site, same.path), keepFragment: same.keepFragment }
    : { path: sitePath(code, site), keepFragment: false };
}
