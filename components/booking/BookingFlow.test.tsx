import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator, type LocaleTable } from '../../lib/i18n.ts';
import type { Lang, SiteId } from '../../lib/sites.ts';
import en from '../../locales/en.json' with { type: 'json' };
import ja from '../../locales/ja.json' with { type: 'json' };
import { I18nProvider } from '../i18n.tsx';
import BookingFlow from './BookingFlow.tsx';
import { CardStep } from './CardStep.tsx';
import { ContactStep } from './ContactStep.tsx';
import { emptyContact, PHONE_CODES, type BookingDraft } from '../../lib/booking/payload.ts';
import { WidgetBooking } from './WidgetBooking.tsx';
import type { Availability } from '../../lib/booking/contract.ts';

const TABLES: Partial<Record<Lang, LocaleTable>> = { en, ja };

function render(node: React.ReactNode, lang: Lang = 'en'): string {
  return renderToString(
    <I18nProvider lang={lang} t={createTranslator(lang, TABLES[lang]!, en)}>
      {node}
    </I18nProvider>,
  );
}

const draft: BookingDraft = {
  guests: 2,
  date: '2026-12-04',
  extras: {},
  contact: emptyContact('81'),
  consent: false,
  website: '',
};
const noop = () => {};
const contact = (lang: Lang, site: SiteId = 'florence') =>
  render(
    <ContactStep
      site={site}
      lang={lang}
      draft={draft}
      onChange={noop}
      onHoneypot={noop}
      validate={() => ({})}
      onContinue={noop}
      onBack={noop}
      position={{ current: 5, total: 7 }}
    />,
    lang,
  );

describe('the booking flow', () => {
  it('opens on guests and date, as step 1, for a demo-provider site', () => {
    const html = render(<BookingFlow site="florence" lang="en" />);
    expect(html).toContain('Guests and date');
    expect(html).toContain('Step 1 of 7');
    expect(html).toMatch(/<input[^>]*type="date"[^>]*required/);
  });

  it('marks name, surname, email and phone as required with an asterisk (rules §bookings)', () => {
    const html = contact('en');
    for (const label of ['First name', 'Surname', 'Email', 'Phone']) {
      // The space and the asterisk may render as two text nodes (React marks the seam with an empty comment).
      expect(html).toMatch(
        new RegExp(`${label}<span class="booking-required" aria-hidden="true"> (<!-- -->)?\\*</span>`),
      );
    }
    expect(html).not.toMatch(/Title<span class="booking-required"/);
  });

  it("lists every phone code by its country's name in the flow's language, the same on every render", () => {
    const codeOptions = (html: string) => {
      const select = /<select[^>]*autoComplete="tel-country-code"[^>]*>(.*?)<\/select>/s.exec(html)![1]!;
      return [...select.matchAll(/<option value="(\d+)"[^>]*>([^<]*)<\/option>/g)].map(([, code, label]) => ({
        code,
        name: label!.replace(/ \(.*$/, ''),
      }));
    };
    for (const lang of ['en', 'ja'] as const) {
      const first = codeOptions(contact(lang));
      const names = first.map((option) => option.name);
      expect(first.map((option) => option.code).sort()).toEqual(PHONE_CODES.map(({ code }) => code).sort());
      expect(names).toEqual([...names].sort(new Intl.Collator(lang).compare));
      expect(codeOptions(contact(lang))).toEqual(first);
    }
    expect(codeOptions(contact('en')).find((option) => option.code === '39')?.name).toBe('Italy');
    expect(codeOptions(contact('ja')).find((option) => option.code === '39')?.name).toBe('イタリア');
  });

  it("asks the birthdate's parts in the order the site writes dates: month first in Beverly Hills", () => {
    const order = (html: string) => [...html.matchAll(/autoComplete="bday-(day|month|year)"/gi)].map((m) => m[1]);
    expect(order(contact('en', 'beverlyhills'))).toEqual(['month', 'day', 'year']);
    expect(order(contact('en', 'florence'))).toEqual(['day', 'month', 'year']);
    expect(order(contact('ja', 'tokyo'))).toEqual(['year', 'month', 'day']);
  });

  it('asks furigana on Japanese pages only (rules §bookings)', () => {
    expect(contact('ja')).toContain('セイ（フリガナ）');
    expect(contact('ja')).toContain('メイ（フリガナ）');
    expect(contact('en')).not.toContain('furigana');
  });

  it('has a honeypot named website: hidden from people and assistive technology, out of the tab order', () => {
    const honeypot = /<div class="form-honeypot" aria-hidden="true">.*?<\/div>/.exec(contact('en'))?.[0] ?? '';
    expect(honeypot).toMatch(/<input[^>]*name="website"/);
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot).toMatch(/autocomplete="off"/i);
  });

  it('never asks for a card number: the card step is a test-mode panel and one button', () => {
    const day = {
      site: 'florence',
      date: '2026-12-04',
      guests: 2,
      groupOnly: false,
      closed: false,
      services: [],
      seating: [],
      extras: [],
      cardGuarantee: {
        required: true,
        penaltyPerPerson: { amount: '150.00', currencyCode: 'EUR' },
        freeCancellationHours: 48,
      },
    } satisfies Availability;
    const html = render(
      <CardStep
        site="florence"
        draft={draft}
        availability={day}
        onToken={async () => {}}
        onContinue={noop}
        onBack={noop}
        position={{ current: 6, total: 7 }}
      />,
    );
    expect(html).toContain('TEST MODE');
    expect(html).not.toMatch(/<input/);
    expect(html).toContain('€150.00 per person');
  });
});

describe('the third-party widget slot', () => {
  it('renders the container the provider script looks for, and says it is loading', () => {
    const html = render(<WidgetBooking site="tokyo" lang="ja" load={() => new Promise(() => {})} />, 'ja');
    expect(html).toMatch(/data-booking-widget="bookingWidgetB" data-venue="tokyo" data-lang="ja"/);
    expect(html).toContain('予約サービスを読み込んでいます');
  });
});
