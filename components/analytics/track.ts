/** For the forms: report a successful send (rules §analytics: Analytics … send). */
import { sendEvent, type SentForm } from '../../lib/analytics.ts';
import { store } from '../store/store.ts';
import { pushEvent } from './dataLayer.ts';

/** @example trackSend('contact') // after the contact form's request succeeded */
export function trackSend(form: SentForm): void {
  pushEvent(sendEvent(form, store.site.peek()));
}
