import { useT } from '../i18n.tsx';

/** Rules §errors: the 404 page, title and button in the visitor's language, a picture, a link back home. */
export function NotFound({ home }: { home: string }) {
  const t = useT();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <img className="error-page__picture" src="/media/dish-bread.svg" alt="" width={1200} height={900} />
      <h1 id="error-title">{t('error.404.title')}</h1>
      <p>{t('error.404.text')}</p>
      <a className="button" href={home}>
        {t('error.goBack')}
      </a>
    </section>
  );
}
