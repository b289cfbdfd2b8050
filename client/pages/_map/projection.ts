/**
 * Pure helpers to draw geographic data as SVG on the server: bounds, a projection fitted to a box,
 * path data, a graticule. No tiles, no scripts (the CSP allows none), the same output on both sides.
 *
 * Two projections:
 * - `equirectangular` with a standard parallel at the middle latitude of the bounds (x scaled by cos φ₀),
 *   so shapes near the middle of the map keep their proportions; good for wide areas like "all regions";
 * - `mercator`, which keeps angles (what people know from web maps); good for small areas.
 * Neither handles data crossing the antimeridian: no region of the catalogue does.
 */
import type { GeoPoint } from '../../../shared/api/schemas';

export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

type ProjectionKind = 'equirectangular' | 'mercator';

export interface ScreenPoint {
  x: number;
  y: number;
}

export interface Projection {
  kind: ProjectionKind;
  /** The viewBox size the data was fitted into. */
  width: number;
  height: number;
  bounds: GeoBounds;
  project(point: GeoPoint): ScreenPoint;
}

/** Mercator is undefined at the poles; web maps cut at this latitude too. */
export const MERCATOR_MAX_LAT = 85.0511;

const RAD = Math.PI / 180;

/** The smallest box holding every point; null for no points. */
export function boundsOf(points: readonly GeoPoint[]): GeoBounds | null {
  if (points.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const p of points) {
    if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng)) continue;
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
  }
  if (!Number.isFinite(south)) return null;
  return { south, west, north, east };
}

/**
 * Grows the bounds by a share of their size on every side, at least `minDegrees`, so outlines do not touch
 * the edge of the picture and a single point still gets an area around it. Clamped to the globe.
 */
export function padBounds(bounds: GeoBounds, share = 0.08, minDegrees = 1): GeoBounds {
  const padLat = Math.max((bounds.north - bounds.south) * share, minDegrees);
  const padLng = Math.max((bounds.east - bounds.west) * share, minDegrees);
  return {
    south: Math.max(-90, bounds.south - padLat),
    north: Math.min(90, bounds.north + padLat),
    west: Math.max(-180, bounds.west - padLng),
    east: Math.min(180, bounds.east + padLng),
  };
}

function clampLat(lat: number): number {
  return Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat));
}

/** Mercator's y for a latitude, in radians of longitude (grows northwards). */
export function mercatorY(lat: number): number {
  return Math.log(Math.tan(Math.PI / 4 + (clampLat(lat) * RAD) / 2));
}

/** Unscaled planar coordinates (x east, y north) of the projection family. */
function rawProjector(kind: ProjectionKind, bounds: GeoBounds): (p: GeoPoint) => ScreenPoint {
  if (kind === 'mercator') return (p) => ({ x: p.lng * RAD, y: mercatorY(p.lat) });
  const standardParallel = ((bounds.north + bounds.south) / 2) * RAD;
  const k = Math.cos(standardParallel);
  return (p) => ({ x: p.lng * RAD * k, y: p.lat * RAD });
}

export interface FitOptions {
  bounds: GeoBounds;
  /** Width of the viewBox. */
  width: number;
  /** Height of the viewBox; by default the one that fits the bounds exactly at `width`. */
  height?: number;
  kind?: ProjectionKind;
  /** Empty space inside the viewBox on every side, in viewBox units. */
  padding?: number;
  /** Limits of the derived height as a share of the width, so very tall or flat data stays readable. */
  minAspect?: number;
  maxAspect?: number;
}

/**
 * A projection that fits `bounds` into a `width` × `height` box, centred, without distorting the
 * projection's aspect ratio (one scale for x and y).
 */
export function fitProjection({
  bounds,
  width,
  height,
  kind = 'equirectangular',
  padding = 0,
  minAspect = 0.3,
  maxAspect = 1.2,
}: FitOptions): Projection {
  const raw = rawProjector(kind, bounds);
  const sw = raw({ lat: bounds.south, lng: bounds.west });
  const ne = raw({ lat: bounds.north, lng: bounds.east });
  // A zero-size box (one point) would divide by zero: give it a tiny extent.
  const spanX = Math.max(ne.x - sw.x, 1e-6);
  const spanY = Math.max(ne.y - sw.y, 1e-6);
  const innerWidth = Math.max(width - 2 * padding, 1);
  const naturalHeight = (innerWidth * spanY) / spanX + 2 * padding;
  const boxHeight = height ?? Math.min(Math.max(naturalHeight, width * minAspect), width * maxAspect);
  const innerHeight = Math.max(boxHeight - 2 * padding, 1);
  const scale = Math.min(innerWidth / spanX, innerHeight / spanY);
  const offsetX = padding + (innerWidth - spanX * scale) / 2;
  const offsetY = padding + (innerHeight - spanY * scale) / 2;
  return {
    kind,
    width,
    height: boxHeight,
    bounds,
    project(point) {
      const r = raw(point);
      return { x: offsetX + (r.x - sw.x) * scale, y: offsetY + (ne.y - r.y) * scale };
    },
  };
}

/** Rounds to one decimal: enough for a viewBox a few hundred units wide, and it keeps the HTML small. */
export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** SVG path data through the points (`M x y L x y …`), closed with `Z` for polygons. */
export function pathData(
  points: readonly GeoPoint[],
  projection: Projection,
  { closed = false } = {},
): string {
  if (points.length === 0) return '';
  const parts = points.map((p, i) => {
    const { x, y } = projection.project(p);
    return `${i === 0 ? 'M' : 'L'}${round1(x)} ${round1(y)}`;
  });
  return closed ? `${parts.join('')}Z` : parts.join('');
}

export interface GraticuleLine {
  /** `lat` lines run east–west, `lng` lines north–south. */
  axis: 'lat' | 'lng';
  /** The degree value of the line. */
  value: number;
  d: string;
}

/** Parallels and meridians every `step` degrees inside the bounds, as SVG path data. */
export function graticule(projection: Projection, step = 10): GraticuleLine[] {
  const { south, west, north, east } = projection.bounds;
  const lines: GraticuleLine[] = [];
  // Mercator bends nothing, but an equirectangular line is straight too: two points per line suffice.
  for (let lat = Math.ceil(south / step) * step; lat <= north; lat += step) {
    lines.push({
      axis: 'lat',
      value: lat,
      d: pathData(
        [
          { lat, lng: west },
          { lat, lng: east },
        ],
        projection,
      ),
    });
  }
  for (let lng = Math.ceil(west / step) * step; lng <= east; lng += step) {
    lines.push({
      axis: 'lng',
      value: lng,
      d: pathData(
        [
          { lat: south, lng },
          { lat: north, lng },
        ],
        projection,
      ),
    });
  }
  return lines;
}

/**
 * `55,7° с. ш.`: the number (already written) and its side, with no-break spaces, so that a line never
 * breaks inside it (`в.` at one line's end and `д.` at the next's).
 */
function degreesText(number: string, value: number, axis: 'lat' | 'lng'): string {
  const side =
    axis === 'lat' ? (value >= 0 ? 'с.\u00a0ш.' : 'ю.\u00a0ш.') : value >= 0 ? 'в.\u00a0д.' : 'з.\u00a0д.';
  return `${number}°\u00a0${side}`;
}

/** `55° с. ш.`, `37° в. д.`: a degree label in Russian. */
export function formatDegrees(value: number, axis: 'lat' | 'lng'): string {
  if (value === 0) return axis === 'lat' ? 'экватор' : '0°';
  return degreesText(String(Math.abs(value)), value, axis);
}

/** `55,7558° с. ш., 37,6173° в. д.` for a point, with the given number of decimals. */
export function formatCoordinates(point: GeoPoint, decimals = 4): string {
  const fmt = (n: number) => Math.abs(n).toFixed(decimals).replace('.', ',');
  return `${degreesText(fmt(point.lat), point.lat, 'lat')}, ${degreesText(fmt(point.lng), point.lng, 'lng')}`;
}
