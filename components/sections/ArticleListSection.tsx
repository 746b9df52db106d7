import type { ArticleListSection as ArticleListData } from '../../lib/contract/types.ts';
import { useLang } from '../i18n.tsx';
import { Picture } from '../ui/Picture.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import type { SectionProps } from './registry.ts';

/** One formatter per language: making one is the costly part of formatting a date. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date ("2026-03-14") in the page's language; read in UTC so server and browser agree. */
function formatDate(date: string, lang: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(lang, format);
  }
  return format.format(parsed);
}

/** Press articles and experiences: title (a link), source, date and excerpt. */
export function ArticleListSection({ section, site, headingId }: SectionProps<ArticleListData>) {
  const lang = useLang();
  return (
    <div className="articles">
      {section.title && (
        <h2 id={headingId} className="section__title">
          {section.title}
        </h2>
      )}
      <ul className="articles__list">
        {section.articles.map((article, i) => (
          <li key={`${i}-${article.title}`} className="article-card">
            {article.picture && <Picture picture={article.picture} className="article-card__picture" />}
            <h3 className="article-card__title">
              <SmartLink link={article.link} site={site}>
                {article.title}
              </SmartLink>
            </h3>
            <p className="article-card__meta">
              {article.source}
              {article.source && article.date && <span aria-hidden="true"> · </span>}
              {article.date && <time dateTime={article.date}>{formatDate(article.date, lang)}</time>}
            </p>
            <p className="article-card__excerpt">{article.excerpt}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
