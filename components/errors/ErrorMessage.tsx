import type { NormalizedError } from '../../lib/errors.ts';
import { useT } from '../i18n.tsx';
import { NotFound } from './NotFound.tsx';

/** An error as a visitor sees it: the localised 404 page, or the status code and message (rules §errors). */
export function ErrorMessage({ error, home }: { error: NormalizedError; home: string }) {
  const t = useT();
  if (error.statusCode === 404) return <NotFound home={home} />;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.generic.title')}</h1>
      <p>
        {error.statusCode} · {error.message}
      </p>
      <a className="button" href={home}>
        {t('error.goBack')}
      </a>
    </section>
  );
}
