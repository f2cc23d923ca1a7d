import { describe, expect, it } from 'vitest';
import { clipRing, createProjection, multiPolygonToPath, ringToPath, thinRing } from './map-projection';

describe('createProjection', () => {
  const projection = createProjection({ west: -4, east: 2, south: 50, north: 54 }, 1000);

  it('puts the north-west corner at the origin and east/south at the far edges', () => {
    expect(projection.project({ lat: 54, lng: -4 })).toEqual({ x: 0, y: 0 });
    const southEast = projection.project({ lat: 50, lng: 2 });
    expect(southEast.x).toBeCloseTo(1000);
    expect(southEast.y).toBeCloseTo(projection.height, 0);
  });

  it('keeps the frame roughly true to shape at British latitudes', () => {
    // 6 degrees of longitude at 52°N is about 4 degrees of latitude wide, so a near-square frame.
    expect(projection.height).toBeGreaterThan(900);
    expect(projection.height).toBeLessThan(1150);
  });
});

describe('clipRing', () => {
  it('cuts a square that overhangs the frame', () => {
    const clipped = clipRing(
      [
        [-10, -10],
        [50, -10],
        [50, 50],
        [-10, 50],
      ],
      100,
      100,
    );
    expect(clipped.every(([x, y]) => x >= 0 && y >= 0)).toBe(true);
    expect(clipped).toContainEqual([50, 50]);
  });

  it('drops a ring that lies wholly outside', () => {
    expect(
      clipRing(
        [
          [200, 200],
          [300, 200],
          [300, 300],
        ],
        100,
        100,
      ),
    ).toEqual([]);
  });
});

describe('path building', () => {
  it('thins points closer than the step and writes relative path data', () => {
    const ring = thinRing(
      [
        [0.2, 0.2],
        [0.9, 0.4],
        [10, 0],
        [10, 10],
      ],
      2,
    );
    expect(ring).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
    ]);
    expect(ringToPath(ring)).toBe('M0 0l10 0 0 10z');
  });

  it('writes negative steps without a separating space', () => {
    expect(
      ringToPath([
        [10, 10],
        [5, 10],
        [5, 5],
      ]),
    ).toBe('M10 10l-5 0 0-5z');
  });

  it('turns a lon/lat polygon into a path inside the frame', () => {
    const projection = createProjection({ west: 0, east: 1, south: 50, north: 51 }, 100);
    const path = multiPolygonToPath(
      [
        [
          [
            [0.1, 50.1],
            [0.9, 50.1],
            [0.9, 50.9],
            [0.1, 50.9],
          ],
        ],
      ],
      projection,
    );
    expect(path).toMatch(/^M\d+ \d+l.*z$/);
  });
});
