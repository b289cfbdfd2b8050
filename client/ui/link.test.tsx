import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppLink } from './app-link';
import { Link, routerPathOf } from './link';

/** Just what routerPathOf reads of an anchor. */
function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const all: Record<string, string> = { href, ...attributes };
  const dataset = Object.fromEntries(
    Object.entries(attributes)
      .filter(([name]) => name.startsWith('data-'))
      .map(([name, value]) => [name.slice(5), value]),
  );
  return {
    dataset,
    hasAttribute: (name: string) => name in all,
    getAttribute: (name: string) => all[name] ?? null,
  } as unknown as HTMLAnchorElement;
}

describe('routerPathOf', () => {
  const here = new URL('https://cruise.example/search-cruise?kind=sea') as unknown as Location;

  it('routes links to pages of the site, keeping query and hash', () => {
    expect(routerPathOf(anchor('/cruise/x'), here)).toBe('/cruise/x');
    expect(routerPathOf(anchor('?page=2#results'), here)).toBe('/search-cruise?page=2#results');
    expect(routerPathOf(anchor('https://cruise.example/region/y'), here)).toBe('/region/y');
  });

  it('leaves the browser everything else', () => {
    const cases: Array<[string, Record<string, string>?]> = [
      ['https://other.example/'],
      ['tel:+78001234567'],
      ['#main'],
      ['/cruise/x', { target: '_blank' }],
      ['/cruise/x', { download: '' }],
      ['/payment-result?order=1', { 'data-reload': '' }],
      ['/sitemap.xml'],
      ['/storage/gallery/a.jpg'],
      ['/api/v1/settings/get-header'],
    ];
    for (const [href, attributes] of cases)
      expect(
        routerPathOf(anchor(href, attributes), here),
        `${href} ${JSON.stringify(attributes)}`,
      ).toBeNull();
  });
});

describe('Link and AppLink', () => {
  it('write every attribute they are given, spelled out without a spread', () => {
    const html = renderToStaticMarkup(
      <Link
        to="/search-cruise?page=2"
        className="pager__link"
        rel="next"
        aria-label="Страница 2"
        aria-current="page"
        tabIndex={-1}
        reloadDocument
        preventScrollReset
      >
        2
      </Link>,
    );
    expect(html).toBe(
      '<a href="/search-cruise?page=2" class="pager__link" rel="next" aria-label="Страница 2" aria-current="page" tabindex="-1" data-reload="" data-keep-scroll="">2</a>',
    );
  });

  it('keep a hidden slide’s link out of the tab order, inside the site or outside it', () => {
    for (const href of ['/promotions/chernaya-pyatnitsa', 'https://t.me/cruises']) {
      const html = renderToStaticMarkup(
        <AppLink href={href} className="btn" tabIndex={-1} target="_blank">
          Подробнее
        </AppLink>,
      );
      expect(html).toContain('tabindex="-1"');
      expect(html).toContain('class="btn"');
      expect(html).toContain('rel="noopener"');
    }
  });
});
