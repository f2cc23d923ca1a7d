import { describe, expect, it } from 'vitest';
import { seedCentres } from '@/domain/centre-directory';
import { createProjection } from '@/lib/geo/map-projection';
import { mapFrame } from './map-frame';
import {
  estimateTextWidth,
  inscribedRadius,
  labelClearance,
  labelFontSize,
  labelGap,
  mapWidth,
  pinHitAreas,
  polygonPath,
  pinHitRadius,
  placeLabel,
  placementIsClear,
} from './map-layout';

/* The map as uk-map.tsx draws it: every centre's pin, in whole map units. */
const projection = createProjection(mapFrame.bounds, mapWidth);
const pins = seedCentres.map((centre) => {
  const { x, y } = projection.project(centre);
  return { slug: centre.slug, town: centre.town, x: Math.round(x), y: Math.round(y) };
});
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
