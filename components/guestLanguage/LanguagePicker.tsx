/**
 * The guest's language for the part around it: the twenty languages, each by its own name (and marked
 * with its language, so a screen reader says "Deutsch" as German). Changing it switches the part at once
 * and keeps the choice for the visit.
 *
 * Until a guest reaches for it, the closed picker holds only the language it speaks: the twenty names, each
 * in its own letters, send the browser to the fonts of eight scripts (Chinese, Japanese, Korean, Arabic,
 * Thai, Greek, Cyrillic, Vietnamese) to lay the list out, tens of milliseconds of a phone's main thread as
 * the part comes alive, for a list nobody has opened. The twenty arrive on focus (keyboard, screen readers)
 * or a press (pointer, touch), before the browser opens the list.
 */
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { UI_LANG_TRAITS, UI_LANGS, isUiLang } from '../../lib/locales.ts';
import { useT } from '../i18n.tsx';
import { useGuestLanguage } from './GuestLanguage.tsx';
import './guestLanguage.css';

export function LanguagePicker() {
  const t = useT();
  const id = useId();
  const guest = useGuestLanguage();
  const [listed, setListed] = useState(false);
  if (!guest) return null;
  const list = () => {
    if (!listed) flushSync(() => setListed(true));
  };
  return (
    <div className="language-picker">
      <label className="language-picker__label" htmlFor={id}>
        <svg className="language-picker__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
        </svg>
        {t('guestLanguage.label')}
      </label>
      <select
        id={id}
        className="language-picker__select"
        value={guest.lang}
        onFocus={list}
        onPointerDown={list}
        onChange={(event) => {
          const lang = event.currentTarget.value;
          if (isUiLang(lang)) guest.choose(lang);
        }}
      >
        {(listed ? UI_LANGS : [guest.lang]).map((code) => (
          <option key={code} value={code} lang={code}>
            {UI_LANG_TRAITS[code].name}
          </option>
        ))}
      </select>
    </div>
  );
}
