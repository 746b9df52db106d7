/**
 * The social cards of the built site (dist/client, built by `npm test` before vitest runs): every page's
 * og:image and twitter:image is a 1200×630 JPEG the build made and publishes, never an SVG.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../lib/sites.ts';
import { SHARE_IMAGE } from '../../lib/shareImages.ts';

const CLIENT = 'dist/client';
const pages = readdirSync(CLIENT, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
const meta = (html: string, key: 'property' | 'name', value: string) =>
  new RegExp(`<meta ${key}="${value}" content="([^"]*)"`).exec(html)?.[1];

describe('social cards', () => {
  const cards = pages.map((file) => {
    const html = readFileSync(join(CLIENT, file), 'utf8');
    return { file, og: meta(html, 'property', 'og:image'), twitter: meta(html, 'name', 'twitter:image'), html };
  });

  it('names a card on every page a visitor can share (every page but the live and manage shells and the offline pages)', () => {
    const shareable = cards.filter(
      ({ file }) => !/(^|\/)(_live|manage)\/index\.html$|^offline\/|^404\.html$/.test(file),
    );
    expect(shareable.length).toBeGreaterThan(200);
    for (const { file, og, twitter } of shareable) {
      expect(og, file).toBeDefined();
      expect(twitter, file).toBeDefined();
    }
  });

  it('makes every og:image and twitter:image a 1200×630 JPEG of the site, with its type and size in the head', async () => {
    const checked = new Map<string, { format?: string; width?: number; height?: number }>();
    for (const { file, og, twitter, html } of cards) {
      for (const url of [og, twitter].filter((value): value is string => value !== undefined)) {
        expect(url, file).not.toMatch(/\.svg(\?|$)/i);
        expect(url.startsWith(`${SITE_ORIGIN}/`), `${file}: ${url}`).toBe(true);
        if (!checked.has(url)) checked.set(url, await sharp(join(CLIENT, url.slice(SITE_ORIGIN.length))).metadata());
        expect(checked.get(url), `${file}: ${url}`).toMatchObject({
          format: 'jpeg',
          width: SHARE_IMAGE.width,
          height: SHARE_IMAGE.height,
        });
      }
      if (og) {
        expect(meta(html, 'property', 'og:image:type'), file).toBe('image/jpeg');
        expect(meta(html, 'property', 'og:image:width'), file).toBe('1200');
        expect(meta(html, 'property', 'og:image:height'), file).toBe('630');
      }
    }
    expect(checked.size).toBeGreaterThan(4);
  });

  it("cuts a site page's card from its own picture: Tokyo's home from the Tokyo hero", () => {
    const tokyo = cards.find(({ file }) => file === 'ja/tokyo/index.html')!;
    expect(tokyo.og).toMatch(/\/assets\/images\/share-hero-tokyo-[0-9a-f]{8}\.jpg$/);
  });
});
