/**
 * The country select of the reservation request (rules §form-fields: Country option: value (an uppercase key plus a
 * format option name, a number and two 0/1 flags, separated by bars), label (country name), selected.
 * Republic of Korea is preselected in the phone selector. Tokyo offers only Japan; for florence Italy is
 * preselected and United States deselected.)
 *
 * The value is `ISO|format|calling code|EU member|home country of the site`: the form cuts it at the first
 * bar before sending (rules §form-fields), so the mail carries the ISO code; the rest serves phone formatting.
 * Labels come from Intl.DisplayNames in the page's language: no country name is translated by hand. Which
 * countries a site offers and preselects is its `countryChoice` in lib/sites.ts.
 */
import { SITES, type SiteId } from '../sites.ts';
import type { UiLang } from '../locales.ts';

interface Country {
  iso: string;
  callingCode: string;
  eu: boolean;
  /** How a phone number of the country is written: international prefix, or national trunk 0. */
  format: 'international' | 'national';
}

/** The countries our guests come from most, alphabetical by ISO code. */
const COUNTRIES: readonly Country[] = [
  { iso: 'AU', callingCode: '61', eu: false, format: 'national' },
  { iso: 'BR', callingCode: '55', eu: false, format: 'national' },
  { iso: 'CA', callingCode: '1', eu: false, format: 'international' },
  { iso: 'CH', callingCode: '41', eu: false, format: 'national' },
  { iso: 'CN', callingCode: '86', eu: false, format: 'national' },
  { iso: 'DE', callingCode: '49', eu: true, format: 'national' },
  { iso: 'ES', callingCode: '34', eu: true, format: 'international' },
  { iso: 'FR', callingCode: '33', eu: true, format: 'national' },
  { iso: 'GB', callingCode: '44', eu: false, format: 'national' },
  { iso: 'IT', callingCode: '39', eu: true, format: 'international' },
  { iso: 'JP', callingCode: '81', eu: false, format: 'national' },
  { iso: 'KR', callingCode: '82', eu: false, format: 'national' },
  { iso: 'NL', callingCode: '31', eu: true, format: 'national' },
  { iso: 'US', callingCode: '1', eu: false, format: 'international' },
];

interface CountryOption {
  value: string;
  label: string;
  selected: boolean;
}

/**
 * The site's countries, named and sorted in `lang` (the form's language).
 * @example countryOptions('tokyo', 'en') // [{ value: 'JP|national|81|0|1', label: 'Japan', selected: true }]
 */
export function countryOptions(site: SiteId, lang: UiLang): CountryOption[] {
  const choice = SITES[site].countryChoice;
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  return COUNTRIES.filter((country) => !choice.only || choice.only.includes(country.iso))
    .map((country) => ({
      value: [
        country.iso,
        country.format,
        country.callingCode,
        country.eu ? 1 : 0,
        country.iso === choice.preselected ? 1 : 0,
      ].join('|'),
      label: names.of(country.iso) ?? country.iso,
      selected: country.iso === choice.preselected,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}
