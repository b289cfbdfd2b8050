/**
 * What the root route leaves out of its router state and reads back before hydrating (shared/hydration.ts):
 * the header menu and the footer's link columns are rendered on every page as plain link lists and never
 * change while the visitor moves around (`shouldRevalidateRoot`), so they travel once, in the HTML
 * (docs/decisions/028-search-page-bytes.md). A form post reloads the root data whole.
 */
import type { HydrationHandle } from '../../shared/hydration';
import type { RootData } from './root-loader';

type Link = { title: string; href: string };

function linksIn(list: ParentNode | null, selector: string): Link[] {
  if (!list) return [];
  return [...list.querySelectorAll(selector)].map((a) => ({
    title: a.textContent ?? '',
    href: a.getAttribute('href') ?? '',
  }));
}

/** The header menu's links (header.tsx: `.hdr__menu .hdr__link`). */
function headerMenuOf(document: ParentNode): Link[] {
  return linksIn(document.querySelector('.hdr__menu'), '.hdr__link');
}

/** The footer's link columns (footer.tsx: `nav.ftr__col` with its `.ftr__title`; the contacts are no `nav`). */
function footerColumnsOf(document: ParentNode): RootData['footer']['columns'] {
  return [...document.querySelectorAll('nav.ftr__col')].map((column) => ({
    title: column.querySelector('.ftr__title')?.textContent ?? '',
    links: linksIn(column, '.ftr__link'),
  }));
}

export const rootHydration: HydrationHandle<RootData> = {
  dehydrate: (data) => ({
    ...data,
    header: { ...data.header, menu: [] },
    footer: { ...data.footer, columns: [] },
  }),
  rehydrate: (data, document) => ({
    ...data,
    header: { ...data.header, menu: headerMenuOf(document) },
    footer: { ...data.footer, columns: footerColumnsOf(document) },
  }),
};
