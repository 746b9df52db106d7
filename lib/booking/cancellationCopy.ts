/**
 * The cancellation terms as content copy states them, read back so they can be held to the table
 * (`SITES[site].booking`: free-cancellation hours and penalty per person), which the booking flow and the
 * e-mails state from directly. Pure: text in, figures out.
 */
import type { BookingSettings } from '../sites.ts';
import { CURRENCY_WORDS } from './currencyWords.ts';

/** A sentence about cancelling, in the four route languages. */
const ABOUT_CANCELLING = /cancel|annull|cancellazion|disdett|penal|no-show|キャンセル|취소|위약금|불참/i;

/** "48 hours", "48 ore", "72時間", "72시간". */
const HOURS = /(\d+)\s*(?:hours?|ore|時間|시간)/gi;

/** Currency names and symbols as copy writes them, before or after the figure. */
const BEFORE = /(US\$|\$|€|¥|₩)\s?(\d[\d.,]*)/gi;
const AFTER = /(\d[\d.,]*)\s?(euro|EUR|€|dollars|dollari|USD|ユーロ|유로|円|yen|JPY|원|won|KRW)(?![a-z])/gi;

interface CopyMoney {
  value: number;
  currencyCode: string;
}

/** What a text says about cancelling: the hours and the sums in its sentences about cancellation. */
export function cancellationFigures(text: string): { hours: number[]; amounts: CopyMoney[] } {
  const hours: number[] = [];
  const amounts: CopyMoney[] = [];
  for (const sentence of text.split(/(?<=[.!?。！？])\s*/)) {
    if (!ABOUT_CANCELLING.test(sentence)) continue;
    for (const match of sentence.matchAll(HOURS)) hours.push(Number(match[1]));
    for (const match of sentence.matchAll(BEFORE))
      amounts.push({ value: figure(match[2]!), currencyCode: CURRENCY_WORDS[match[1]!.toLowerCase()]! });
    for (const match of sentence.matchAll(AFTER))
      amounts.push({ value: figure(match[1]!), currencyCode: CURRENCY_WORDS[match[2]!.toLowerCase()]! });
  }
  return { hours, amounts };
}

/** "25,000" and "25.000" are twenty-five thousand; "150.00" is a hundred and fifty. */
function figure(written: string): number {
  const digits = written.replace(/[.,](?=\d{3}(\D|$))/g, '').replace(',', '.');
  return Number(digits);
}

/**
 * Every figure a text states about cancelling that is not the site's: hours other than its free
 * cancellation window, a sum other than its penalty per person, in another currency or amount.
 * @example cancellationCopyProblems('Within 48 hours we charge 150 euro per person.', { freeCancellationHours: 48, penaltyPerPerson: { amount: '175.00', currencyCode: 'USD' } }) // ['150 EUR where the penalty is 175.00 USD']
 */
export function cancellationCopyProblems(
  text: string,
  terms: Pick<BookingSettings, 'freeCancellationHours' | 'penaltyPerPerson'>,
): string[] {
  const { hours, amounts } = cancellationFigures(text);
  const problems: string[] = [];
  for (const stated of hours) {
    if (stated !== terms.freeCancellationHours)
      problems.push(`${stated} hours where free cancellation ends ${terms.freeCancellationHours} hours before`);
  }
  const penalty = terms.penaltyPerPerson;
  for (const stated of amounts) {
    if (stated.currencyCode !== penalty.currencyCode || stated.value !== Number(penalty.amount)) {
      problems.push(
        `${stated.value} ${stated.currencyCode} where the penalty is ${penalty.amount} ${penalty.currencyCode}`,
      );
    }
  }
  return problems;
}
