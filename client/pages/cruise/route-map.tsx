/**
 * The route drawn as SVG on the server: no tiles, no third-party requests, no script. The sailing line
 * and the numbered ports of call are projected (Mercator, fitted to the map's bounds) over a plain base of
 * parallels and meridians; labels are placed so they do not collide. The ports are also listed in text.
 */
import type { CruiseMap } from '../../../shared/api/schemas';
import { placeLabels } from '../_map/labels';
import { fitProjection, formatDegrees, graticule, padBounds, pathData, round1 } from '../_map/projection';

const WIDTH = 640;
const FONT = 16;
const MARKER_R = 12;

function buildRouteMap(map: CruiseMap) {
  const bounds = padBounds(map.bounds, 0.12, 0.3);
  const projection = fitProjection({
    bounds,
    width: WIDTH,
    kind: 'mercator',
    padding: 24,
    minAspect: 0.35,
    maxAspect: 0.8,
  });
  const height = round1(projection.height);
  const span = Math.max(bounds.north - bounds.south, bounds.east - bounds.west);
  const step = span > 40 ? 10 : span > 16 ? 5 : span > 6 ? 2 : 1;
  // A port visited twice (a round trip) gets one marker with both numbers.
  const bySlug = new Map<string, { name: string; numbers: number[]; x: number; y: number }>();
  map.stops.forEach((stop, i) => {
    const at = projection.project(stop.location);
    const known = bySlug.get(stop.slug);
    if (known) known.numbers.push(i + 1);
    else bySlug.set(stop.slug, { name: stop.name, numbers: [i + 1], x: round1(at.x), y: round1(at.y) });
  });
  const markers = [...bySlug.entries()].map(([slug, m]) => ({ slug, ...m }));
  const labels = placeLabels(
    markers.map((m, i) => ({
      id: m.slug,
      text: m.name,
      at: { x: m.x, y: m.y },
      priority: i === 0 || i === markers.length - 1 ? 2 : 1,
    })),
    {
      width: WIDTH,
      height,
      fontSize: FONT,
      gap: MARKER_R + 4,
      obstacles: markers.map((m) => ({
        x: m.x - MARKER_R,
        y: m.y - MARKER_R,
        width: MARKER_R * 2,
        height: MARKER_R * 2,
      })),
    },
  );
  return {
    height,
    grid: graticule(projection, step),
    line: pathData(map.path.length > 1 ? map.path : map.stops.map((s) => s.location), projection),
    markers,
    labels,
  };
}

export function RouteMap({ map, title }: { map: CruiseMap; title: string }) {
  if (map.stops.length === 0) return null;
  const { height, grid, line, markers, labels } = buildRouteMap(map);
  return (
    <figure className="cr-map">
      <svg
        className="cr-map__svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby="cr-map-title"
      >
        <title id="cr-map-title">{`Карта маршрута: ${title}`}</title>
        <rect width={WIDTH} height={height} className="cr-map__base" />
        {grid.map((g) => (
          <path key={`${g.axis}${g.value}`} d={g.d} className="cr-map__grid">
            <title>{formatDegrees(g.value, g.axis)}</title>
          </path>
        ))}
        <path d={line} className="cr-map__route-halo" />
        <path d={line} className="cr-map__route" />
        {markers.map((m) => (
          <g key={m.slug} className="cr-map__stop">
            <title>{`${m.numbers.join(', ')}. ${m.name}`}</title>
            <circle cx={m.x} cy={m.y} r={MARKER_R} className="cr-map__dot" />
            <text x={m.x} y={m.y + 4.5} textAnchor="middle" className="cr-map__num">
              {m.numbers[0]}
            </text>
          </g>
        ))}
        {labels.map((l) => (
          <text key={l.id} x={round1(l.x)} y={round1(l.y)} textAnchor={l.anchor} className="cr-map__label">
            {l.text}
          </text>
        ))}
      </svg>
      <figcaption className="cr-map__caption">
        <ol className="cr-map__legend">
          {map.stops.map((s, i) => (
            <li key={`${s.slug}-${i}`}>
              <span className="cr-map__legend-num">{i + 1}</span> {s.name}
              <span className="cr-map__legend-day">, {s.day}-й день</span>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
