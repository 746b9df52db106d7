/**
 * What a log line must not carry that an error may quote: the rule both the service's logs
 * (booking-service/log.ts) and the browser's part errors (renderer/parts/partErrors.ts) mask by.
 */

/**
 * An e-mail address anywhere in a text, whatever the letters of its parts (`ännä@example.com`): a run of
 * anything but spaces, brackets, quotes and the separators that end an address in a message, on either
 * side of an `@`.
 */
export const EMAIL_ADDRESS_IN_TEXT = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+/g;
