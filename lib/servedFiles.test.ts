import { describe, expect, it } from 'vitest';
import { hasDotSegment, servedTypeOf } from './servedFiles.ts';

describe('which files a host serves', () => {
  it('gives every kind of file the build emits its content type', () => {
    expect(servedTypeOf('/assets/images/dish-risotto-1200.avif')).toBe('image/avif');
    expect(servedTypeOf('/assets/images/dish-risotto-1200.webp')).toBe('image/webp');
    expect(servedTypeOf('/assets/share/en-florence.jpg')).toBe('image/jpeg');
    expect(servedTypeOf('/assets/static/inter.woff2')).toBe('font/woff2');
    expect(servedTypeOf('/favicon.svg')).toBe('image/svg+xml');
    expect(servedTypeOf('/manifest.webmanifest')).toBe('application/manifest+json');
    expect(servedTypeOf('/sitemap.xml')).toBe('application/xml; charset=utf-8');
    expect(servedTypeOf('/robots.txt')).toBe('text/plain; charset=utf-8');
    expect(servedTypeOf('/offline/it.html')).toBe('text/html; charset=utf-8');
    expect(servedTypeOf('/IMAGE.JPG')).toBe('image/jpeg');
  });

  it('serves no repository file, host config, unknown kind or anything under a dot segment', () => {
    for (const path of [
      '/media/README.md',
      '/media/notes.md',
      '/README',
      '/LICENSE.txt',
      '/_redirects',
      '/vercel.json',
      '/.vite/manifest.json',
      '/.env',
      '/media/.git/config',
      '/assets/app.js.map',
      '/noextension',
    ]) {
      expect(servedTypeOf(path), path).toBeUndefined();
    }
    expect(hasDotSegment('/a/.b/c')).toBe(true);
    expect(hasDotSegment('/a/b.c/d')).toBe(false);
  });
});
