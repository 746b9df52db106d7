/**
 * The class names of the two looks the forms share one markup in: the request forms (reservation overlay,
 * contact form: components/forms/forms.css) and the booking flow (components/booking/booking.css). Each
 * stylesheet stays with the chunk that loads it; the kit only picks the names.
 */
export const FORM_LOOKS = {
  request: {
    field: 'field',
    label: 'field__label',
    required: 'field__required',
    hint: 'field__hint',
    error: 'field__error',
    control: undefined,
    submit: 'button button--solid request-form__send',
  },
  booking: {
    field: 'booking-field',
    label: 'booking-field__label',
    required: 'booking-required',
    hint: 'booking-field__hint',
    error: 'booking-field__error',
    control: 'booking-input',
    submit: 'booking-button booking-button--primary',
  },
} as const satisfies Record<string, Record<string, string | undefined>>;

export type FormLook = keyof typeof FORM_LOOKS;

/** Class names joined, the empty ones left out. */
export const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
