import { useId, useMemo } from 'react';
import { Link } from '../../ui/link';
import { formatCruises } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { landPaths } from '../_map/land';
import { fitProjection, formatDegrees } from '../_map/projection';
import { MAP_FONT_SIZE, MARKER_RADIUS, type RegionsMapModel } from './map-model';

const KIND_NAME = { sea: 'морской регион', river: 'речной регион' } as const;

/**
 * The regions map as plain SVG drawn on the server: every region's outline is a link to its page (with
 * a `<title>` as its name), labels where they fit. No tiles and no scripts; client-side navigation comes
 * from react-router's Link, which renders an `<a>` inside the SVG.
 */
export function RegionsMapView({ model }: { model: RegionsMapModel }) {
  const titleId = useId();
  const descId = useId();
  // The land is a fixed backdrop computed from the same fit on both sides, so it is not hydration data.
  const land = useMemo(() => landPaths(fitProjection(model.fit)), [model.fit]);
  return (
    <figure className="regions-map">
      <div className="regions-map__scroll">
        <svg
          className="regions-map__svg"
          viewBox={`0 0 ${model.width} ${model.height}`}
          width={model.width}
          height={model.height}
          role="group"
          aria-labelledby={titleId}
          aria-describedby={descId}
        >
          <title id={titleId}>Карта круизных регионов</title>
          <desc id={descId}>
            Схема: контуры регионов, куда ходят круизы. Нажмите на регион, чтобы открыть его страницу.
          </desc>
          <rect
            className="regions-map__ocean"
            x="0"
            y="0"
            width={model.width}
            height={model.height}
            rx="16"
          />
          <g className="regions-map__graticule" aria-hidden="true">
            {model.graticule.map((line) => (
              <path
                key={`${line.axis}${line.value}`}
                d={line.d}
                className={line.value === 0 ? 'regions-map__equator' : undefined}
              />
            ))}
          </g>
          <g className="regions-map__land" aria-hidden="true">
            {land.land.map((d, i) => (
              <path key={`l${i}`} d={d} />
            ))}
            {land.water.map((d, i) => (
              <path key={`w${i}`} d={d} className="regions-map__water" />
            ))}
          </g>
          <g className="regions-map__degrees" aria-hidden="true">
            {model.graticule
              .filter((l) => l.axis === 'lat' && l.value % 20 === 0)
              .map((line) => {
                const m = /^M([\d.]+) ([\d.]+)/.exec(line.d);
                if (!m) return null;
                return (
                  <text key={line.value} x={Number(m[1]) + 6} y={Number(m[2]) - 4}>
                    {formatDegrees(line.value, 'lat')}
                  </text>
                );
              })}
          </g>
          <g className="regions-map__areas">
            {model.regions.map((r) => (
              <Link
                key={r.slug}
                to={href.region(r.slug)}
                className={`regions-map__region regions-map__region--${r.kind}`}
                aria-label={`${r.name}: ${KIND_NAME[r.kind]}, ${formatCruises(r.cruisesCount)}`}
              >
                <title>{`${r.name} — ${formatCruises(r.cruisesCount)}`}</title>
                {r.d ? <path className="regions-map__area" d={r.d} /> : null}
                <circle className="regions-map__marker" cx={r.cx} cy={r.cy} r={MARKER_RADIUS} />
              </Link>
            ))}
          </g>
          <g className="regions-map__labels" aria-hidden="true" fontSize={MAP_FONT_SIZE}>
            {model.regions.map((r) =>
              r.label ? (
                <text
                  key={r.slug}
                  x={r.label.x}
                  y={r.label.y}
                  textAnchor={r.label.anchor}
                  className={
                    r.label.small ? 'regions-map__label regions-map__label--small' : 'regions-map__label'
                  }
                >
                  {r.name}
                </text>
              ) : null,
            )}
          </g>
        </svg>
      </div>
      <figcaption className="regions-map__legend">
        <span className="regions-map__key regions-map__key--sea">Морские регионы</span>
        <span className="regions-map__key regions-map__key--river">Речные регионы</span>
        <span className="regions-map__note">
          Схема без масштаба; нажмите на регион, чтобы открыть его страницу
        </span>
      </figcaption>
    </figure>
  );
}
