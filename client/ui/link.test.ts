import { describe, expect, it } from 'vitest';
import { routerPathOf } from './link';

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
