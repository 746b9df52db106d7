/**
 * What the reservation request form sends (rules §form-fields: Reserve form payload: name, surname, email, pax
 * (optional number), country, message, reserveFor (page - name - variant, each capitalised), mailObject
 * (the object passed in); the value of each field is cut at a '|' before sending).
 */
import type { ReserveRequest } from '../contract/types.ts';

/**
 * Rules §form-fields: The value of each field is cut at a '|' before sending (country options carry extra data
 * after a bar: `IT|international|39|1|1` sends `IT`).
 * @example cutAtPipe('IT|international|39|1|1') // 'IT'
 */
export function cutAtPipe(value: string): string {
  const bar = value.indexOf('|');
  return bar === -1 ? value : value.slice(0, bar);
}

/**
 * A typed value as a mail-send form sends it: cut at the first bar, then trimmed.
 * @example sendableText('  Anna | x ') // 'Anna'
 */
export function sendableText(value: string): string {
  return cutAtPipe(value).trim();
}

/** @example capitalise('tasting menu') // 'Tasting menu' */
export function capitalise(value: string): string {
  return value.charAt(0).toLocaleUpperCase() + value.slice(1);
}

/**
 * Rules §form-fields: reserveFor (page - name - variant, each capitalised); empty parts are left out.
 * @example reserveFor({ page: 'reservation', name: 'tasting menu', variant: 'evening' }) // 'Reservation - Tasting menu - Evening'
 */
export function reserveFor(request: Pick<ReserveRequest, 'page' | 'name' | 'variant'>): string {
  return [request.page, request.name, request.variant]
    .map((part) => part.trim())
    .filter(Boolean)
    .map(capitalise)
    .join(' - ');
}

interface ReserveFormInput {
  name: string;
  surname: string;
  email: string;
  pax: string;
  country: string;
  message: string;
}

/** The fields of the mail send, from what the visitor typed and the request that opened the overlay. */
export function reservePayload(input: ReserveFormInput, request: ReserveRequest, consent: boolean) {
  const cut = sendableText;
  const pax = cut(input.pax);
  return {
    name: cut(input.name),
    surname: cut(input.surname),
    email: cut(input.email),
    // Rules §form-fields: pax is an optional number shown only if the request has guests.
    ...(request.hasPax && pax !== '' ? { pax: Number(pax) } : {}),
    country: cut(input.country),
    message: cut(input.message),
    reserveFor: cutAtPipe(reserveFor(request)),
    mailObject: cutAtPipe(request.object),
    checkout_consent: consent,
  };
}
