import { describe, expect, it } from 'vitest';
import { inlineCode } from '@/lib/inline-code';
import { paintFirst, paintFirstLoader } from './paint-first.mjs';

/* The first paint before any script (docs/decisions/0060-paint-first.md). */
const built = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/elsewhere.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script id="consent-defaults">window.dataLayer=[];</script>',
  '</head><body><h1>Workshops</h1>',
  '<script>self.__next_f.push([1,"a"])</script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '</body></html>',
].join('');
const chunks = ['/_next/static/chunks/framework.js', '/_next/static/chunks/page.js'];

describe('paint first', () => {
  it('takes the chunks and their preloads out of the page and ends the body with their loader', () => {
    const html = paintFirst(built);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('href="/_next/static/chunks/page.js"');
    // A preload of something the page does not run, the old browsers' polyfills, the consent
    // defaults and React's payload stay as they were.
    expect(html).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/elsewhere.js"/>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script id="consent-defaults">window.dataLayer=[];</script>');
    expect(html.endsWith(`${paintFirstLoader(chunks)}</body></html>`)).toBe(true);
    // An inline script like the others, so the page's policy hashes it.
    expect(inlineCode(html).scripts).toHaveLength(3);
  });

  it('adds the chunks in the task after the first frame, and at once in a hidden tab that paints none', () => {
    const loader = inlineCode(paintFirstLoader(chunks)).scripts[0]!;
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const run = (hidden: boolean) =>
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
        {
          hidden,
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
    // The paths as written, in their order, as Next's own scripts carried them (its runtime looks
    // for them by that path).
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
    expect(paintFirst('<script src="/_next/static/chunks/a.js" async=""></script>')).toBe(paintFirstLoader(['/_next/static/chunks/a.js']));
  });
});
