/**
 * The regions map, computed from the API's outlines once in the loader: the page gets ready-made SVG path
 * data, not polygons, so the same picture is drawn on the server and kept as it is on hydration.
 */
import type { RegionsMap } from '../../../shared/api/schemas';
import { placeLabels, type LabelAnchor } from '../_map/labels';
import {
  boundsOf,
  fitProjection,
  graticule,
  padBounds,
  pathData,
  round1,
  type FitOptions,
  type GraticuleLine,
} from '../_map/projection';

export const MAP_WIDTH = 1000;
export const MAP_FONT_SIZE = 15;
const MAP_SMALL_FONT_SIZE = 12;
export const MARKER_RADIUS = 5;

interface MapRegionShape {
  slug: string;
  name: string;
  kind: 'sea' | 'river';
  cruisesCount: number;
  d: string;
  cx: number;
  cy: number;
  /** `small`: written at the smaller size, the only one it fitted at. */
  label: { x: number; y: number; anchor: LabelAnchor; small?: true } | null;
}

export interface RegionsMapModel {
  /** How the projection was fitted: the component redraws the land backdrop from it (not sent as data). */
  fit: FitOptions;
  width: number;
  height: number;
  graticule: GraticuleLine[];
  regions: MapRegionShape[];
}

/** Shoelace area of a projected outline, to draw big areas first and small ones on top. */
function screenArea(points: { x: number; y: number }[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    sum += a.x * b.y - b.x * a.y;
  }
  return Math.abs(sum) / 2;
}

export function buildRegionsMap(regions: RegionsMap['regions']): RegionsMapModel | null {
  const points = regions.flatMap((r) => [...r.area, r.center]);
  const raw = boundsOf(points);
  if (!raw) return null;
  const fit: FitOptions = {
    bounds: padBounds(raw, 0.05, 3),
    width: MAP_WIDTH,
    kind: 'equirectangular',
    minAspect: 0.4,
    maxAspect: 0.7,
  };
  const projection = fitProjection(fit);

  const shapes = regions.map((r) => {
    const outline = r.area.length >= 3 ? r.area : [];
    const centre = projection.project(r.center);
    return {
      region: r,
      d: pathData(outline, projection, { closed: true }),
      area: screenArea(outline.map((p) => projection.project(p))),
      centre,
    };
  });

  const markers = shapes.map((s) => ({
    x: s.centre.x - MARKER_RADIUS,
    y: s.centre.y - MARKER_RADIUS,
    width: MARKER_RADIUS * 2,
    height: MARKER_RADIUS * 2,
  }));
  const labels = placeLabels(
    shapes.map((s) => ({
      id: s.region.slug,
      text: s.region.name,
      at: s.centre,
      // Busy regions first, but a long name costs more room: per character keeps more regions labelled.
      priority: s.region.cruisesCount / s.region.name.length,
    })),
    {
      width: projection.width,
      height: projection.height,
      fontSize: MAP_FONT_SIZE,
      // Where a name fits nowhere at the map's size (Europe's crowded points), it is written smaller.
      smallFontSize: MAP_SMALL_FONT_SIZE,
      gap: MARKER_RADIUS + 4,
      // The labels are bold with a white halo: 0.64–0.76 of the size a letter in Chromium's sans-serif
      // (measured); the default 0.58 had let «Канарские острова и Атлантика» run over another region's point.
      glyphRatio: 0.76,
      obstacles: markers,
    },
  );
  const labelOf = new Map(labels.map((l) => [l.id, l]));

  return {
    fit,
    width: projection.width,
    height: round1(projection.height),
    graticule: graticule(projection, 10),
    regions: shapes
      .sort((a, b) => b.area - a.area)
      .map(({ region, d, centre }) => {
        const label = labelOf.get(region.slug);
        return {
          slug: region.slug,
          name: region.name,
          kind: region.kind,
          cruisesCount: region.cruisesCount,
          d,
          cx: round1(centre.x),
          cy: round1(centre.y),
          label: label
            ? {
                x: round1(label.x),
                y: round1(label.y),
                anchor: label.anchor,
                ...(label.fontSize === MAP_FONT_SIZE ? {} : { small: true }),
              }
            : null,
        };
      }),
  };
}
