/** The body of a content page: heading, the sanitised HTML, the date it was last updated. */
import { formatDate } from '../../../shared/format';
import type { SafeContent } from './content-source';

export interface ContentViewProps {
  page: SafeContent;
  /** Page-builder HTML often brings its own h1: then the page title is not repeated above it. */
  showTitle: boolean;
}

export function ContentView({ page, showTitle }: ContentViewProps) {
  return (
    <article className="content" aria-label={showTitle ? undefined : page.title}>
      {showTitle ? <h1 className="heading heading--xl content__title">{page.title}</h1> : null}
      {/* Sanitised on the server (server/content/sanitize.ts) before it ever reached this component. */}
      <div className="content__body" dangerouslySetInnerHTML={{ __html: page.html }} />
      <p className="content__updated">
        Обновлено <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
      </p>
    </article>
  );
}

/** Does the HTML carry its own top-level heading? */
export function hasOwnH1(html: string): boolean {
  return /<h1[\s>]/i.test(html);
}
