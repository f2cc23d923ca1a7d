import type { LatLng } from './distance';

/*
 * Turns longitude/latitude outlines into a small SVG path at build time. An equirectangular
 * projection scaled by cos(mid-latitude) is true enough over southern Britain (a few hundred
 * miles), and keeps the maths readable. Polygons are clipped to the frame, rounded to whole units
 * and thinned so the path stays a few kilobytes.
 */

export type GeoBounds = {
  readonly west: number;
  readonly east: number;
  readonly south: number;
  readonly north: number;
};
export type Point = readonly [number, number];
export type Projection = {
  readonly width: number;
  readonly height: number;
  project(point: LatLng): { x: number; y: number };
};

export function createProjection(bounds: GeoBounds, width: number): Projection {
  const midLatitude = ((bounds.north + bounds.south) / 2) * (Math.PI / 180);
  const xStretch = Math.cos(midLatitude);
  const scale = width / ((bounds.east - bounds.west) * xStretch);
  const height = Math.round((bounds.north - bounds.south) * scale);
  return {
    width,
    height,
    project: ({ lat, lng }) => ({
      x: (lng - bounds.west) * xStretch * scale,
      y: (bounds.north - lat) * scale,
    }),
  };
}

type Edge = { inside(point: Point): boolean; intersect(a: Point, b: Point): Point };

function clipEdges(width: number, height: number): Edge[] {
  const atX =
    (x: number) =>
    (a: Point, b: Point): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
  const atY =
    (y: number) =>
    (a: Point, b: Point): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
  return [
    { inside: (p) => p[0] >= 0, intersect: atX(0) },
    { inside: (p) => p[0] <= width, intersect: atX(width) },
    { inside: (p) => p[1] >= 0, intersect: atY(0) },
    { inside: (p) => p[1] <= height, intersect: atY(height) },
  ];
}

/** Sutherland–Hodgman: a polygon ring clipped to the rectangle 0..width, 0..height. */
export function clipRing(ring: readonly Point[], width: number, height: number): Point[] {
  let output: Point[] = [...ring];
  for (const edge of clipEdges(width, height)) {
    const input = output;
    output = [];
    for (let index = 0; index < input.length; index += 1) {
      const current = input[index]!;
      const previous = input[(index + input.length - 1) % input.length]!;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) output.push(edge.intersect(previous, current));
        output.push(current);
      } else if (edge.inside(previous)) {
        output.push(edge.intersect(previous, current));
      }
    }
    if (output.length === 0) break;
  }
  return output;
}

/** Rounds to whole units and drops points closer than `minStep` to the last one kept. */
export function thinRing(ring: readonly Point[], minStep: number): Point[] {
  const kept: Point[] = [];
  for (const [x, y] of ring) {
    const point: Point = [Math.round(x), Math.round(y)];
    const last = kept[kept.length - 1];
    if (last && Math.hypot(point[0] - last[0], point[1] - last[1]) < minStep) continue;
    kept.push(point);
  }
  return kept;
}

/** A closed ring as compact relative path data: "M12 30l4-2 3 1z". */
export function ringToPath(ring: readonly Point[]): string {
  if (ring.length < 3) return '';
  const [first, ...rest] = ring;
  let path = `M${first![0]} ${first![1]}l`;
  let previous = first!;
  const steps = rest.map((point) => {
    const step = `${point[0] - previous[0]} ${point[1] - previous[1]}`;
    previous = point;
    return step;
  });
  path += steps.join(' ').replace(/ -/g, '-');
  return `${path}z`;
}

/** GeoJSON-style MultiPolygon coordinates ([lng, lat] pairs) to one SVG path for the frame. */
export function multiPolygonToPath(
  polygons: readonly (readonly (readonly (readonly number[])[])[])[],
  projection: Projection,
  minStep = 2,
): string {
  const parts: string[] = [];
  for (const polygon of polygons) {
    for (const ring of polygon) {
      const projected = ring.map(([lng, lat]): Point => {
        const { x, y } = projection.project({ lat: lat!, lng: lng! });
        return [x, y];
      });
      const clipped = clipRing(projected, projection.width, projection.height);
      const thinned = thinRing(clipped, minStep);
      if (thinned.length >= 3) parts.push(ringToPath(thinned));
    }
  }
  return parts.join('');
}
