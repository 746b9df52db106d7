/**
 * The booking flow worked in any of the route languages: every label and button is read from the page
 * language's locale table, so one helper drives the Italian, English, Japanese and Korean pages alike.
 * Used by the price, name and summary specs; e2e/booking.spec.ts has the flow's own tests.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CONSENT_ACCEPTED, CONSENT_STORAGE_KEY } from '../lib/consent.ts';
import { createTranslator, type LocaleTable } from '../lib/i18n.ts';
import { withVariant } from '../lib/localeVariants.ts';
import type { UiLang } from '../lib/locales.ts';
import type { Lang, SiteId } from '../lib/sites.ts';
import { closeBanners, expect, hydrated } from './fixtures.ts';
import type { BrowserContext } from '@playwright/test';
import { pickLanguage } from './languagePicker.ts';
import { openDay } from '../booking-service/testing/submissions.ts';

const table = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as LocaleTable;

/** A language's texts, as the site renders them (on `site`, in the words its visitors use: lib/localeVariants.ts). */
export function translator(lang: UiLang, site?: SiteId) {
  return createTranslator(lang, withVariant(table(lang), lang, site), table('en'));
}

/** The news modals and the cookie bar are other specs' subjects: here they have been seen and answered. */
export async function quietPage(context: BrowserContext): Promise<void> {
  await closeBanners(context);
  await context.addInitScript(([key, accepted]) => localStorage.setItem(key, accepted), [
    CONSENT_STORAGE_KEY,
    CONSENT_ACCEPTED,
  ] as const);
}

export { openDay };

export class BookingSteps {
  readonly t: ReturnType<typeof translator>;

  /** `speaks`: the language the flow is in, when the guest chose another than the page's. */
  constructor(
    private readonly page: Page,
    readonly lang: Lang,
    readonly site: SiteId,
    speaks: UiLang = lang,
  ) {
    this.t = translator(speaks, site);
  }

  get slot() {
    return this.page.locator('.form-slot[data-form="booking"]');
  }
  heading(key: string) {
    return this.slot.getByRole('heading', { level: 3, name: this.t(key) });
  }
  button(key: string) {
    return this.slot.getByRole('button', { name: this.t(key), exact: true });
  }
  /** A control by its label's locale key (the required asterisk aside). */
  field(key: string) {
    const label = this.t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.slot.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
  }

  async open() {
    await this.page.goto(`/${this.lang}/${this.site}/reservation/`);
    await hydrated(this.page);
    await expect(this.heading('booking.step.party')).toBeVisible();
  }

  /** The guest picks `speaks` above the flow: the steps as the flow says them once it does. */
  async chooseLanguage(speaks: UiLang): Promise<BookingSteps> {
    await pickLanguage(this.slot, speaks);
    await expect(this.slot.locator('.guest-language')).toHaveAttribute('lang', speaks);
    return new BookingSteps(this.page, this.lang, this.site, speaks);
  }

  /** Guests and date, then to the times of the day. */
  async toTime(guests = 2) {
    await this.field('booking.field.guests').selectOption({ label: this.t('booking.guests.count', { count: guests }) });
    await this.field('booking.field.date').fill(openDay(this.site));
    await this.button('booking.action.findTable').click();
    await expect(this.heading('booking.step.time')).toBeFocused();
  }

  /** From the times: the first free time of the day and the first free seating. */
  async timeToExtras() {
    await this.slot.locator('input[name="booking-time"]:enabled').first().check();
    await this.button('booking.action.continue').click();
    await expect(this.heading('booking.step.seating')).toBeFocused();
    await this.slot.locator('input[name="booking-seating"]:enabled').first().check();
    await this.button('booking.action.continue').click();
    await expect(this.heading('booking.step.extras')).toBeFocused();
  }

  /** Guests and date, then the first free time of the day and the first free seating. */
  async toExtras(guests = 2) {
    await this.toTime(guests);
    await this.timeToExtras();
  }

  /** Chooses an extra (by its id) and, when it asks, how many. */
  async chooseExtra(itemId: string, quantity = 1) {
    const name = this.t(`booking.extra.${itemId}`);
    await this.slot
      .getByRole('checkbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .check();
    if (quantity > 1)
      await this.slot.getByLabel(this.t('booking.extras.quantity', { item: name })).selectOption(String(quantity));
  }

  /** From the extras to the contact details. */
  async toContact() {
    await this.button('booking.action.continue').click();
    await expect(this.heading('booking.step.contact')).toBeFocused();
  }

  /** The contact details given (a demo email and phone), then on to the card guarantee. */
  async fillContact(contact: { name: string; surname: string; furiganaName?: string; furiganaSurname?: string }) {
    await this.field('booking.field.name').fill(contact.name);
    await this.field('booking.field.surname').fill(contact.surname);
    if (contact.furiganaName) await this.field('booking.field.furiganaName').fill(contact.furiganaName);
    if (contact.furiganaSurname) await this.field('booking.field.furiganaSurname').fill(contact.furiganaSurname);
    await this.field('booking.field.email').fill('guest@example.com');
    await this.field('booking.field.phoneNumber').fill('3 1234 5678');
    await this.button('booking.action.continue').click();
    await expect(this.heading('booking.step.card')).toBeFocused();
  }

  /** From the extras to the card guarantee, with the contact details given. */
  async toCard(contact: { name: string; surname: string; furiganaName?: string; furiganaSurname?: string }) {
    await this.toContact();
    await this.fillContact(contact);
  }

  /** The test card, then the summary. */
  async toSummary(summaryKey = 'booking.step.summary') {
    await this.button('booking.card.add').click();
    await expect(this.heading(summaryKey)).toBeFocused();
  }
}

/**
 * The provider's answers for a site that is not open yet (Seoul) as they will be from its opening day: the
 * same day and slots, free, and no opening notice. Only for tests of what a guest sees once the site books
 * (the summary's name order); e2e/booking.spec.ts tests the site as it is before it opens.
 */
export async function asAfterOpening(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api.php' && url.searchParams.get('action') === 'BOOKING_AVAILABILITY',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { opensOn?: string; services: { slots: { available: boolean }[] }[] };
      };
      const { opensOn: _, ...day } = body.data;
      const services = day.services.map((service) => ({
        ...service,
        slots: service.slots.map((slot) => ({ ...slot, available: true })),
      }));
      await route.fulfill({ response, json: { ...body, data: { ...day, services } } });
    },
  );
}
