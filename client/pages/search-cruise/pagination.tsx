/**
 * Page links that are real `<a href>` (crawlable, open in a new tab), with rel prev/next. The step links'
 * names begin with their visible word («Дальше», shown from the tablet width up), WCAG 2.5.3 "Label in Name".
 */
import { Link } from '../../ui/link';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';

/** Page numbers to show around the current one; null marks a gap: 1 … 4 5 6 … 20. */
function pageWindow(page: number, pages: number, around = 1): (number | null)[] {
  if (pages <= 1) return [];
  const set = new Set<number>([1, pages]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= pages) set.add(p);
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0) {
      const gap = p - sorted[i - 1];
      if (gap === 2) out.push(p - 1);
      else if (gap > 2) out.push(null);
    }
    out.push(p);
  });
  return out;
}

export function Pagination({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  const items = pageWindow(page, pages);
  if (items.length === 0) return null;
  return (
    <nav className="sc-pages" aria-label="Страницы результатов">
      {page > 1 ? (
        <Link
          to={hrefOf(page - 1)}
          rel="prev"
          className="sc-pages__link sc-pages__step"
          aria-label="Назад, на предыдущую страницу"
        >
          <ChevronLeftIcon size={18} />
          <span className="sc-pages__step-text" aria-hidden="true">
            Назад
          </span>
        </Link>
      ) : null}
      <ol className="sc-pages__list">
        {items.map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="sc-pages__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span className="sc-pages__link sc-pages__link--current" aria-current="page">
                  <span className="visually-hidden">Страница </span>
                  {p}
                </span>
              ) : (
                <Link to={hrefOf(p)} className="sc-pages__link">
                  <span className="visually-hidden">Страница </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link
          to={hrefOf(page + 1)}
          rel="next"
          className="sc-pages__link sc-pages__step"
          aria-label="Дальше, на следующую страницу"
        >
          <span className="sc-pages__step-text" aria-hidden="true">
            Дальше
          </span>
          <ChevronRightIcon size={18} />
        </Link>
      ) : null}
    </nav>
  );
}
