/*
 * Geometry for the centre map (uk-map.tsx), in map units (the SVG's viewBox), kept pure so it can
 * be tested over every centre: each pin's hit area, and where a centre's name goes beside its pin.
 */

export type MapPoint = { readonly x: number; readonly y: number };

/** The map's width in its own units (its height follows from the frame). */
export const mapWidth = 1000;

/**
 * Map units (1000 across): 66 is 45 px across when the map is 340 px wide (a 390 px phone, less
 * the page's 24 px margins and the map's border). Each pin gets that circle less whatever is
 * nearer another pin, so hit areas never overlap and a tap goes to the nearest pin; see decision
 * 0012 for what that leaves close pins.
 */
export const pinHitRadius = 66;

/** The highlighted centre's name: its size, and how far its box keeps from other pins' centres. */
export const labelFontSize = 34;
export const labelClearance = 36;
export const labelGap = 26;

/**
 * The narrowest the map is ever drawn, in CSS px: the width it has on a 390 px phone (less the
 * page's 24 px margins and its border). Narrower screens scroll the map sideways inside its own
 * frame (a map needs two dimensions; WCAG's reflow rule exempts it) rather than shrink it. WCAG
 * 2.2's target size (2.5.8) asks each pin for a 24 px target, or spacing that gives it one: pins at
 * least 24 px apart at this width leave every hit area a 24 px circle at every width.
 */
export const narrowestMapPx = 340;
export const minimumTargetPx = 24;
/** 24 px on the narrowest map, in map units, with a unit to spare for rounding. */
export const pinSpacing = Math.ceil((minimumTargetPx * mapWidth) / narrowestMapPx) + 1;

/**
 * Pins drawn where they can be told apart: towns closer than `spacing` on the map are pushed
 * apart, symmetrically and no further than needed, until every two pins are `spacing` apart (in
 * whole map units). Pins with room around them do not move. The map is schematic at that scale
 * (a few kilometres), and each pin names its town.
 */
export function spreadPins(points: readonly MapPoint[], spacing: number): MapPoint[] {
  const moved = points.map((point) => ({ x: point.x, y: point.y }));
  // Aim a little past the spacing, so rounding to whole units cannot bring two pins back inside it.
  const target = spacing + 1.5;
  for (let round = 0; round < 500; round++) {
    let pushed = false;
    for (let i = 0; i < moved.length; i++) {
      for (let j = i + 1; j < moved.length; j++) {
        const a = moved[i]!;
        const b = moved[j]!;
        const distance = Math.hypot(b.x - a.x, b.y - a.y);
        if (distance >= target) continue;
        pushed = true;
        // Two pins on the same spot part left and right, in list order (deterministic).
        const [ux, uy] = distance === 0 ? [1, 0] : [(b.x - a.x) / distance, (b.y - a.y) / distance];
        const half = (target - distance) / 2;
        a.x -= ux * half;
        a.y -= uy * half;
        b.x += ux * half;
        b.y += uy * half;
      }
    }
    if (!pushed) break;
  }
  return moved.map((point) => ({ x: Math.round(point.x), y: Math.round(point.y) }));
}

type Polygon = MapPoint[];

/** Keeps the part of a convex polygon on p's side of the perpendicular bisector of p and q. */
function clipToNearer(polygon: Polygon, p: MapPoint, q: MapPoint): Polygon {
  const nx = q.x - p.x;
  const ny = q.y - p.y;
  const mx = (p.x + q.x) / 2;
  const my = (p.y + q.y) / 2;
  // Positive on q's side.
  const side = (point: MapPoint) => (point.x - mx) * nx + (point.y - my) * ny;
  const out: Polygon = [];
  polygon.forEach((current, index) => {
    const next = polygon[(index + 1) % polygon.length]!;
    const a = side(current);
    const b = side(next);
    if (a <= 0) out.push(current);
    if ((a < 0 && b > 0) || (a > 0 && b < 0)) {
      const t = a / (a - b);
      out.push({ x: current.x + (next.x - current.x) * t, y: current.y + (next.y - current.y) * t });
    }
  });
  return out;
}

/**
 * Each pin's hit area: a circle of `radius` around it, less whatever is nearer another pin (its
 * Voronoi cell). The areas never overlap, so a tap always lands on the nearest pin, and a pin with
 * room around it gets the whole circle. The circle is a polygon of `sides` sides drawn around the
 * true circle, so its narrowest width is still the full diameter.
 */
export function pinHitAreas(points: readonly MapPoint[], radius: number, sides = 16): Polygon[] {
  const outer = radius / Math.cos(Math.PI / sides);
  return points.map((p, index) => {
    let polygon: Polygon = Array.from({ length: sides }, (_, k) => {
      const angle = (2 * Math.PI * (k + 0.5)) / sides;
      return { x: p.x + outer * Math.cos(angle), y: p.y + outer * Math.sin(angle) };
    });
    points.forEach((q, other) => {
      if (other === index || (q.x === p.x && q.y === p.y)) return;
      if (Math.hypot(q.x - p.x, q.y - p.y) >= 2 * outer) return;
      polygon = clipToNearer(polygon, p, q);
    });
    return polygon;
  });
}

/**
 * A hit area as a compact SVG path: whole map units (under half a pixel on a phone, a pixel at
 * most on a wide screen) and relative steps, because every page with the map carries 29 of them
 * twice (the HTML and React's payload). Each vertex is rounded away from the pin, so the area
 * never shrinks below what pinHitAreas promised.
 */
export function polygonPath(polygon: Polygon, pin: MapPoint): string {
  const away = (value: number, from: number) => (value >= from ? Math.ceil(value) : Math.floor(value));
  let previous: MapPoint | undefined;
  const steps = polygon.map((point) => {
    const next = { x: away(point.x, pin.x), y: away(point.y, pin.y) };
    const step = previous ? `l${next.x - previous.x} ${next.y - previous.y}` : `M${next.x} ${next.y}`;
    previous = next;
    return step;
  });
  return `${steps.join('')}Z`;
}

/** The radius of the largest circle around `center` that stays inside a convex polygon. */
export function inscribedRadius(polygon: Polygon, center: MapPoint): number {
  let nearest = Number.POSITIVE_INFINITY;
  polygon.forEach((a, index) => {
    const b = polygon[(index + 1) % polygon.length]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) return;
    const distance = Math.abs((b.x - a.x) * (a.y - center.y) - (a.x - center.x) * (b.y - a.y)) / length;
    nearest = Math.min(nearest, distance);
  });
  return nearest;
}

export type LabelBox = {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
};
export type LabelPlacement = {
  readonly side: string;
  /** Where the text starts (text-anchor start) and its baseline. */
  readonly x: number;
  readonly y: number;
  /** The box the text is taken to fill. */
  readonly box: LabelBox;
};

/** Bold sans-serif averages about 0.6 em a character; a little generous, so estimates err wide. */
export const estimateTextWidth = (text: string, fontSize: number) => text.length * fontSize * 0.62;

function distanceToBox(point: MapPoint, box: LabelBox): number {
  const nearestX = Math.min(Math.max(point.x, box.x), box.x + box.width);
  const nearestY = Math.min(Math.max(point.y, box.y), box.y + box.height);
  return Math.hypot(point.x - nearestX, point.y - nearestY);
}

const circleMeetsBox = (center: MapPoint, radius: number, box: LabelBox) =>
  distanceToBox(center, box) < radius;

/** The point of a box nearest to a point: where a leader line from the pin meets the label. */
export function nearestPointOf(box: LabelBox, point: MapPoint): MapPoint {
  return {
    x: Math.min(Math.max(point.x, box.x), box.x + box.width),
    y: Math.min(Math.max(point.y, box.y), box.y + box.height),
  };
}

/**
 * Where to write a centre's name beside its pin: the first of right, left, above, below whose box
 * stays inside the frame and clears every other pin's circle of `clearance`; failing those, the
 * nearest such box within `reach`. Falls back to the first side that stays in the frame.
 */
export function placeLabel({
  pin,
  text,
  fontSize,
  others,
  clearance,
  gap,
  reach = 160,
  frame,
}: {
  pin: MapPoint;
  text: string;
  fontSize: number;
  others: readonly MapPoint[];
  clearance: number;
  /** Space between the pin's centre and the nearest edge of the text. */
  gap: number;
  /** How far from the pin a blocked label may move. */
  reach?: number;
  frame: { readonly width: number; readonly height: number };
}): LabelPlacement {
  const width = estimateTextWidth(text, fontSize);
  // From the top of capitals to the bottom of descenders, about 1 em; the baseline 0.8 em down.
  const height = fontSize;
  const ascent = fontSize * 0.8;
  const middleTop = pin.y - height / 2;
  const above = pin.y - gap - height;
  const below = pin.y + gap;
  const preferred: { side: string; box: LabelBox }[] = [
    { side: 'right', box: { x: pin.x + gap, y: middleTop, width, height } },
    { side: 'left', box: { x: pin.x - gap - width, y: middleTop, width, height } },
    { side: 'above', box: { x: pin.x - width / 2, y: above, width, height } },
    { side: 'below', box: { x: pin.x - width / 2, y: below, width, height } },
  ];
  // Where a cluster blocks all four, the nearest free spot within reach, found on a grid (a leader
  // line then joins it to the pin).
  const nearby: { side: string; box: LabelBox; distance: number }[] = [];
  for (let dy = -reach; dy <= reach; dy += 8) {
    for (let dx = -reach - width; dx <= reach; dx += 8) {
      const box = { x: pin.x + dx, y: pin.y + dy, width, height };
      const distance = distanceToBox(pin, box);
      if (distance >= gap) nearby.push({ side: 'nearby', box, distance });
    }
  }
  nearby.sort((a, b) => a.distance - b.distance);
  const candidates = [...preferred, ...nearby];
  const inFrame = (box: LabelBox) =>
    box.x >= 0 && box.y >= 0 && box.x + box.width <= frame.width && box.y + box.height <= frame.height;
  const clear = (box: LabelBox) => others.every((other) => !circleMeetsBox(other, clearance, box));
  const chosen =
    candidates.find((candidate) => inFrame(candidate.box) && clear(candidate.box)) ??
    candidates.find((candidate) => inFrame(candidate.box)) ??
    candidates[0]!;
  // Written from the box's left edge (text-anchor start), so the estimate and the box agree.
  return { side: chosen.side, x: chosen.box.x, y: chosen.box.y + ascent, box: chosen.box };
}

/** True when the placement clears every other pin's circle and stays in the frame (for tests). */
export function placementIsClear(
  placement: LabelPlacement,
  others: readonly MapPoint[],
  clearance: number,
  frame: { readonly width: number; readonly height: number },
): boolean {
  const { box } = placement;
  const inFrame =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= frame.width && box.y + box.height <= frame.height;
  return inFrame && others.every((other) => !circleMeetsBox(other, clearance, box));
}
