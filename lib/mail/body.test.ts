import { describe, expect, it } from 'vitest';
import { renderBody } from './body.ts';

describe('message bodies', () => {
  it('writes the same blocks as plain text and as escaped HTML', () => {
    const { text, html } = renderBody('en', 'A & B', [
      { kind: 'heading', text: 'Your booking' },
      { kind: 'fields', rows: [['Comments', 'line one\nline <two>']] },
      {
        kind: 'link',
        label: 'Manage',
        href: 'https://www.osterialucciola.example/en/florence/reservation/manage/#token=a"b',
      },
    ]);
    expect(text).toBe(
      'Your booking\n------------\n\nComments: line one\n  line <two>\n\nManage:\nhttps://www.osterialucciola.example/en/florence/reservation/manage/#token=a"b\n',
    );
    expect(html).toContain('<title>A &#38; B</title>');
    expect(html).toContain('line one<br>line &#60;two&#62;');
    expect(html).toContain('href="https://www.osterialucciola.example/en/florence/reservation/manage/#token=a&#34;b"');
  });

  it('underlines a heading as wide as a plain-text reader shows it, Japanese and Korean two columns a character', () => {
    expect(renderBody('ja', 't', [{ kind: 'heading', text: 'ご予約内容' }]).text).toBe('ご予約内容\n----------\n');
    expect(renderBody('ko', 't', [{ kind: 'heading', text: '예약 내용' }]).text).toBe('예약 내용\n---------\n');
  });

  it('links only https, mailto and tel targets; anything else is shown as text', () => {
    const { html } = renderBody('en', 't', [{ kind: 'link', label: 'Click', href: 'javascript:alert(1)' }]);
    expect(html).not.toContain('<a ');
    expect(html).toContain('Click: javascript:alert(1)');
  });
});
