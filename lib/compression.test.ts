import { describe, expect, it } from 'vitest';
import { brotliQualityFor, compressedTypeOf, preferredEncoding } from './compression.ts';

describe('preferredEncoding', () => {
  it('sends brotli to a browser that accepts it, as Chromium and Firefox do', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
  });

  it('sends gzip to a browser that accepts only gzip', () => {
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
  });

  it('follows the weights the browser gives, and never sends an encoding it refuses with q=0', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('gzip; q=1.0, br ; q = 0.8')).toBe('gzip');
  });

  it('reads * as every encoding not named', () => {
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
  });

  it('sends the file as it is when the browser accepts neither, or says nothing', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate, zstd')).toBeUndefined();
    expect(preferredEncoding('br;q=banana')).toBeUndefined();
  });
});

describe('compressedTypeOf', () => {
  it('compresses the text the site serves, with its content type', () => {
    expect(compressedTypeOf('/en/florence/index.html')).toBe('text/html; charset=utf-8');
    expect(compressedTypeOf('dist/client/assets/chunks/chunk-a1.js')).toBe('text/javascript; charset=utf-8');
    expect(compressedTypeOf('/assets/static/a.CSS')).toBe('text/css; charset=utf-8');
    expect(compressedTypeOf('/sitemap.xml')).toBe('application/xml; charset=utf-8');
    expect(compressedTypeOf('/favicon.svg')).toBe('image/svg+xml');
  });

  it('leaves images and fonts alone: they are compressed already', () => {
    for (const path of ['/assets/images/hero.avif', '/assets/images/hero.jpg', '/assets/fonts/inter.woff2']) {
      expect(compressedTypeOf(path)).toBeUndefined();
    }
  });

  it('reads the extension of the file name, not of a folder', () => {
    expect(compressedTypeOf('/v1.js/readme')).toBeUndefined();
    expect(compressedTypeOf('/en/florence/')).toBeUndefined();
  });
});

describe('brotliQualityFor', () => {
  it('compresses hashed assets hardest (cached for a year) and pages fast', () => {
    expect(brotliQualityFor('/assets/chunks/chunk-a1.js')).toBe(11);
    expect(brotliQualityFor('/en/florence/index.html')).toBe(5);
    expect(brotliQualityFor('/sw.js')).toBe(5);
  });
});
