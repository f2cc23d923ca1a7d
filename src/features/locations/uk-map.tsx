import Link from 'next/link';
import outline from '@/lib/geo/uk-outline-50m.json';
import { createProjection, multiPolygonToPath } from '@/lib/geo/map-projection';

/*
 * The centre map: an SVG drawn on the server at build time from the Natural Earth outline. No
 * tiles, no third-party script, no client JavaScript. The frame covers southern Britain and Wales,
 * where every centre is, so the pins stay far enough apart to tell (and to tab through).
 */

export type MapCentre = {
  readonly slug: string;
  readonly name: string;
  readonly town: string;
  readonly county: string;
  readonly lat: number;
  readonly lng: number;
};

const projection = createProjection({ west: -4.8, east: 1.95, south: 50.3, north: 53.55 }, 1000);

type Geometry = { type: string; coordinates: number[][][][] };
const landPath = (outline.features as { geometry: Geometry }[])
  .map((feature) => multiPolygonToPath(feature.geometry.coordinates, projection, 3))
  .join('');

const round = (value: number) => Math.round(value);

export function UkMap({
  centres,
  highlight,
  title,
  className = '',
}: {
  centres: readonly MapCentre[];
  highlight?: string;
  title: string;
  className?: string;
}) {
  const titleId = `map-title-${highlight ?? 'all'}`;
  const current = centres.find((centre) => centre.slug === highlight);
  const currentPoint = current ? projection.project(current) : undefined;
  // Draw the highlighted pin last so it sits on top of its neighbours.
  const ordered = [...centres].sort((a, b) => Number(a.slug === highlight) - Number(b.slug === highlight));
  return (
    <svg
      viewBox={`0 0 ${projection.width} ${projection.height}`}
      role="group"
      aria-labelledby={titleId}
      className={`h-auto w-full rounded-lg bg-sky-soft ${className}`}
    >
      <title id={titleId}>{title}</title>
      <path d={landPath} className="fill-paper stroke-line" strokeWidth={2} />
      {ordered.map((centre) => {
        const { x, y } = projection.project(centre);
        const isCurrent = centre.slug === highlight;
        return (
          <Link
            key={centre.slug}
            href={`/locations/${centre.slug}`}
            aria-label={`${centre.name}, ${centre.county}${isCurrent ? ' (this centre)' : ''}`}
            className="group outline-none"
            prefetch={false}
          >
            <title>{centre.name}</title>
            <circle
              cx={round(x)}
              cy={round(y)}
              r={isCurrent ? 26 : 20}
              className="fill-none stroke-sky opacity-0 group-hover:opacity-60 group-focus-visible:opacity-100"
              strokeWidth={6}
            />
            <circle
              cx={round(x)}
              cy={round(y)}
              r={isCurrent ? 15 : 10}
              className={isCurrent ? 'fill-amber stroke-ink' : 'fill-ink stroke-paper group-hover:fill-sky'}
              strokeWidth={isCurrent ? 4 : 3}
            />
          </Link>
        );
      })}
      {current && currentPoint ? (
        <text
          x={round(currentPoint.x) + (currentPoint.x > projection.width * 0.7 ? -24 : 24)}
          textAnchor={currentPoint.x > projection.width * 0.7 ? 'end' : 'start'}
          y={round(currentPoint.y) - 20}
          className="fill-ink text-[34px] font-bold"
          paintOrder="stroke"
          stroke="#fbf8f3"
          strokeWidth={8}
          aria-hidden="true"
        >
          {current.town}
        </text>
      ) : null}
    </svg>
  );
}
