/**
 * The faces of a script the site's own fonts lack (`script` in UI_LANG_TRAITS), each a stylesheet of its
 * own in faces/, loaded with the table of a language written in it. Never before: declaring a face, and a
 * face arriving, restyles and re-lays out the whole page, and the picker's own list names Thai, Greek,
 * Russian and Vietnamese in their letters, which would fetch every one of them on any page with a picker.
 */
import { type ExtraScript, UI_LANG_TRAITS, type UiLang } from '../../lib/locales.ts';

const FACES: Record<ExtraScript, () => Promise<unknown>> = {
  thai: () => import('./faces/thai.css'),
  vietnamese: () => import('./faces/vietnamese.css'),
  greek: () => import('./faces/greek.css'),
  cyrillic: () => import('./faces/cyrillic.css'),
};

/**
 * Resolves once `lang`'s faces are declared (at once when it needs none). Faces that cannot load (offline)
 * leave the system's: the part still switches.
 */
export function loadScriptFaces(lang: UiLang): Promise<unknown> {
  const script = UI_LANG_TRAITS[lang].script;
  return script ? FACES[script]().catch(() => undefined) : Promise.resolve();
}
