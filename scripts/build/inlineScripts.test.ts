import { gzipSync } from 'node:zlib';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_ARGUMENTS, inlineScriptCall } from '../../lib/inlineScript.ts';
import { generateInlineScript } from './inlineScripts.ts';

/**
 * What each generated script may weigh, in bytes before compression, with its call's arguments left out
 * (the clock's table, the language's stylesheet): a little above what each weighs now. Every page carries
 * them, so a script that pulls in a table from lib/ (lib/primaryPicture.ts says why it is a module of its
 * own) fails here rather than in a Lighthouse run.
 */
const BUDGETS: Record<string, number> = {
  cookieBarHidden: 520,
  enteringCover: 380,
  introFirstPaint: 380,
  knownWebFonts: 300,
  langFonts: 260,
  scrollIntent: 280,
  clock: 560,
  pageScripts: 2500,
};

const generated = (name: string) => generateInlineScript(`renderer/inline/${name}.ts`);

describe('inline scripts generated from their functions', () => {
  for (const [name, budget] of Object.entries(BUDGETS)) {
    it(`${name}: a minified script of at most ${budget} bytes, its call's arguments left to fill`, () => {
      const text = inlineScriptCall(generated(name));
      expect(Buffer.byteLength(text), `${name}, ${gzipSync(text).length} bytes gzipped`).toBeLessThanOrEqual(budget);
      expect(text).toMatch(/^\(\(\)=>\{.*\}\)\(\);$/s);
      expect(text).not.toContain('\n');
    });
  }

  it('fills the arguments as JSON that cannot close the script element', () => {
    const text = inlineScriptCall(`(()=>{f(${INLINE_ARGUMENTS})})();`, ['</script><script>alert(1)', { n: 1 }]);
    expect(text).toBe('(()=>{f("\\u003c/script>\\u003cscript>alert(1)",{"n":1})})();');
  });

  it('changes with the function it is generated from', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inline-script-'));
    const entry = join(dir, 'entry.ts');
    writeFileSync(entry, 'export default function mark(name: string): void { document.title = name; }\n');
    const first = generateInlineScript(entry);
    writeFileSync(entry, 'export default function mark(name: string): void { document.title = `${name}!`; }\n');
    expect(generateInlineScript(entry)).not.toBe(first);
    const document = { title: '' };
    new Function('document', inlineScriptCall(first, ['x']))(document);
    expect(document.title).toBe('x');
  });

  it('refuses an entry whose code names the placeholder of the arguments', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inline-script-'));
    const entry = join(dir, 'entry.ts');
    writeFileSync(entry, `export default function f(): void { console.log('${INLINE_ARGUMENTS}'); }\n`);
    expect(() => generateInlineScript(entry)).toThrow(/exactly once/);
  });
});
