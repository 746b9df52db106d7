/**
 * The browser the Playwright and Lighthouse runs use, on a device like the visitors': Debian's Chromium at
 * CHROME_PATH (default /usr/bin/chromium), and the system's Japanese, Korean and Chinese faces (Debian's
 * `fonts-noto-cjk`, the Noto Sans CJK every Android phone carries), each installed from Debian's packages
 * when missing. Nothing downloads a browser of its own.
 *
 * Why the fonts: running text on Japanese and Korean pages uses the platform's own Gothic (renderer/base.css).
 * A machine with no CJK face at all is no visitor's phone: there the text falls through to the self-hosted
 * heading slices, so screenshots, browser tests and Lighthouse would judge a page no guest ever gets.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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

export function ensureChromium(): string {
  const missing = [
    ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
    ...(existsSync(CJK_FONTS.file) ? [] : [CJK_FONTS.package]),
  ];
  if (missing.includes('chromium') && process.env.CHROME_PATH)
    throw new Error(`CHROME_PATH=${CHROMIUM_PATH} does not exist`);
  if (missing.length) {
    console.log(`missing: installing Debian's ${missing.join(', ')}`);
    aptInstall(missing);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing`);
  if (!existsSync(CJK_FONTS.file))
    throw new Error(`apt-get installed ${CJK_FONTS.package} but ${CJK_FONTS.file} is still missing`);
  return CHROMIUM_PATH;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`chromium: ${ensureChromium()}`);
