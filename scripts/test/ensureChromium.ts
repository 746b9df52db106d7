/**
 * The browser the Playwright and Lighthouse runs use: Debian's Chromium at CHROME_PATH (default
 * /usr/bin/chromium), installed from Debian's packages when missing. Nothing downloads a browser of its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function run(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? [command, args] : ['sudo', ['-n', command, ...args]];
  execFileSync(file, argv, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.env.CHROME_PATH) throw new Error(`CHROME_PATH=${CHROMIUM_PATH} does not exist`);
  console.log(`${CHROMIUM_PATH} missing: installing Debian's chromium package`);
  try {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  } catch (error) {
    throw new Error(`could not install chromium with apt-get (${(error as Error).message}); run \`apt-get install -y chromium\` as root`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing`);
  return CHROMIUM_PATH;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`chromium: ${ensureChromium()}`);
