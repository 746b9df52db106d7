/**
 * The guest's language: the one the interactive parts (the booking flow, the reservation overlay, the contact
 * form, the cart and checkout) speak, and the one the guest's e-mails are written in. Pages stay in the
 * site's languages; a German couple on the English page of Florence books in German.
 */
import { isUiLang, ROUTE_UI_LANGS, type UiLang } from './locales.ts';
import type { Lang } from './sites.ts';

/**
 * The UI language a browser language tag names, if any: a region or script is read as the table it needs
 * (`de-AT` → `de`, `zh-TW` and `zh-HK` → `zh-Hant`, `zh` and `zh-CN` → `zh-Hans`, `jp` → `ja`).
 * @example uiLangOf('pt-BR') // 'pt'
 * @example uiLangOf('sv-SE') // undefined
 */
export function uiLangOf(tag: string): UiLang | undefined {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag.trim() === 'jp' ? 'ja' : tag.trim());
  } catch {
    return undefined;
  }
  if (locale.language === 'zh') return locale.maximize().script === 'Hant' ? 'zh-Hant' : 'zh-Hans';
  return isUiLang(locale.language) ? locale.language : undefined;
}

/**
 * The language the interactive parts open in: the one the guest chose during this visit; else the browser's
 * first language that has a table, when the site's pages cannot be in it (a route language there means the
 * guest reads the page's language by choice); else the page's language.
 * @example guestLangFor({ pageLang: 'en', browserLangs: ['de-DE', 'en'] }) // 'de'
 * @example guestLangFor({ pageLang: 'en', browserLangs: ['it-IT', 'de'] }) // 'en': Italian pages exist, English was chosen
 * @example guestLangFor({ pageLang: 'en', browserLangs: ['de'], kept: 'tr' }) // 'tr'
 */
export function guestLangFor({
  pageLang,
  browserLangs,
  kept,
}: {
  pageLang: UiLang;
  browserLangs: readonly string[];
  kept?: string | null;
}): UiLang {
  if (kept && isUiLang(kept)) return kept;
  for (const tag of browserLangs) {
    const lang = uiLangOf(tag);
    if (!lang) continue;
    return (ROUTE_UI_LANGS as readonly string[]).includes(lang) ? pageLang : lang;
  }
  return pageLang;
}

/**
 * The `guestLang` a submission carries: only when the guest's language differs from the page's, since an
 * absent one means the page's (lib/mail/guestMails.ts `guestLangOf`).
 * @example guestLangPart({ lang: 'en', guestLang: 'de' }) // { guestLang: 'de' }
 * @example guestLangPart({ lang: 'en', guestLang: 'en' }) // {}
 */
export function guestLangPart(context: { lang: Lang; guestLang?: UiLang }): { guestLang?: UiLang } {
  return context.guestLang && context.guestLang !== context.lang ? { guestLang: context.guestLang } : {};
}
