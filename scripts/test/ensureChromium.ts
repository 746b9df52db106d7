/**
 * The browsers the Playwright and Lighthouse runs use, on a device like the visitors', each installed from
 * Debian's packages when missing (nothing downloads a browser of its own):
 * - Debian's Chromium at CHROME_PATH (default /usr/bin/chromium), for Lighthouse, the screenshots and the
 *   benchmarks, which measure what a visitor's browser does;
 * - Debian's headless shell of the same Chromium at PLAYWRIGHT_CHROME_PATH (default
 *   /usr/bin/chromium-headless-shell), for the browser tests: the same engine without the full browser's
 *   user interface, which is what Playwright runs headless by default, and lighter on the machine
 *   (docs/performance.md "Test suite");
 * - the system's Japanese, Korean and Chinese faces (Debian's `fonts-noto-cjk`, the Noto Sans CJK every
 *   Android phone carries).
 *
 * Why the fonts: running text on Japanese and Korean pages uses the platform's own Gothic (renderer/base.css).
 * A machine with no CJK face at all is no visitor's phone: there the text falls through to the self-hosted
 * heading slices, so screenshots, browser tests and Lighthouse would judge a page no guest ever gets.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = process.env.PLAYWRIGHT_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/** Each browser: the Debian package that installs it, where it is, and the variable that moves it. */
const BROWSERS = [
  { package: 'chromium', file: CHROMIUM_PATH, variable: 'CHROME_PATH' },
  { package: 'chromium-headless-shell', file: HEADLESS_SHELL_PATH, variable: 'PLAYWRIGHT_CHROME_PATH' },
] as const;

/** Debian's package for the CJK faces, and a file it installs that says it is there. */
const CJK_FONTS = { package: 'fonts-noto-cjk', file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc' };

function run(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? [command, args] : ['sudo', ['-n', command, ...args]];
  execFileSync(file, argv, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function aptInstall(packages: string[]) {
  try {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', ...packages]);
  } catch (error) {
    throw new Error(
      `could not install ${packages.join(', ')} with apt-get (${(error as Error).message}); run \`apt-get install -y ${packages.join(' ')}\` as root`,
    );
  }
}

/** Installs what is missing of the browsers and the CJK faces; returns the full Chromium's path. */
export function ensureChromium(): string {
  const required = [...BROWSERS, { ...CJK_FONTS, variable: undefined }];
  for (const { file, variable } of required)
    if (variable && process.env[variable] && !existsSync(file)) throw new Error(`${variable}=${file} does not exist`);
  const missing = required.filter(({ file }) => !existsSync(file)).map((each) => each.package);
  if (missing.length) {
    console.log(`missing: installing Debian's ${missing.join(', ')}`);
    aptInstall(missing);
  }
  for (const { package: name, file } of required)
    if (!existsSync(file)) throw new Error(`apt-get installed ${name} but ${file} is still missing`);
  return CHROMIUM_PATH;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(`chromium: ${ensureChromium()}, tests: ${HEADLESS_SHELL_PATH}`);
