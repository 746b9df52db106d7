import { describe, expect, it } from 'vitest';
import { cleanFileName } from './fileName.ts';

describe('cleanFileName', () => {
  it('keeps an ordinary name as it was, in any script', () => {
    expect(cleanFileName('CV Giulia Neri.pdf')).toBe('CV Giulia Neri.pdf');
    expect(cleanFileName('履歴書.pdf')).toBe('履歴書.pdf');
  });

  it('drops folders, controls, line breaks and direction overrides', () => {
    expect(cleanFileName('C:\\fakepath\\menu\r\n.pdf')).toBe('menu.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('a\u0000b\u2028c\tdoc  final.png')).toBe('abcdoc final.png');
  });

  it('names a file that has nothing left, and cuts a long name keeping its extension', () => {
    expect(cleanFileName('\r\n')).toBe('attachment');
    expect(cleanFileName('dir/')).toBe('attachment');
    const long = cleanFileName(`${'x'.repeat(500)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
