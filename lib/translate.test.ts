import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n.ts';
import { UI_LANGS, type LocaleTable } from './locales.ts';
import { createPageTranslator } from './translate.ts';

const table = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../locales/${lang}.json`, import.meta.url), 'utf8')) as LocaleTable;
const english = table('en');

/** Every key as it is asked for: plural keys by their base with counts, placeholders filled. */
function calls(source: LocaleTable): [string, Record<string, string | number> | undefined][] {
  const out: [string, Record<string, string | number> | undefined][] = [];
  for (const [key, value] of Object.entries(source)) {
    const plural = /^(.*)_(one|other|few|many|two|zero)$/.exec(key);
    const names = [...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!);
    const vars = Object.fromEntries(names.map((name) => [name, `‹${name}›`]));
    if (plural) for (const count of [0, 1, 2, 3, 5, 11, 21, 1_000_000]) out.push([plural[1]!, { ...vars, count }]);
    else out.push([key, names.length ? vars : undefined], [key, undefined]);
  }
  return out;
}

describe("the browser's translator gives i18next's text", () => {
  for (const lang of UI_LANGS) {
    it(`for every key of ${lang}, with and without values`, () => {
      const reference = createTranslator(lang, table(lang), english);
      const light = createPageTranslator(lang, table(lang));
      const differences = calls({ ...english, ...table(lang) })
        .map(([key, vars]) => [key, vars, reference(key, vars), light(key, vars)] as const)
        .filter(([, , expected, actual]) => expected !== actual);
      expect(differences).toEqual([]);
    });
  }

  it('gives the key for a key the table lacks or leaves empty, and fills placeholders only when given values', () => {
    const t = createPageTranslator('de', { 'a.b': '', 'c.d': 'Hallo {{name}}', e_one: 'ein Gast' });
    expect(t('a.b')).toBe('a.b');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('e', { count: 2 })).toBe('e');
    expect(t('c.d', { name: 'Anna' })).toBe('Hallo Anna');
    expect(t('c.d', { other: 'x' })).toBe('Hallo {{name}}');
    expect(t('c.d')).toBe('Hallo {{name}}');
  });

  it('picks plural forms by the language (Japanese has one form)', () => {
    const t = createPageTranslator('ja', { g_other: '{{count}}名' });
    expect(t('g', { count: 1 })).toBe('1名');
    const en = createPageTranslator('en', { g_one: '{{count}} guest', g_other: '{{count}} guests' });
    expect([en('g', { count: 1 }), en('g', { count: 0 }), en('g', { count: 3 })]).toEqual([
      '1 guest',
      '0 guests',
      '3 guests',
    ]);
  });
});
