/**
 * The built chunk that carries gsap (vike names chunks by hash only), found by gsap's own global name. There
 * must be exactly one, the on-demand chunk of components/motion/gsapMotion.ts (e2e/motion.spec.ts checks).
 */
import { readdirSync, readFileSync } from 'node:fs';

const CHUNKS = 'dist/client/assets/chunks';

export const GSAP_CHUNKS = readdirSync(CHUNKS).filter(
  (name) => name.endsWith('.js') && readFileSync(`${CHUNKS}/${name}`, 'utf8').includes('GreenSockGlobals'),
);

export const isGsapChunk = (url: string) => GSAP_CHUNKS.some((name) => new URL(url).pathname.endsWith(`/${name}`));
