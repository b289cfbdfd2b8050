import { describe, expect, it } from 'vitest';
import { mapRegions } from '../_place/fixtures.test-util';
import { buildRegionsMap, MAP_WIDTH } from './map-model';
import { cruiseTotals, groupRegions } from './view';

describe('all regions', () => {
  it('groups sea and river regions, busiest first, as cards', () => {
    const groups = groupRegions(mapRegions);
    expect(groups.sea.map((r) => r.slug)).toEqual(['sredizemnomore', 'adriatika']);
    expect(groups.river.map((r) => r.slug)).toEqual(['volga']);
    expect(groups.sea[0]).not.toHaveProperty('area');
  });

  it('counts cruises on sale as the search does, not as the sum of regions that share a crossing', () => {
    const option = (value: string, count: number) => ({ value, label: value, count });
    const options = {
      ...{ region: [], country: [], port: [], callsAt: [], line: [], ship: [], month: [], nights: [] },
      kind: [option('sea', 1699), option('river', 270)],
      price: { min: 0, max: 0 },
      onOffer: 0,
      weekend: 0,
      total: 1969,
    };
    expect(cruiseTotals(options)).toEqual({ all: 1969, sea: 1699, river: 270 });
    expect(cruiseTotals(null)).toBeNull();
  });

  it('draws every region inside the picture, big areas first, labels without overlap', () => {
    const model = buildRegionsMap(mapRegions)!;
    expect(model.width).toBe(MAP_WIDTH);
    expect(model.regions).toHaveLength(3);
    // The Mediterranean's box is the largest: drawn first, so the Adriatic stays clickable on top.
    expect(model.regions[0].slug).toBe('sredizemnomore');
    for (const r of model.regions) {
      expect(r.d).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+Z$/);
      expect(r.cx).toBeGreaterThan(0);
      expect(r.cx).toBeLessThan(model.width);
      expect(r.cy).toBeGreaterThan(0);
      expect(r.cy).toBeLessThan(model.height);
    }
    expect(model.regions.filter((r) => r.label).length).toBeGreaterThanOrEqual(2);
    expect(model.graticule.length).toBeGreaterThan(0);
  });

  it('has no map without regions', () => {
    expect(buildRegionsMap([])).toBeNull();
  });
});
