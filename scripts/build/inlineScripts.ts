/**
 * The inline scripts of a page are generated from their TypeScript functions, so the rule a page runs before
 * its first paint is the rule the unit tests run. Each entry module (renderer/inline/) default-exports the
 * function; the build bundles it with what it imports from lib/, minifies it with esbuild, and appends the
 * call, with `INLINE_ARGUMENTS` where the page's arguments go (lib/inlineScript.ts `inlineScriptCall`).
 * - The renderer imports an entry as `renderer/inline/x.ts?inline-script`: `inlineScriptPlugin` answers with
 *   the generated text, and rebuilds it in development when the entry or anything it imports changes.
 * - Build scripts and tests call `generateInlineScript` directly.
 */
import { buildSync } from 'esbuild';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { INLINE_ARGUMENTS } from '../../lib/inlineScript.ts';

/**
 * What the generated scripts may use: the same language level as the hand-written scripts they replace
 * (optional catch bindings, arrow functions, optional chaining), which every browser the site supports runs.
 */
const INLINE_SCRIPT_TARGET = 'es2020';

interface GeneratedScript {
  text: string;
  /** The files bundled into it, for a development server to watch. */
  inputs: string[];
}

function generate(entry: string): GeneratedScript {
  const file = resolve(entry);
  const result = buildSync({
    stdin: {
      contents: `import run from ${JSON.stringify(file)};run(${INLINE_ARGUMENTS});`,
      resolveDir: dirname(file),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: INLINE_SCRIPT_TARGET,
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]!.text.trim();
  // A bundled module that used the placeholder's name would be filled in too.
  if (text.split(INLINE_ARGUMENTS).length !== 2)
    throw new Error(`${entry}: the generated script must name ${INLINE_ARGUMENTS} exactly once`);
  return { text, inputs: Object.keys(result.metafile.inputs).filter((input) => input !== '<stdin>') };
}

/** The generated text of an entry's script, its call's arguments still to fill (`inlineScriptCall`). */
export function generateInlineScript(entry: string): string {
  return generate(entry).text;
}

const QUERY = '?inline-script';

/** Vite: `import text from './inline/x.ts?inline-script'` is the generated script of that entry. */
export function inlineScriptPlugin(): Plugin {
  return {
    name: 'inline-script',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    load(id) {
      if (!id.endsWith(QUERY)) return null;
      const { text, inputs } = generate(id.slice(0, -QUERY.length));
      for (const input of inputs) this.addWatchFile(resolve(input));
      return `export default ${JSON.stringify(text)};`;
    },
  };
}
