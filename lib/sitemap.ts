/** sitemap.xml with hreflang alternates, and robots.txt (rules §seo). */
import { absoluteUrl } from './seo.ts';
import type { Lang } from './sites.ts';

export interface SitemapEntry {
  path: string;
  lastModified?: string;
  alternates: { lang: Lang; path: string }[];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates =
      entry.alternates.length > 1
        ? entry.alternates
            .map(
              (alternate) =>
                `\n    <xhtml:link rel="alternate" hreflang="${alternate.lang}" href="${escapeXml(absoluteUrl(alternate.path))}"/>`,
            )
            .join('')
        : '';
    const lastmod = entry.lastModified ? `\n    <lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : '';
    return `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>${lastmod}${alternates}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /*/_404/\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
