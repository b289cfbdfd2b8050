import { describe, expect, it } from 'vitest';
import { cruiseCard } from '../../pages/_place/fixtures.test-util';
import { renderHtml } from '../../ui/test-render';
import { toCruiseCardView } from '../../pages/_shared/cruise-card';
import { FavouritesPanel } from './favourites-panel';
import type { FavouriteItem } from './load';

const cruise = { ...cruiseCard, promotion: null };
const item: FavouriteItem = { ...toCruiseCardView(cruise), sailed: false };

describe('FavouritesPanel', () => {
  // A heart pressed in the drawer takes its cruise out, and the focused heart with it: the panel moves the
  // focus to these words (an effect, checked in tests/e2e/focus-and-fit.spec.ts), so they can take it.
  it('can focus the empty list’s words, out of the Tab order', () => {
    const html = renderHtml(<FavouritesPanel items={[item]} slugs={[]} />);
    expect(html).toMatch(
      /<p class="vt-panel__empty" tabindex="-1" data-focus-after-removal="">В избранном пока пусто\./,
    );
  });

  it('can focus the count of what is left, out of the Tab order', () => {
    const html = renderHtml(<FavouritesPanel items={[item]} slugs={[item.slug]} />);
    expect(html).toContain(
      '<p class="vt-panel__count" tabindex="-1" data-focus-after-removal="">1 круиз в избранном</p>',
    );
    expect(html).toContain('href="/cruise/sredizemnomore-7-nochey"');
  });
});
