import type { Data } from './+data.ts';

/** Until the site's routes exist (the prerender issue), the root shows what the snapshot holds. */
export default function Page({ data }: { data: Data }) {
  return (
    <main>
      <h1>Osteria Lucciola</h1>
      <p>Content snapshot {data.buildId}, synced {data.createdAt}.</p>
      <ul>
        {data.pairs.map(({ lang, site, pages }) => (
          <li key={`${lang}/${site}`}>{lang}/{site}: {pages} pages</li>
        ))}
      </ul>
    </main>
  );
}
