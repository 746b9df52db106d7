/**
 * Names as the page's language writes them (family name first in Japanese and Korean, lib/personName.ts),
 * and the reservation overlay saying, beside its name fields, that it takes Latin letters only.
 */
import type { Page } from '@playwright/test';
import type { Lang, SiteId } from '../lib/sites.ts';
import { asAfterOpening, BookingSteps, quietPage, translator } from './bookingSteps.ts';
import { expect, test, hydrated } from './fixtures.ts';

test.beforeEach(({ context }) => quietPage(context));

test.describe('booking summary', () => {
  test('the Japanese summary writes the family name first, in kanji and in furigana, for the guest and who booked', async ({
    page,
    pageErrors: _,
  }) => {
    test.setTimeout(60_000);
    const steps = new BookingSteps(page, 'ja', 'tokyo');
    await steps.open();
    await steps.toExtras();
    await steps.toCard({ name: '太郎', surname: '山田', furiganaName: 'タロウ', furiganaSurname: 'ヤマダ' });
    await steps.toSummary();
    const contact = steps.slot
      .locator('.booking-summary__row')
      .filter({ hasText: steps.t('booking.summary.contact') })
      .locator('dd');
    await expect(contact).toContainText('山田 太郎');
    await expect(contact).toContainText('ヤマダ タロウ');
    await expect(contact).not.toContainText('太郎 山田');

    // Booked for someone else: both names in the same order.
    await steps.button('booking.action.back').click();
    await expect(steps.heading('booking.step.card')).toBeFocused();
    await steps.button('booking.action.back').click();
    await expect(steps.heading('booking.step.contact')).toBeFocused();
    await steps.slot.getByRole('checkbox', { name: steps.t('booking.field.onBehalfOf') }).check();
    await steps.field('booking.field.guestName').fill('花子');
    await steps.field('booking.field.guestSurname').fill('佐藤');
    await steps.button('booking.action.continue').click();
    await expect(steps.heading('booking.step.card')).toBeFocused();
    await steps.button('booking.action.continue').click();
    await expect(steps.heading('booking.step.summaryOnBehalf')).toBeFocused();
    const summary = steps.slot.locator('.booking-summary');
    await expect(summary).toContainText(`${steps.t('booking.summary.guest')}佐藤 花子`);
    await expect(summary).toContainText(`${steps.t('booking.summary.bookedBy')}山田 太郎`);
  });

  test('the Korean summary writes the family name first, without a space in Hangul', async ({
    page,
    pageErrors: _,
  }) => {
    test.setTimeout(60_000);
    const steps = new BookingSteps(page, 'ko', 'seoul');
    // Seoul takes table bookings from its opening day: its summary is what a guest sees from then on.
    await asAfterOpening(page);
    await steps.open();
    await steps.toExtras();
    await steps.toContact();
    // Korean forms ask the family name first, as the name is written.
    const labels = await steps.slot.locator('.booking-row').first().locator('label').allTextContents();
    expect(labels.map((text) => text.replace(/\s*\*$/, ''))).toEqual([
      steps.t('booking.field.surname'),
      steps.t('booking.field.name'),
    ]);
    await steps.fillContact({ name: '민준', surname: '김' });
    await steps.toSummary();
    const contact = steps.slot
      .locator('.booking-summary__row')
      .filter({ hasText: steps.t('booking.summary.contact') })
      .locator('dd');
    await expect(contact).toContainText('김민준');
  });

  test('the English summary keeps the given name first', async ({ page, pageErrors: _ }) => {
    test.setTimeout(60_000);
    const steps = new BookingSteps(page, 'en', 'tokyo');
    await steps.open();
    await steps.toExtras();
    await steps.toCard({ name: 'Taro', surname: 'Yamada' });
    await steps.toSummary();
    await expect(steps.slot.locator('.booking-summary')).toContainText('Taro Yamada');
  });
});

async function openOverlay(page: Page, lang: Lang, site: SiteId, cta: string) {
  await page.goto(`/${lang}/${site}/`);
  await hydrated(page);
  await page.getByRole('button', { name: cta }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('reservation overlay', () => {
  const CASES: { lang: Lang; site: SiteId; cta: string; order: 'family-first' | 'given-first' }[] = [
    { lang: 'ja', site: 'tokyo', cta: '予約をリクエスト', order: 'family-first' },
    { lang: 'ko', site: 'seoul', cta: '대기자 명단 등록', order: 'family-first' },
    { lang: 'it', site: 'florence', cta: 'Prenota un tavolo', order: 'given-first' },
  ];
  for (const { lang, site, cta, order } of CASES) {
    test(`${lang}/${site}: the name fields say they take Latin letters only, in the page's language, ${order}`, async ({
      page,
      pageErrors: _,
    }) => {
      const t = translator(lang);
      const dialog = await openOverlay(page, lang, site, cta);
      const hint = t('form.latinLettersHint');
      expect(hint).not.toBe('form.latinLettersHint');
      for (const key of ['form.name', 'form.surname']) {
        const input = dialog.getByRole('textbox', { name: t(key), exact: true });
        await expect(input).toHaveAccessibleDescription(hint);
        const hintId = (await input.getAttribute('aria-describedby'))!.split(' ')[0]!;
        await expect(dialog.locator(`[id="${hintId}"]`)).toBeVisible();
        await expect(dialog.locator(`[id="${hintId}"]`)).toHaveText(hint);
      }
      // The fields come in the order the language writes a name.
      const names = await dialog
        .locator('input[name="name"], input[name="surname"]')
        .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')));
      expect(names).toEqual(order === 'family-first' ? ['surname', 'name'] : ['name', 'surname']);
    });
  }
});
