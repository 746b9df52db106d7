/**
 * The visitor's consent on the client: a signal, so the cookie bar and the third-party loader follow it.
 * `undefined` until read from storage after hydration (the server cannot know it, and the prerendered
 * HTML must not depend on it).
 */
import { signal } from '../store/signals.ts';
import { CONSENT_ACCEPTED, CONSENT_STORAGE_KEY, hasConsented } from '../../lib/consent.ts';
import { readStorage, writeStorage } from './browserStorage.ts';

export const consent = signal<boolean | undefined>(undefined);

export function readConsent(): void {
  consent.value = hasConsented(readStorage('localStorage', CONSENT_STORAGE_KEY));
}

export function acceptConsent(): void {
  writeStorage('localStorage', CONSENT_STORAGE_KEY, CONSENT_ACCEPTED);
  consent.value = true;
}
