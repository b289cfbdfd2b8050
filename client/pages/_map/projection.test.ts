import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  fitProjection,
  formatCoordinates,
  formatDegrees,
  graticule,
  mercatorY,
  padBounds,
  pathData,
  MERCATOR_MAX_LAT,
} from './projection';
import { estimateTextWidth, overlaps, placeLabels } from './labels';

const moscow = { lat: 55.75, lng: 37.62 };
const barcelona = { lat: 41.38, lng: 2.18 };
const tenerife = { lat: 28.47, lng: -16.25 };

describe('boundsOf', () => {
  it('is null for no points', () => {
    expect(boundsOf([])).toBeNull();
  });
  it('holds every point', () => {
    expect(boundsOf([moscow, barcelona, tenerife])).toEqual({
      south: 28.47,
      west: -16.25,
      north: 55.75,
      east: 37.62,
    });
  });
  it('skips non-finite coordinates', () => {
    expect(boundsOf([{ lat: Number.NaN, lng: 1 }, moscow])).toEqual({
      south: 55.75,
      west: 37.62,
      north: 55.75,
      east: 37.62,
    });
  });
});

describe('padBounds', () => {
  it('grows by a share of the size and at least the minimum', () => {
    const padded = padBounds({ south: 0, west: 0, north: 10, east: 100 }, 0.1, 2);
    expect(padded).toEqual({ south: -2, west: -10, north: 12, east: 110 });
  });
  it('stays on the globe', () => {
    expect(padBounds({ south: -89, west: -179, north: 89, east: 179 }, 0.1)).toEqual({
      south: -90,
      west: -180,
      north: 90,
      east: 180,
    });
  });
});

describe('mercatorY', () => {
  it('is zero at the equator and symmetric', () => {
    expect(mercatorY(0)).toBeCloseTo(0);
    expect(mercatorY(45)).toBeCloseTo(-mercatorY(-45));
  });
  it('is finite at the poles (clamped)', () => {
    expect(Number.isFinite(mercatorY(90))).toBe(true);
    expect(mercatorY(90)).toBeCloseTo(mercatorY(MERCATOR_MAX_LAT));
  });
});

describe('fitProjection', () => {
  const bounds = { south: 20, west: -20, north: 60, east: 40 };

  for (const kind of ['equirectangular', 'mercator'] as const) {
    it(`${kind}: the bounds fill the box, centred, north up`, () => {
      const p = fitProjection({ bounds, width: 800, kind, padding: 10 });
      const sw = p.project({ lat: 20, lng: -20 });
      const ne = p.project({ lat: 60, lng: 40 });
      // North is up and east is right.
      expect(ne.y).toBeLessThan(sw.y);
      expect(ne.x).toBeGreaterThan(sw.x);
      // Everything is inside the padded box.
      for (const q of [sw, ne]) {
        expect(q.x).toBeGreaterThanOrEqual(10 - 1e-9);
        expect(q.x).toBeLessThanOrEqual(790 + 1e-9);
        expect(q.y).toBeGreaterThanOrEqual(10 - 1e-9);
        expect(q.y).toBeLessThanOrEqual(p.height - 10 + 1e-9);
      }
      // One side touches the padding: the data is fitted, not just contained.
      const touchesX = Math.abs(sw.x - 10) < 1e-6 && Math.abs(ne.x - 790) < 1e-6;
      const touchesY = Math.abs(ne.y - 10) < 1e-6 && Math.abs(sw.y - (p.height - 10)) < 1e-6;
      expect(touchesX || touchesY).toBe(true);
    });
  }

  it('keeps one scale for x and y (equirectangular with a standard parallel)', () => {
    const p = fitProjection({ bounds, width: 1000, height: 1000 });
    const a = p.project({ lat: 40, lng: 0 });
    const east = p.project({ lat: 40, lng: 10 });
    const north = p.project({ lat: 50, lng: 0 });
    // 10° of longitude at the standard parallel (40°) is cos(40°) of 10° of latitude.
    expect((east.x - a.x) / (a.y - north.y)).toBeCloseTo(Math.cos((40 * Math.PI) / 180), 6);
  });

  it('derives the height from the data and clamps it', () => {
    const wide = fitProjection({
      bounds: { south: 0, west: -180, north: 1, east: 180 },
      width: 1000,
      minAspect: 0.3,
    });
    expect(wide.height).toBe(300);
    const tall = fitProjection({
      bounds: { south: -80, west: 0, north: 80, east: 1 },
      width: 1000,
      maxAspect: 1.2,
    });
    expect(tall.height).toBe(1200);
  });

  it('copes with a single point', () => {
    const p = fitProjection({
      bounds: { south: 10, west: 10, north: 10, east: 10 },
      width: 100,
      height: 100,
    });
    const q = p.project({ lat: 10, lng: 10 });
    expect(Number.isFinite(q.x) && Number.isFinite(q.y)).toBe(true);
  });
});

describe('pathData and graticule', () => {
  const p = fitProjection({
    bounds: { south: 0, west: 0, north: 10, east: 10 },
    width: 100,
    height: 100,
    kind: 'mercator',
  });

  it('draws M/L commands with one decimal and closes polygons', () => {
    const d = pathData(
      [
        { lat: 0, lng: 0 },
        { lat: 10, lng: 0 },
        { lat: 10, lng: 10 },
      ],
      p,
      { closed: true },
    );
    expect(d).toMatch(/^M[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.]+ [\d.]+Z$/);
    expect(d).not.toMatch(/\.\d\d/);
    expect(pathData([], p)).toBe('');
  });

  it('gives parallels and meridians at the step inside the bounds', () => {
    const lines = graticule(p, 5);
    expect(lines.filter((l) => l.axis === 'lat').map((l) => l.value)).toEqual([0, 5, 10]);
    expect(lines.filter((l) => l.axis === 'lng').map((l) => l.value)).toEqual([0, 5, 10]);
  });
});

describe('degree labels', () => {
  it('names the hemisphere in Russian', () => {
    // No-break spaces inside the label: a line does not end with «в.» and start the next with «д.».
    expect(formatDegrees(60, 'lat')).toBe('60°\u00a0с.\u00a0ш.');
    expect(formatDegrees(-20, 'lng')).toBe('20°\u00a0з.\u00a0д.');
    expect(formatDegrees(0, 'lat')).toBe('экватор');
  });
  it('formats a point with a decimal comma', () => {
    expect(formatCoordinates({ lat: 55.7558, lng: -37.6173 })).toBe(
      '55,7558°\u00a0с.\u00a0ш., 37,6173°\u00a0з.\u00a0д.',
    );
  });
});

describe('placeLabels', () => {
  const options = { width: 400, height: 200, fontSize: 10 };

  it('estimates text width from its length', () => {
    expect(estimateTextWidth('Волга', 10, 0.6)).toBeCloseTo(30);
  });

  it('puts a label to the right of its point when there is room', () => {
    const [label] = placeLabels([{ id: 'a', text: 'Волга', at: { x: 100, y: 100 }, priority: 1 }], options);
    expect(label.anchor).toBe('start');
    expect(label.x).toBeGreaterThan(100);
  });

  it('flips to the left at the right edge', () => {
    const [label] = placeLabels([{ id: 'a', text: 'Волга', at: { x: 395, y: 100 }, priority: 1 }], options);
    expect(label.anchor).toBe('end');
  });

  it('never overlaps two labels; the more important one wins', () => {
    const inputs = [
      { id: 'small', text: 'Адриатика', at: { x: 200, y: 100 }, priority: 1 },
      { id: 'big', text: 'Средиземноморье', at: { x: 201, y: 100 }, priority: 9 },
      { id: 'other', text: 'Дон', at: { x: 202, y: 101 }, priority: 5 },
    ];
    const placed = placeLabels(inputs, options);
    expect(placed[0].id).toBe('big');
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) expect(overlaps(placed[i].box, placed[j].box)).toBe(false);
    }
  });

  it('leaves out a label that fits nowhere', () => {
    const placed = placeLabels(
      [{ id: 'a', text: 'Очень длинное название региона', at: { x: 10, y: 10 }, priority: 1 }],
      {
        width: 40,
        height: 20,
        fontSize: 10,
      },
    );
    expect(placed).toEqual([]);
  });
});
