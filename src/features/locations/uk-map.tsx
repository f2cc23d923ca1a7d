import Link from 'next/link';
import outline from '@/lib/geo/uk-outline.json';
import { createProjection, multiPolygonToPath } from '@/lib/geo/map-projection';
import { mapFrame } from './map-frame';

/*
 * The centre map: an SVG drawn on the server at build time from the Natural Earth 1:10m outline
 * (the 126 KB source never reaches the browser; the thinned path is about 4 KB). No tiles, no
 * third-party script, no client JavaScript. The frame covers England and Wales south of the
 * Mersey, where every centre is, so the pins stay far enough apart to tell apart.
 */

export type MapCentre = {
  readonly slug: string;
  readonly name: string;
  readonly town: string;
  readonly county: string;
  readonly lat: number;
  readonly lng: number;
};

const projection = createProjection(mapFrame.bounds, 1000);

type Geometry = { type: string; coordinates: number[][][][] };
const landPath = (outline.features as { geometry: Geometry }[])
  .map((feature) => multiPolygonToPath(feature.geometry.coordinates, projection, 3))
  .join('');

const round = (value: number) => Math.round(value);

/*
 * Pin hover and focus styles set once on the map rather than repeated on every pin (smaller HTML).
 * The finder marks pins data-faded (not in its list) and data-near (nearest to a search).
 */
/** Map units (1000 across): 36 is 26 px across when the map is 358 px wide (a 390 px phone). */
const pinHitRadius = 36;

const pinStates =
  '[&_a]:outline-none [&_.pin-ring]:opacity-0 [&_a:hover_.pin-ring]:opacity-60 [&_a:focus-visible_.pin-ring]:opacity-100 [&_a:hover_.pin-dot]:fill-sky [&_a[data-faded]]:opacity-25 [&_a[data-near]_.pin-dot]:fill-amber [&_a[data-near]_.pin-dot]:[r:14px] [&_a[data-near]_.pin-dot]:stroke-ink';

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
      className={`h-auto w-full rounded-lg border border-line bg-sky-soft ${pinStates} ${className}`}
    >
      <title id={titleId}>{title}</title>
      <path d={landPath} fill="#fff" stroke="#8fc1f2" strokeWidth={2} />
      {ordered.map((centre) => {
        const { x, y } = projection.project(centre);
        const isCurrent = centre.slug === highlight;
        const cx = round(x);
        const cy = round(y);
        return (
          <Link
            key={centre.slug}
            href={`/locations/${centre.slug}`}
            data-pin={centre.slug}
            aria-label={`${centre.name}, ${centre.county}${isCurrent ? ' (this centre)' : ''}`}
            prefetch={false}
          >
            <title>{centre.name}</title>
            {/* An invisible hit area: at least 24 CSS px across on a 390 px phone (scale ~0.36). */}
            <circle cx={cx} cy={cy} r={pinHitRadius} fill="transparent" />
            <circle
              className="pin-ring"
              cx={cx}
              cy={cy}
              r={isCurrent ? 24 : 19}
              fill="none"
              stroke="#1d5fa8"
              strokeWidth={6}
            />
            {isCurrent ? (
              <circle cx={cx} cy={cy} r={14} fill="#f4a62a" stroke="#14213d" strokeWidth={4} />
            ) : (
              <circle
                className="pin-dot"
                cx={cx}
                cy={cy}
                r={10}
                fill="#14213d"
                stroke="#fbf8f3"
                strokeWidth={3}
              />
            )}
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
