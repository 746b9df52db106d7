/**
 * An inline script as the build generates it from its TypeScript function (scripts/build/inlineScripts.ts):
 * the function, bundled and minified, followed by its call, whose arguments a page fills in. The CSP allows
 * each inline script by the hash of the text a page carries (scripts/build/postbuild.ts), so a script whose
 * arguments differ between pages adds one hash per variant.
 */
import { escapeJsonForScript } from './seo.ts';

/** The placeholder for the arguments in a generated script's call: a name no bundled module declares. */
export const INLINE_ARGUMENTS = '__INLINE_ARGUMENTS__';

/**
 * The script a page carries: the generated text with its call's arguments written as JSON.
 * @example inlineScriptCall('(()=>{function o(e){…}o(__INLINE_ARGUMENTS__);})();', ['ja']) // '(()=>{function o(e){…}o("ja");})();'
 */
export function inlineScriptCall(generated: string, args: readonly unknown[] = []): string {
  const json = args.map((arg) => escapeJsonForScript(JSON.stringify(arg))).join(',');
  return generated.replace(INLINE_ARGUMENTS, () => json);
}
