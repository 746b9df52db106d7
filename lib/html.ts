/**
 * Text made safe inside HTML content and attribute values (the head tags, the offline pages, the stand-in's
 * checkout page).
 * @example escapeHtml('<b>"Tom" & Jerry</b>') // '&#60;b&#62;&#34;Tom&#34; &#38; Jerry&#60;/b&#62;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
