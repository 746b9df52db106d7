import { Component, type ReactNode } from 'react';
import { ErrorMessage } from '../../components/errors/ErrorMessage.tsx';
import { useLang } from '../../components/i18n.tsx';
import type { NormalizedError } from '../../lib/errors.ts';
import { resolveRoute } from '../../lib/routing.ts';
import { sitePath } from '../../lib/urls.ts';

export interface ErrorPageData {
  error: NormalizedError;
  urlPathname: string;
}

/** Where GO BACK leads: the site home when the URL names a site, else the language landing. */
function homeFor(urlPathname: string, lang: ReturnType<typeof useLang>) {
  const decision = resolveRoute(urlPathname);
  const site = decision.kind === 'page' || decision.kind === 'notFound' ? decision.site : undefined;
  return sitePath(lang, site);
}

function ErrorContent({ data }: { data: ErrorPageData }) {
  const lang = useLang();
  return <ErrorMessage error={data.error} home={homeFor(data.urlPathname, lang)} />;
}

/**
 * Rules §errors: Error page itself fails: 'An error occurred while showing the error page' with a go-back-to-home link.
 */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="error-page">
        <h1>An error occurred while showing the error page</h1>
        <a className="button" href="/">
          Home
        </a>
      </section>
    );
  }
}

export default function Page({ data }: { data: ErrorPageData }) {
  return (
    <ErrorPageBoundary>
      <ErrorContent data={data} />
    </ErrorPageBoundary>
  );
}
