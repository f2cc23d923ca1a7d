import { describe, expect, it } from 'vitest';
import { centreTowns } from '@/domain/centres';
import { createProjection } from '@/lib/geo/map-projection';
import { mapFrame } from './map-frame';
import {
  estimateTextWidth,
  inscribedRadius,
  labelClearance,
  labelFontSize,
  labelGap,
  mapWidth,
  minimumTargetPx,
  narrowestMapPx,
  pinSpacing,
  spreadPins,
  pinHitAreas,
  polygonPath,
  pinHitRadius,
  placeLabel,
  placementIsClear,
} from './map-layout';

/* The map as uk-map.tsx draws it: every centre's pin, in whole map units, spread apart. */
const projection = createProjection(mapFrame.bounds, mapWidth);
const projected = centreTowns.map((centre) => {
  const { x, y } = projection.project(centre);
  return { x: Math.round(x), y: Math.round(y) };
});
const spread = spreadPins(projected, pinSpacing);
const pins = centreTowns.map((centre, index) => ({
  slug: centre.slug,
  town: centre.town,
  ...spread[index]!,
}));
/** CSS px per map unit on a 390 px phone (the map's drawing is 340 px wide there). */
const phoneScale = 340 / mapWidth;

describe('the highlighted centre’s label', () => {
  it.each(pins.map((pin) => [pin.slug, pin] as const))(
    'on %s covers no other pin and stays in the frame',
    (_slug, pin) => {
      const others = pins.filter((other) => other !== pin);
      const placement = placeLabel({
        pin,
        text: pin.town,
        fontSize: labelFontSize,
        others,
        clearance: labelClearance,
        gap: labelGap,
        frame: projection,
      });
      expect(placementIsClear(placement, others, labelClearance, projection)).toBe(true);
      // Its own pin is not under it either.
      expect(placementIsClear(placement, [pin], labelGap, projection)).toBe(true);
      expect(placement.box.width).toBeCloseTo(estimateTextWidth(pin.town, labelFontSize));
    },
  );

  it('goes right of the pin when there is room, and moves when a neighbour is in the way', () => {
    const pin = { x: 500, y: 300 };
    const frame = { width: 1000, height: 800 };
    const place = (others: { x: number; y: number }[]) =>
      placeLabel({ pin, text: 'Swindon', fontSize: 34, others, clearance: 36, gap: 26, frame });
    expect(place([]).side).toBe('right');
    expect(place([{ x: 560, y: 300 }]).side).toBe('left');
    expect(
      place([
        { x: 600, y: 300 },
        { x: 400, y: 300 },
      ]).side,
    ).toBe('above');
  });

  it('stays inside the frame at its edges', () => {
    const frame = { width: 1000, height: 800 };
    const placement = placeLabel({
      pin: { x: 990, y: 400 },
      text: 'Folkestone',
      fontSize: 34,
      others: [],
      clearance: 36,
      gap: 26,
      frame,
    });
    expect(placement.side).toBe('left');
  });
});

describe('pin hit areas', () => {
  const areas = pinHitAreas(pins, pinHitRadius);

  it('never overlap: every point of a pin’s area is at least as near that pin as any other', () => {
    areas.forEach((area, index) => {
      const own = pins[index]!;
      for (const vertex of area) {
        const ownDistance = Math.hypot(vertex.x - own.x, vertex.y - own.y);
        for (const other of pins) {
          if (other === own) continue;
          expect(Math.hypot(vertex.x - other.x, vertex.y - other.y)).toBeGreaterThanOrEqual(
            ownDistance - 1e-6,
          );
        }
      }
    });
  });

  it('are the full 44 px circle on a phone where no pin is near, and half the gap to the nearest otherwise', () => {
    areas.forEach((area, index) => {
      const pin = pins[index]!;
      const nearest = Math.min(
        ...pins.filter((other) => other !== pin).map((other) => Math.hypot(other.x - pin.x, other.y - pin.y)),
      );
      const expected = Math.min(pinHitRadius, nearest / 2);
      expect(inscribedRadius(area, pin)).toBeCloseTo(expected, 0);
    });
    const full = areas.filter(
      (area, index) => inscribedRadius(area, pins[index]!) * 2 * phoneScale >= 44 - 0.5,
    );
    expect(full.length).toBeGreaterThan(0);
    expect(pinHitRadius * 2 * phoneScale).toBeGreaterThanOrEqual(44);
  });

  it('are drawn as short paths in whole units that never shrink the area', () => {
    areas.forEach((area, index) => {
      const pin = pins[index]!;
      const path = polygonPath(area, pin);
      expect(path).toMatch(/^M-?\d+ -?\d+(l-?\d+ -?\d+)+Z$/);
      expect(path.length).toBeLessThan(140);
      // Walk the relative steps back to points: each is the vertex, at most a unit further out.
      const [, startX, startY] = /^M(-?\d+) (-?\d+)/.exec(path)!;
      let x = Number(startX);
      let y = Number(startY);
      const drawn = [{ x, y }];
      for (const [, dx, dy] of path.matchAll(/l(-?\d+) (-?\d+)/g)) {
        x += Number(dx);
        y += Number(dy);
        drawn.push({ x, y });
      }
      expect(drawn).toHaveLength(area.length);
      drawn.forEach((point, vertex) => {
        const exact = area[vertex]!;
        expect(Math.abs(point.x - exact.x)).toBeLessThan(1);
        expect(Math.abs(point.y - exact.y)).toBeLessThan(1);
        expect(Math.hypot(point.x - pin.x, point.y - pin.y)).toBeGreaterThanOrEqual(
          Math.hypot(exact.x - pin.x, exact.y - pin.y) - 1e-9,
        );
      });
    });
  });
});

describe('pins spread for 24 px targets (WCAG 2.2, 2.5.8)', () => {
  const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    Math.hypot(a.x - b.x, a.y - b.y);
  const narrowScale = narrowestMapPx / mapWidth;

  it('puts every two centres’ pins at least 24 px apart on the narrowest map', () => {
    // Without spreading, some towns are nearer than that: the test would mean nothing otherwise.
    const nearestRaw = Math.min(
      ...projected.flatMap((a, i) => projected.slice(i + 1).map((b) => distance(a, b))),
    );
    expect(nearestRaw * narrowScale).toBeLessThan(minimumTargetPx);
    spread.forEach((a, i) =>
      spread
        .slice(i + 1)
        .forEach((b) => expect(distance(a, b) * narrowScale).toBeGreaterThanOrEqual(minimumTargetPx)),
    );
  });

  it('leaves each hit area a 24 px circle there, and moves a pin no more than its crowding needs', () => {
    pinHitAreas(spread, pinHitRadius).forEach((area, index) => {
      expect(inscribedRadius(area, spread[index]!) * 2 * narrowScale).toBeGreaterThanOrEqual(
        minimumTargetPx - 0.01,
      );
    });
    spread.forEach((pin, index) => {
      const moved = distance(pin, projected[index]!);
      // Within one and a half spacings of the town (a schematic map); towns with room stay put.
      expect(moved).toBeLessThan(1.5 * pinSpacing);
      const crowded = projected.some(
        (other, j) => j !== index && distance(other, projected[index]!) < pinSpacing * 2,
      );
      if (!crowded) expect(moved).toBe(0);
    });
  });

  it('parts pins on the same spot and keeps pins with room where they are', () => {
    expect(
      spreadPins(
        [
          { x: 100, y: 100 },
          { x: 100, y: 100 },
        ],
        90,
      ),
    ).toEqual([
      { x: 54, y: 100 },
      { x: 146, y: 100 },
    ]);
    expect(
      spreadPins(
        [
          { x: 0, y: 0 },
          { x: 200, y: 0 },
        ],
        90,
      ),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 200, y: 0 },
    ]);
  });
});

it('the map is never drawn narrower than the width its pin spacing is worked out for', async () => {
  const { mapMinWidth } = await import('./map-frame');
  expect(mapMinWidth).toBe(`min-w-[${narrowestMapPx + 2}px]`);
});
