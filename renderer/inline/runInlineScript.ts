/**
 * For the tests beside the inline scripts: runs the text a page carries (generated from the entry's
 * function, as the build does) against stand-in browser globals, so a test checks what the page runs.
 */
import { fileURLToPath } from 'node:url';
import { inlineScriptCall } from '../../lib/inlineScript.ts';
import { generateInlineScript } from '../../scripts/build/inlineScripts.ts';

const generated = new Map<string, string>();

/** The text a page carries for the entry `renderer/inline/<name>.ts`, called with these arguments. */
export function inlineScriptText(name: string, args: readonly unknown[] = []): string {
  if (!generated.has(name))
    generated.set(name, generateInlineScript(fileURLToPath(new URL(`./${name}.ts`, import.meta.url))));
  return inlineScriptCall(generated.get(name)!, args);
}

/** Runs that text with these names bound as its globals. */
export function runInlineScript(name: string, globals: Record<string, unknown>, args: readonly unknown[] = []): void {
  new Function(...Object.keys(globals), inlineScriptText(name, args))(...Object.values(globals));
}
