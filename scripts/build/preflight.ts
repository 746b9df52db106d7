/**
 * The first step of `npm run build`: settings without which the build could not produce a deployable site
 * stop it here, with the variable named, before the images, vike and the prerender spend minutes on it.
 * postbuild reads the same settings again (it needs their values) and refuses the same way when run alone.
 */
import { contentApiProxyTarget } from '../../lib/hostRules.ts';

try {
  contentApiProxyTarget(process.env);
} catch (error) {
  console.error(`build: ${(error as Error).message}`);
  process.exit(1);
}
