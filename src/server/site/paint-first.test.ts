import { describe, expect, it } from 'vitest';
import { inlineCode } from '@/lib/inline-code';
import { paintFirst, paintFirstLoader } from './paint-first.mjs';

/* The first paint before any script (docs/decisions/0060-paint-first.md). */
const built = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script id="consent-defaults">window.dataLayer=[];</script>',
  '</head><body><h1>Workshops</h1>',
  '<script>self.__next_f.push([1,"a"])</script>',
  '</body></html>',
].join('');

const preload = (src: string) => `<link rel="preload" as="script" fetchPriority="low" href="${src}" data-chunk=""/>`;

describe('paint first', () => {
  it('keeps each chunk downloading from the head, as a low-priority preload, and ends the body with the loader', () => {
    const html = paintFirst(built);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).toContain(preload('/_next/static/chunks/framework.js') + preload('/_next/static/chunks/page.js'));
    // The old browsers' polyfills, the consent defaults and React's payload stay as they were.
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script id="consent-defaults">window.dataLayer=[];</script>');
    expect(html.endsWith(`${paintFirstLoader}</body></html>`)).toBe(true);
    // An inline script like the others, so the page's policy hashes it.
    expect(inlineCode(html).scripts).toHaveLength(3);
  });

  it('adds the chunks in the task after the first frame, and at once in a hidden tab that paints none', () => {
    const loader = inlineCode(paintFirstLoader).scripts[0]!;
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const run = (hidden: boolean) =>
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
        {
          hidden,
          querySelectorAll: (selector: string) =>
            selector === 'link[data-chunk]'
              ? ['/_next/static/chunks/framework.js', '/_next/static/chunks/page.js'].map((href) => ({
                  getAttribute: (name: string) => (name === 'href' ? href : null),
                }))
              : [],
          createElement: (name: string) => ({ name }),
          head: { append: (element: { name: string; src: string }) => added.push(`${element.name} ${element.src}`) },
        },
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => tasks.push(callback),
      );
    run(false);
    expect([added, tasks]).toEqual([[], []]);
    frames.shift()!();
    // Not inside the frame's callbacks: in a task after it, once the frame is painted.
    expect(added).toEqual([]);
    tasks.shift()!();
    // The path as written, as Next's own scripts carry it (its runtime looks for them by that path).
    expect(added).toEqual(['script /_next/static/chunks/framework.js', 'script /_next/static/chunks/page.js']);
    added.length = 0;
    run(true);
    expect(frames).toEqual([]);
    tasks.shift()!();
    tasks.shift()!();
    expect(added).toHaveLength(2);
  });

  it('changes a page once: a page stored after the change, and a page with no chunks, come back as they are', () => {
    const once = paintFirst(built);
    expect(paintFirst(once)).toBe(once);
    expect(paintFirst('<p>no scripts</p>')).toBe('<p>no scripts</p>');
    expect(paintFirst('<script src="/_next/static/chunks/a.js" async=""></script>')).toBe(preload('/_next/static/chunks/a.js') + paintFirstLoader);
  });
});
