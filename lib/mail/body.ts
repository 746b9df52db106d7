/**
 * A message's body as a few kinds of blocks, written out twice from the same blocks: as plain text and as
 * HTML. The HTML carries its styles inline (mail readers drop style sheets and never load remote ones),
 * loads nothing (no image, no font, no style sheet from anywhere) and escapes every text it shows, so a
 * guest's words are shown, never run. Texts may carry isolated runs (lib/bidi.ts: a phone, a reference,
 * an address): the plain text of a right-to-left message keeps the Unicode isolates, the HTML writes each
 * run as a `<bdi>`.
 */
import { bidiRuns, stripIsolates } from '../bidi.ts';
import { escapeHtml } from '../html.ts';
import { UI_LANG_TRAITS, type UiLang } from '../locales.ts';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Labelled values; a value may span several lines (comments, an address). */
  | { kind: 'fields'; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: 'link'; label: string; href: string }
  /** Lines kept together (a signature, an address). */
  | { kind: 'lines'; lines: readonly string[] };

interface Body {
  text: string;
  html: string;
}

/** Characters a fixed-width reader shows two columns wide (CJK, kana, Hangul, full-width forms). */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** How wide a heading shows in a plain-text reader, so its underline matches it. */
function columns(text: string): number {
  return [...text].reduce((width, char) => width + (WIDE.test(char) ? 2 : 1), 0);
}

const FONT = "font-family:Georgia,'Times New Roman',serif;color:#2b2620;";
const LINK_TARGET = /^(https:\/\/|mailto:|tel:)/;

function textOf(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(columns(stripIsolates(block.text)), 60))}`;
    case 'paragraph':
      return block.text;
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\n  ')}`).join('\n');
    case 'link':
      return `${block.label}:\n${block.href}`;
    case 'lines':
      return block.lines.join('\n');
  }
}

const escapedLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** Escaped, line breaks kept as <br>, each isolated run in a `<bdi>` (with `dir="ltr"` when it is one). */
const htmlText = (text: string) =>
  bidiRuns(text)
    .map(({ text: run, dir }) => {
      if (!dir) return escapedLines(run);
      return dir === 'ltr' ? `<bdi dir="ltr">${escapedLines(run)}</bdi>` : `<bdi>${escapedLines(run)}</bdi>`;
    })
    .join('');

/** The sides of a row: a label stands at the line's start, its value after a gap, in either direction. */
function sides(dir: 'ltr' | 'rtl'): { start: string; labelPadding: string } {
  return dir === 'rtl'
    ? { start: 'right', labelPadding: '4px 0 4px 16px' }
    : { start: 'left', labelPadding: '4px 16px 4px 0' };
}

function htmlOf(block: Block, dir: 'ltr' | 'rtl'): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="${FONT}font-size:18px;font-weight:normal;margin:24px 0 8px;">${htmlText(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="${FONT}font-size:15px;line-height:1.5;margin:0 0 12px;">${htmlText(block.text)}</p>`;
    case 'fields': {
      const { start, labelPadding } = sides(dir);
      return `<table role="presentation" dir="${dir}" style="border-collapse:collapse;margin:0 0 12px;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="${FONT}font-size:14px;font-weight:normal;text-align:${start};vertical-align:top;padding:${labelPadding};color:#6b6259;">${htmlText(label)}</th>` +
            `<td style="${FONT}font-size:15px;text-align:${start};vertical-align:top;padding:4px 0;">${htmlText(value)}</td></tr>`,
        )
        .join('')}</table>`;
    }
    case 'link': {
      // Only links this code builds reach here; anything else is shown as text rather than linked.
      if (!LINK_TARGET.test(block.href))
        return `<p style="${FONT}font-size:15px;">${htmlText(`${block.label}: ${block.href}`)}</p>`;
      return `<p style="${FONT}font-size:15px;margin:16px 0;"><a href="${escapeHtml(stripIsolates(block.href))}" style="color:#7a4b12;">${htmlText(block.label)}</a></p>`;
    }
    case 'lines':
      return `<p style="${FONT}font-size:15px;line-height:1.5;margin:0 0 12px;">${block.lines.map(htmlText).join('<br>')}</p>`;
  }
}

/**
 * The plain-text and HTML parts of one message.
 * @example renderBody('en', 'Your table', [{ kind: 'paragraph', text: 'A & B' }]).html // contains '<p …>A &#38; B</p>'
 */
export function renderBody(lang: UiLang, title: string, blocks: readonly Block[]): Body {
  const { dir } = UI_LANG_TRAITS[lang];
  const written = `${blocks.map(textOf).join('\n\n')}\n`;
  // Read left to right, the isolates change nothing: left out, so no reader shows them as boxes.
  const text = dir === 'rtl' ? written : stripIsolates(written);
  const html =
    '<!doctype html>' +
    `<html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(stripIsolates(title))}</title></head>` +
    `<body dir="${dir}" style="margin:0;padding:24px;background:#faf7f2;"><div style="max-width:560px;margin:0 auto;">` +
    blocks.map((block) => htmlOf(block, dir)).join('') +
    '</div></body></html>';
  return { text, html };
}
