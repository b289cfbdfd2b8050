import type { GeoPoint } from '../../shared/api/schemas';

const EARTH_KM = 6371;

export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

export const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Convex hull (Andrew's monotone chain), padded outwards, closed: the outline of a region on the map. */
export function outline(points: GeoPoint[], pad = 1): GeoPoint[] {
  const padded = points.flatMap((p) => [
    { lat: p.lat + pad, lng: p.lng },
    { lat: p.lat - pad, lng: p.lng },
    { lat: p.lat, lng: p.lng + pad },
    { lat: p.lat, lng: p.lng - pad },
  ]);
  const pts = [...padded].sort((a, b) => a.lng - b.lng || a.lat - b.lat);
  const cross = (o: GeoPoint, a: GeoPoint, b: GeoPoint) =>
    (a.lng - o.lng) * (b.lat - o.lat) - (a.lat - o.lat) * (b.lng - o.lng);
  const lower: GeoPoint[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: GeoPoint[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  const hull = [...lower.slice(0, -1), ...upper.slice(0, -1)].map((p) => ({
    lat: Math.max(-90, Math.min(90, round(p.lat, 3))),
    lng: Math.max(-180, Math.min(180, round(p.lng, 3))),
  }));
  return [...hull, hull[0]];
}

export function center(points: GeoPoint[]): GeoPoint {
  const lat = points.reduce((s, p) => s + p.lat, 0) / points.length;
  const lng = points.reduce((s, p) => s + p.lng, 0) / points.length;
  return { lat: round(lat, 3), lng: round(lng, 3) };
}
