import { describe, expect, it } from 'vitest';
import { mapRegions, region } from '../_place/fixtures.test-util';
import { otherRegions, regionCruisesTitle, regionDescription, regionTitle, toRegionView } from './view';

describe('region view', () => {
  it('keeps what the page shows, main image first', () => {
    const view = toRegionView(region);
    expect(view.images.map((i) => i.url)).toEqual([region.image.url, region.images[1].url]);
    expect(view).not.toHaveProperty('image');
    expect(view.bestSeason).toBe(region.bestSeason);
  });
  it('suggests other regions of the same kind, busiest first', () => {
    expect(otherRegions({ regions: mapRegions }, region).map((r) => r.slug)).toEqual(['adriatika']);
    expect(otherRegions({ regions: mapRegions }, { slug: 'x', kind: 'sea' }).map((r) => r.slug)).toEqual([
      'sredizemnomore',
      'adriatika',
    ]);
    expect(otherRegions(null, region)).toEqual([]);
    expect(otherRegions({ regions: mapRegions }, region)[0]).not.toHaveProperty('area');
  });
  it('heads the sailings with the form after «по» the API serves, or a colon without it', () => {
    expect(
      regionCruisesTitle({ name: 'Восточное Средиземноморье', along: 'Восточному Средиземноморью' }),
    ).toBe('Круизы по Восточному Средиземноморью');
    expect(regionCruisesTitle({ name: 'Восточное Средиземноморье' })).toBe(
      'Круизы: Восточное Средиземноморье',
    );
    expect(toRegionView({ ...region, along: 'Средиземноморью' }).along).toBe('Средиземноморью');
  });
  it('writes the title and description from the entity', () => {
    expect(regionTitle(region)).toBe('Средиземноморье: морские круизы, цены и маршруты');
    const description = regionDescription(region);
    expect(description).toContain('288 круизов');
    expect(description).toMatch(/от 26\s595\s₽/);
  });
});
