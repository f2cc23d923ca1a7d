import { useEffect, useRef } from 'react';
import type { LatLng } from '@/lib/geo/distance';
import type { ResultCentre } from './finder-outcome';
import { mapFrame, mapMinWidth } from './map-frame';

/**
 * The server-drawn map, folded away on a phone (a details element: it opens without JavaScript
 * too) and always open from tablet width (where ::details-content can be styled: Chromium 131,
 * Safari 18.4, Firefox 143; older browsers keep "Show map" at every width). The finder marks the pins in step with the list: those
 * not listed fade, the three nearest to a search turn amber, and the searched place gets a marker.
 */
export function FinderMap({
  map,
  results,
  origin,
}: {
  map: React.ReactNode;
  results: readonly ResultCentre[];
  origin?: LatLng;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const listed = results.map((centre) => centre.slug).join(' ');
  const nearest = origin ? results.slice(0, 3).map((centre) => centre.slug) : [];
  const nearestKey = nearest.join(' ');
  useEffect(() => {
    const shown = new Set(listed.split(' '));
    const near = new Set(nearestKey.split(' ').filter(Boolean));
    const pins = frameRef.current?.querySelectorAll<SVGElement>('[data-pin]') ?? [];
    const filtered = shown.size < pins.length;
    for (const pin of pins) {
      const slug = pin.dataset.pin ?? '';
      pin.toggleAttribute('data-faded', filtered && !shown.has(slug));
      pin.toggleAttribute('data-near', near.has(slug));
    }
  }, [listed, nearestKey]);
  const marker = origin ? mapFrame.position(origin) : undefined;
  return (
    <details className="group min-w-0 [grid-area:map] tablet:[&::details-content]:[content-visibility:visible]">
      {/* Browsers that cannot style ::details-content keep the summary at every width. */}
      <summary className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-ink-muted bg-white px-4 font-bold supports-[selector(::details-content)]:tablet:hidden">
        <span className="group-open:hidden">Show map</span>
        <span className="hidden group-open:inline">Hide map</span>
      </summary>
      {/* The map keeps its minimum width (uk-map.tsx) and scrolls in this frame on narrow phones; the
          searched place's marker scrolls with it. */}
      <div ref={frameRef} className="mt-4 overflow-x-auto supports-[selector(::details-content)]:tablet:mt-0">
        <div className={`relative ${mapMinWidth}`}>
          {map}
          {marker ? (
            <span
              aria-hidden="true"
              data-testid="map-origin"
              className="pointer-events-none absolute h-4 w-4 -translate-x-1/2 -translate-y-1/2 rotate-45 border-2 border-white bg-danger shadow"
              style={{ left: `${marker.left}%`, top: `${marker.top}%` }}
            />
          ) : null}
        </div>
      </div>
    </details>
  );
}
