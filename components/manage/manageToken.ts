import { isUiLang, type UiLang } from '../../lib/locales.ts';

/**
 * The manage link's token as the address carries it: in the fragment, `#token=…` (lib/mail/message.ts
 * `manageUrl`), percent-encoded. Undefined when there is none; its shape is the API's to judge, so a
 * malformed token gets the same answer as an unknown one.
 * @example tokenFromFragment('#token=abc_-123') // 'abc_-123'
 */
export function tokenFromFragment(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return value ? value : undefined;
}

/**
 * The guest's language the manage link names (`&lang=…`, set when the site's pages are not in it): the
 * page's guest-language picker starts in it. Undefined when absent or not one of the twenty.
 * @example langFromFragment('#token=abc&lang=de') // 'de'
 */
export function langFromFragment(hash: string): UiLang | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('lang')?.trim();
  return value && isUiLang(value) ? value : undefined;
}
