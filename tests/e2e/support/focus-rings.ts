import type { Page } from '@playwright/test';

export type WeakFocusRing = {
  readonly element: string;
  readonly ratio: number;
  readonly ring: string;
  readonly behind: string;
};

/*
 * WCAG 1.4.11 for the focus indicator: every element a keyboard can reach draws a ring with 3:1
 * contrast against what is behind it (docs/decisions/0018-wcag-22.md). Each tab stop of the page is
 * focused in turn, as the keyboard would show it (:focus-visible), and the ring it draws is read:
 * its outline, else a ring shadow of its own or an ancestor's (a card's focus-within ring), else
 * the map pin's SVG ring. What is behind the ring is read where the ring is drawn (the middle of
 * each of its four sides, hit-tested, so the skip link, drawn over the header, is judged on the
 * header): the background colours (an SVG shape's fill) of what is painted there, composited from
 * the top until one is opaque. A point covered by a fixed layer the element is not part of (the
 * cookie banner, the phone's contact bar) hides the ring there and is not judged; a ring with no
 * point left to judge, or over an image, is reported.
 *
 * `scope` limits the stops to those inside one element (the phone's contact bar, shown only once
 * the page is scrolled). Everything runs in one task of the page, with the focus events stopped at
 * the window: the page's own code never sees them (the enquiry form loads on focus) and observers
 * see no scrolling (links near the view are fetched ahead). Scroll and focus are put back before
 * the task ends.
 */
export async function weakFocusRings(
  page: Page,
  scope = 'body',
): Promise<{ checked: number; weak: WeakFocusRing[] }> {
  return page.evaluate((scope) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour (rgb, oklab from a Tailwind opacity, a keyword) as sRGB 0-255 and alpha 0-1. */
    const rgba = (colour: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]: number[]) =>
      0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    const contrast = (a: number[], b: number[]) => {
      const [l1, l2] = [luminance(a), luminance(b)];
      return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    };
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1);
    const hex = (colour: number[]) => `rgb(${colour.slice(0, 3).map(Math.round).join(',')})`;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

    const svgShape = (element: Element) => element instanceof SVGGeometryElement;
    /** The colour an element paints behind what sits on it; undefined when it is an image. */
    const paintOf = (element: Element): number[] | undefined => {
      const style = getComputedStyle(element);
      if (style.backgroundImage !== 'none' || /^(IMG|VIDEO|CANVAS|PICTURE|IFRAME)$/.test(element.tagName))
        return undefined;
      if (svgShape(element)) {
        if (style.fill === 'none' || style.fill.startsWith('url(')) return [0, 0, 0, 0];
        const [r, g, b, a] = rgba(style.fill);
        return [r, g, b, a * Number(style.fillOpacity)];
      }
      return rgba(style.backgroundColor);
    };
    const fixedLayer = (element: Element | null): Element | null => {
      for (let node = element; node; node = node.parentElement)
        if (getComputedStyle(node).position === 'fixed') return node;
      return null;
    };

    type Ring = { colour: string; box: DOMRect; inset: number; owner: Element };
    /** The ring the focused element draws, or undefined when it draws none. */
    const ringOf = (element: Element): Ring | undefined => {
      const style = getComputedStyle(element);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle !== 'none' && width > 0)
        return {
          colour: style.outlineColor,
          box: element.getBoundingClientRect(),
          inset: -(parseFloat(style.outlineOffset) + width / 2),
          owner: element,
        };
      // A ring shadow (no blur, a spread): "rgb(29, 95, 168) 0px 0px 0px 4px", on the element or a card around it.
      for (
        let node: Element | null = element, depth = 0;
        node && depth < 6;
        node = node.parentElement, depth++
      ) {
        if (!node.matches(':focus-within')) continue;
        const shadows = getComputedStyle(node).boxShadow.matchAll(
          /((?:rgba?|oklab|oklch|color)\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px(?!\s*inset)/gi,
        );
        for (const [, colour, spread] of shadows)
          if (parseFloat(spread!) > 0 && rgba(colour!)[3] > 0)
            return {
              colour: colour!,
              box: node.getBoundingClientRect(),
              inset: -parseFloat(spread!) / 2,
              owner: node,
            };
      }
      // A map pin draws its ring as an SVG circle (src/features/locations/uk-map.tsx), stroked on the map.
      const pinRing = element.querySelector('.pin-ring');
      if (pinRing && getComputedStyle(pinRing).opacity === '1')
        return {
          colour: getComputedStyle(pinRing).stroke,
          box: pinRing.getBoundingClientRect(),
          inset: 0,
          owner: element,
        };
      return undefined;
    };

    type Verdict = { element: string; ratio: number; ring: string; behind: string };
    /** The focused element's ring against what is behind it: a verdict when under 3:1 or unjudgeable. */
    const judge = (element: Element): Verdict | undefined => {
      const weak = (ratio: number, ring: string, behind: string) => ({
        element: describe(element),
        ratio,
        ring,
        behind,
      });
      if (!element.matches(':focus-visible')) return weak(0, 'not :focus-visible', '');
      const ring = ringOf(element);
      if (!ring) return weak(0, 'none', '');
      const colour = rgba(ring.colour);
      const { left, right, top, bottom } = ring.box;
      const [middleX, middleY] = [(left + right) / 2, (top + bottom) / 2];
      const points = [
        [left + ring.inset, middleY],
        [right - ring.inset, middleY],
        [middleX, top + ring.inset],
        [middleX, bottom - ring.inset],
      ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < window.innerWidth && y! < window.innerHeight);
      const layer = fixedLayer(ring.owner);
      let worst: { ratio: number; behind: number[] } | undefined;
      for (const [x, y] of points) {
        const stack = document.elementsFromPoint(x!, y!).filter((node) => !ring.owner.contains(node));
        const coveredBy = fixedLayer(stack[0] ?? null);
        if (coveredBy && coveredBy !== layer && !coveredBy.contains(ring.owner)) continue;
        const paints: number[][] = [];
        for (const node of stack) {
          const paint = paintOf(node);
          if (!paint) return weak(0, hex(colour), `an image (${node.tagName.toLowerCase()})`);
          if (paint[3]! > 0) paints.push(paint);
          if (paint[3]! >= 0.999) break;
        }
        const behind = paints.reduceRight((below, paint) => over(paint, below), [255, 255, 255, 1]);
        const ratio = contrast(over(colour, behind), behind);
        if (!worst || ratio < worst.ratio) worst = { ratio, behind };
      }
      if (!worst) return weak(0, hex(colour), 'nothing in view to judge');
      return worst.ratio < 3
        ? weak(Math.round(worst.ratio * 100) / 100, hex(colour), hex(worst.behind))
        : undefined;
    };

    const stopped = ['focus', 'blur', 'focusin', 'focusout'];
    const stop = (event: Event) => event.stopImmediatePropagation();
    for (const type of stopped) window.addEventListener(type, stop, true);
    const [scrollX, scrollY] = [window.scrollX, window.scrollY];
    const weak: Verdict[] = [];
    let checked = 0;
    try {
      const candidates = document
        .querySelector(scope)!
        .querySelectorAll<HTMLElement | SVGElement>(
          'a[href], area[href], button, input:not([type=hidden]), select, textarea, summary, iframe, [tabindex], [contenteditable]',
        );
      for (const element of candidates) {
        if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled) continue;
        // The ring as it settles: a button's colour transition would otherwise be read at its start.
        const transition = element.style.getPropertyValue('transition');
        element.style.setProperty('transition', 'none', 'important');
        try {
          element.focus({ preventScroll: true });
          if (document.activeElement !== element) continue; // hidden, folded away or inert
          // In the middle of the view, at once (the page scrolls smoothly, which would take frames).
          element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
          checked++;
          const verdict = judge(element);
          if (verdict) weak.push(verdict);
        } finally {
          element.style.setProperty('transition', transition);
        }
      }
    } finally {
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
      for (const type of stopped) window.removeEventListener(type, stop, true);
    }
    return { checked, weak };
  }, scope);
}
