/**
 * What the contact form sends (rules §form-fields: Contact form fields: name, surname, telephone, request type,
 * message, number of guests): every text cut at '|' (rules §form-fields) and trimmed, guests as a number when given.
 */
import { sendableText as cut } from './reservePayload.ts';

interface ContactFormInput {
  name: string;
  surname: string;
  telephone: string;
  requestType: string;
  message: string;
  guests: string;
  checkout_consent: boolean;
}

export function contactPayload(values: ContactFormInput) {
  const guests = cut(values.guests);
  return {
    name: cut(values.name),
    surname: cut(values.surname),
    telephone: cut(values.telephone),
    requestType: cut(values.requestType),
    message: cut(values.message),
    ...(guests !== '' ? { guests: Number(guests) } : {}),
    checkout_consent: values.checkout_consent,
  };
}
