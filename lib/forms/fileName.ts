/**
 * An attachment's name as the visitor's file had it, made safe to store, show and put in a mail: the
 * name is only ever shown (the stored file is named by a generated id), but it reaches a mail's
 * Content-Disposition and a reader's screen.
 */

/**
 * Controls, line separators and the bidirectional overrides that can make `exe.pdf` read as `fdp.exe`: what
 * never goes into a shown name or a mail header (lib/mail/headers.ts).
 */
export const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** File systems and mail readers cut longer names. */
const MAX_NAME_LENGTH = 200;

/**
 * The last path segment, without control or direction characters, white space collapsed, at most 200
 * characters (the extension kept), or 'attachment' when nothing is left.
 * @example cleanFileName('C:\\fakepath\\menu\r\n.pdf') // 'menu.pdf'
 * @example cleanFileName('../../etc/passwd') // 'passwd'
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_IN_NAME, '').replace(/\s+/g, ' ').trim();
  const chars = [...cleaned];
  if (chars.length <= MAX_NAME_LENGTH) return cleaned || 'attachment';
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? [...cleaned.slice(dot)] : [];
  return chars.slice(0, MAX_NAME_LENGTH - extension.length).join('') + extension.join('');
}
