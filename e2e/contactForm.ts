/**
 * The contact form filled in as a guest would, ready to send: one helper for the specs that send it and
 * the interactions benchmark that times its send.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated } from './fixtures.ts';

/**
 * Waits for the page's contact form (the server's), brings the page to life and fills every field and
 * the privacy consent; returns the form.
 * @param appearsWithinMs how long the form may take to appear (longer on a slowed CPU)
 */
export async function fillContactForm(page: Page, appearsWithinMs?: number): Promise<Locator> {
  const form = page.locator('form.request-form--contact');
  await expect(form).toBeVisible({ timeout: appearsWithinMs });
  await hydrated(page);
  await fillContactFields(form);
  return form;
}

/** Fills every field of the contact form and ticks the privacy consent, as a guest would. */
export async function fillContactFields(form: Locator): Promise<void> {
  await form.locator('input[name="name"]').fill('Marco');
  await form.locator('input[name="surname"]').fill('Rossi');
  await form.locator('input[name="telephone"]').fill('+39 055 000 0000');
  await form.locator('select[name="requestType"]').selectOption('parking');
  await form.locator('textarea[name="message"]').fill('Is there parking nearby?');
  await form.locator('input[name="checkout_consent"]').check();
}
