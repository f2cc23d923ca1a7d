import outline from '@/lib/geo/uk-outline.json';
import { createProjection, multiPolygonToPath } from '@/lib/geo/map-projection';
import { mapFrame, mapMinWidth } from './map-frame';
import {
  labelClearance,
  labelFontSize,
  labelGap,
  mapWidth,
  nearestPointOf,
  pinHitAreas,
  pinHitRadius,
  pinSpacing,
  placeLabel,
  spreadPins,
  polygonPath,
} from './map-layout';

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

const projection = createProjection(mapFrame.bounds, mapWidth);

type Geometry = { type: string; coordinates: number[][][][] };
const landPath = (outline.features as { geometry: Geometry }[])
  .map((feature) => multiPolygonToPath(feature.geometry.coordinates, projection, 3))
  .join('');

const round = (value: number) => Math.round(value);

/*
 * Pin hover and focus styles set once on the map rather than repeated on every pin (smaller HTML).
 * The finder marks pins data-faded (not in its list) and data-near (nearest to a search).
 */

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
  // Draw the highlighted pin last so it sits on top of its neighbours.
  const ordered = [...centres].sort((a, b) => Number(a.slug === highlight) - Number(b.slug === highlight));
  const points = spreadPins(
    ordered.map((centre) => {
      const { x, y } = projection.project(centre);
      return { x: round(x), y: round(y) };
    }),
    pinSpacing,
  );
  const currentIndex = ordered.findIndex((centre) => centre.slug === highlight);
  const currentPin = currentIndex >= 0 ? points[currentIndex] : undefined;
  const hitAreas = pinHitAreas(points, pinHitRadius);
  const label =
    current && currentPin
      ? placeLabel({
          pin: currentPin,
          text: current.town,
          fontSize: labelFontSize,
          others: points.filter((_, index) => ordered[index]!.slug !== current.slug),
          clearance: labelClearance,
          gap: labelGap,
          frame: projection,
        })
      : undefined;
  // Never drawn narrower than narrowestMapPx (its border included): below that it scrolls in its frame.
  return (
    <div className={`overflow-x-auto ${className}`}>
      <svg
        viewBox={`0 0 ${projection.width} ${projection.height}`}
        role="group"
        aria-labelledby={titleId}
        className={`${mapMinWidth} h-auto w-full rounded-lg border border-line bg-sky-soft ${pinStates}`}
      >
        <title id={titleId}>{title}</title>
        <path d={landPath} fill="#fff" stroke="#8fc1f2" strokeWidth={2} />
        {ordered.map((centre, index) => {
          const isCurrent = centre.slug === highlight;
          const { x: cx, y: cy } = points[index]!;
          return (
            <a
              key={centre.slug}
              href={`/locations/${centre.slug}`}
              data-pin={centre.slug}
              aria-label={`${centre.name}, ${centre.county}${isCurrent ? ' (this centre)' : ''}`}
            >
              <title>{centre.name}</title>
              {/* The invisible hit area; the drawn pin takes no taps, so neighbours cannot steal them. */}
              <path d={polygonPath(hitAreas[index]!, points[index]!)} fill="transparent" data-hit="" />
              <circle
                pointerEvents="none"
                className="pin-ring"
                cx={cx}
                cy={cy}
                r={isCurrent ? 24 : 19}
                fill="none"
                stroke="#1d5fa8"
                strokeWidth={6}
              />
              {isCurrent ? (
                <circle
                  pointerEvents="none"
                  cx={cx}
                  cy={cy}
                  r={14}
                  fill="#f4a62a"
                  stroke="#14213d"
                  strokeWidth={4}
                />
              ) : (
                <circle
                  pointerEvents="none"
                  className="pin-dot"
                  cx={cx}
                  cy={cy}
                  r={10}
                  fill="#14213d"
                  stroke="#fbf8f3"
                  strokeWidth={3}
                />
              )}
            </a>
          );
        })}
        {label && currentPin ? (
          // Never over another pin (map-layout.ts); taps pass through it to the pins.
          <g aria-hidden="true" pointerEvents="none">
            {label.side === 'nearby' ? (
              <LeaderLine from={currentPin} to={nearestPointOf(label.box, currentPin)} />
            ) : null}
            <text
              x={round(label.x)}
              y={round(label.y)}
              // labelFontSize: the size placeLabel measured the name at.
              className="fill-ink text-[34px] font-bold"
              paintOrder="stroke"
              stroke="#fbf8f3"
              strokeWidth={8}
              data-label-side={label.side}
            >
              {current?.town}
            </text>
          </g>
        ) : null}
      </svg>
    </div>
  );
}

/** From the edge of the highlighted pin to the label, when the label had to move away from it. */
function LeaderLine({ from, to }: { from: { x: number; y: number }; to: { x: number; y: number } }) {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const start = Math.min(18, length);
  const x1 = from.x + ((to.x - from.x) / length) * start;
  const y1 = from.y + ((to.y - from.y) / length) * start;
  return (
    <line x1={round(x1)} y1={round(y1)} x2={round(to.x)} y2={round(to.y)} stroke="#14213d" strokeWidth={3} />
  );
}
