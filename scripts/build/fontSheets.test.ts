import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashedName, publishFontSheet } from './fontSheets.ts';

describe('publishFontSheet (a font stylesheet outside the pages, with its fonts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'font-sheet-'));
  const sheet = join(dir, 'fonts-ja.css');
  const fonts: Record<string, string> = {
    '@fontsource/x/files/x-0.woff2': join(dir, 'x-0.woff2'),
    '@fontsource/x/files/x-1.woff2': join(dir, 'x-1.woff2'),
  };
  writeFileSync(fonts['@fontsource/x/files/x-0.woff2']!, 'slice zero');
  writeFileSync(fonts['@fontsource/x/files/x-1.woff2']!, 'slice one');
  const resolve = async (url: string) => fonts[url] ?? null;

  it('names each file by its content, and the sheet names its fonts beside it', async () => {
    writeFileSync(
      sheet,
      "@font-face{src:url('@fontsource/x/files/x-0.woff2') format('woff2')}\n" +
        "@font-face{src:url('@fontsource/x/files/x-1.woff2') format('woff2')}\n" +
        "@font-face{src:url('@fontsource/x/files/x-0.woff2') format('woff2')}\n",
    );
    const files = await publishFontSheet(sheet, resolve);
    expect(files.map((file) => file.fileName)).toEqual([
      hashedName('x-0.woff2', 'slice zero'),
      hashedName('x-1.woff2', 'slice one'),
      hashedName(sheet, files[2]!.source),
    ]);
    expect(files[0]!.fileName).toMatch(/^assets\/static\/x-0\.[\w-]{8}\.woff2$/);
    expect(files[2]!.fileName).toMatch(/^assets\/static\/fonts-ja\.[\w-]{8}\.css$/);
    const zero = files[0]!.fileName.split('/').at(-1);
    const one = files[1]!.fileName.split('/').at(-1);
    expect(files[2]!.source).toBe(
      `@font-face{src:url('${zero}') format('woff2')}\n@font-face{src:url('${one}') format('woff2')}\n` +
        `@font-face{src:url('${zero}') format('woff2')}\n`,
    );
  });

  it('changes a name when the content changes, and names a font file it cannot find', async () => {
    expect(hashedName('a.woff2', 'one')).not.toBe(hashedName('a.woff2', 'two'));
    writeFileSync(sheet, "@font-face{src:url('@fontsource/x/files/gone.woff2')}");
    await expect(publishFontSheet(sheet, resolve)).rejects.toThrow(
      `${sheet}: cannot find the font file @fontsource/x/files/gone.woff2`,
    );
  });
});
