/**
 * The cancellation terms promised at booking (`cancellationTerms`) in words, one sentence the summary and
 * the confirmation e-mail both print (`booking.terms.freeUntil`, `.freeEndsSoon`, `.charged`), and the
 * thanks step's shorter one (`booking.thanks.cancelFree`, `.cancelCharged`). The deadline is the
 * restaurant's wall clock; money is written by lib/price.ts. Pure: the translator comes in.
 */
import type { Translator, UiLang } from '../locales.ts';
import { formatPrice } from '../price.ts';
import type { SiteId } from '../sites.ts';
import type { CancellationTerms } from './cancellationTerms.ts';
import { formatInstant } from './format.ts';

function figures(t: Translator, lang: UiLang, terms: CancellationTerms) {
  const { charge } = terms;
  return {
    hours: terms.hours,
    penalty: formatPrice(charge.perPerson, lang),
    total: formatPrice(charge.total, lang),
    guests: t('booking.guests.count', { count: charge.guests }),
  };
}

/**
 * "Cancelling or changing is free of charge until Wednesday, 2 December 2026, 19:30 (the restaurant's
 * time). After that, cancelling costs €150.00 per person: €300.00 for 2 guests."
 */
export function cancellationPromise(t: Translator, lang: UiLang, site: SiteId, terms: CancellationTerms): string {
  if (terms.kind === 'charged') return t('booking.terms.charged', figures(t, lang, terms));
  const deadline = formatInstant(terms.freeUntil.toISOString(), lang, site);
  return t(terms.endsSoon ? 'booking.terms.freeEndsSoon' : 'booking.terms.freeUntil', {
    ...figures(t, lang, terms),
    ...deadline,
  });
}

/** The thanks step's line: until when cancelling is free and what it costs after, or that it costs now. */
export function cancellationReminder(t: Translator, lang: UiLang, site: SiteId, terms: CancellationTerms): string {
  if (terms.kind === 'charged') return t('booking.thanks.cancelCharged', figures(t, lang, terms));
  return t('booking.thanks.cancelFree', {
    ...figures(t, lang, terms),
    ...formatInstant(terms.freeUntil.toISOString(), lang, site),
  });
}
