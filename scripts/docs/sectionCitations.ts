/**
 * Citations of a part of a doc by its title, as code and docs give them: `docs/site.md "Deploying to a
 * CDN"`, `([site.md](site.md), "Parts")`. A title names a heading of that doc or a bold lead in it
 * (`- **State** of a page is…`); a test holds every citation in the repository to one, so a renamed
 * section cannot leave a reader looking for a title that is gone.
 */

/** A doc named by its path, then a title in double quotes (a comma, a link's target, between). */
const CITATION = /([\w./-]*\w\.md)(?:\]\([^)\s]*\))?,? "([^"]{2,160})"/g;

export interface SectionCitation {
  /** The doc's path as the citation writes it. */
  doc: string;
  title: string;
}

/**
 * A title as it compares: no backticks, spaces and line breaks (with a comment's `*`, `#` or `//`
 * after them) as one space, no closing `.` or `:`.
 */
export function normalTitle(title: string): string {
  return title
    .replace(/`/g, '')
    .replace(/\s*\n\s*(?:\*|#|\/\/)?\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:]$/, '');
}

/** The citations in a text, each title normalized. */
export function sectionCitations(text: string): SectionCitation[] {
  return [...text.matchAll(CITATION)].map((match) => ({ doc: match[1]!, title: normalTitle(match[2]!) }));
}

/**
 * What a doc lets a citation name: each heading (and its words before a bracket: "Fallback metrics" for
 * "Fallback metrics (no layout shift when the fonts arrive)") and each bold lead, normalized.
 */
export function citableTitles(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].flatMap((match) => [
    match[1]!,
    match[1]!.replace(/\s+\(.*$/, ''),
  ]);
  const bold = [...markdown.matchAll(/\*\*([^*\n]+)\*\*/g)].map((match) => match[1]!);
  return new Set([...headings, ...bold].map(normalTitle));
}
