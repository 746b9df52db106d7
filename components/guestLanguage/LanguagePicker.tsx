/**
 * The guest's language for the part around it: the twenty languages, each by its own name (and marked
 * with its language, so a screen reader says "Deutsch" as German). Changing it switches the part at once
 * and keeps the choice for the visit.
 */
import { useId } from 'react';
import { UI_LANG_TRAITS, UI_LANGS, isUiLang } from '../../lib/locales.ts';
import { useT } from '../i18n.tsx';
import { useGuestLanguage } from './GuestLanguage.tsx';
import './guestLanguage.css';

export function LanguagePicker() {
  const t = useT();
  const id = useId();
  const guest = useGuestLanguage();
  if (!guest) return null;
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
        onChange={(event) => {
          const lang = event.currentTarget.value;
          if (isUiLang(lang)) guest.choose(lang);
        }}
      >
        {UI_LANGS.map((code) => (
          <option key={code} value={code} lang={code}>
            {UI_LANG_TRAITS[code].name}
          </option>
        ))}
      </select>
    </div>
  );
}
