import type { LatLng } from '@/lib/geo/distance';

/*
 * The part of the country the centre map shows: England and Wales south of the Mersey, where every
 * centre is. The map (uk-map.tsx, drawn on the server) and the finder's marker for a searched place
 * (in the browser) both read it; it is its own small module so the browser gets the numbers
 * without the outline.
 */

const bounds = { west: -5.8, east: 1.95, south: 49.9, north: 53.6 } as const;

export const mapFrame = {
  bounds,
  /**
   * Where a point falls on the map, in percent of its width and height (the projection is
   * equirectangular, so this is linear), or undefined outside the frame.
   */
  position({ lat, lng }: LatLng): { left: number; top: number } | undefined {
    const left = ((lng - bounds.west) / (bounds.east - bounds.west)) * 100;
    const top = ((bounds.north - lat) / (bounds.north - bounds.south)) * 100;
    if (left < 0 || left > 100 || top < 0 || top > 100) return undefined;
    return { left: Math.round(left * 100) / 100, top: Math.round(top * 100) / 100 };
  },
};

/**
 * The narrowest the map is drawn, border included (narrowestMapPx in map-layout.ts, plus 2 px):
 * narrower screens scroll it in its frame. A class, as Tailwind finds it in the source; a unit
 * test keeps it in step with the pin spacing.
 */
export const mapMinWidth = 'min-w-[342px]';
