/**
 * The manage link's token as the address carries it: in the fragment, `#token=…` (lib/mail/message.ts
 * `manageUrl`), percent-encoded. Undefined when there is none; its shape is the API's to judge, so a
 * malformed token gets the same answer as an unknown one.
 * @example tokenFromFragment('#token=abc_-123') // 'abc_-123'
 */
export function tokenFromFragment(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return value ? value : undefined;
}
