import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { focalClass, Photo } from './photo';

describe('Photo', () => {
  it('goes through the optimiser at quality 75, lazily, with no style attribute', () => {
    const html = renderToStaticMarkup(
      <Photo
        src="/cms-api/media/file/desk-rows.jpg"
        alt="Rows of desks"
        width={640}
        height={480}
        sizes="(min-width: 768px) 50vw, 100vw"
        blurDataUrl="data:image/webp;base64,UklGRg=="
        focalX={30}
        focalY={80}
      />,
    );
    expect(html).toContain('/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fdesk-rows.jpg&amp;w=3840&amp;q=75');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('sizes="(min-width: 768px) 50vw, 100vw"');
    expect(html).not.toContain('style=');
    // The blurred preview sits behind, hidden from assistive technology; the photo keeps its alt text.
    expect(html).toMatch(/<img src="data:image\/webp;base64,UklGRg==" alt="" aria-hidden="true"/);
    expect(html).toContain('alt="Rows of desks"');
    expect(html).toContain('object-[25%_75%]');
  });

  it('asks for the LCP photo first', () => {
    const html = renderToStaticMarkup(
      <Photo src="/cms-api/media/file/a.jpg" alt="A photo" width={640} height={480} sizes="448px" priority />,
    );
    // Attribute names are case-insensitive in HTML; React writes them as it names the props.
    expect(html).toMatch(/<link rel="preload" as="image" fetchPriority="high" imageSrcSet="[^"]*w=640&amp;q=75 640w/i);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/i);
    expect(html).not.toContain('loading="lazy"');
  });

  it('rounds the focal point to the nearest of 25 positions', () => {
    expect(focalClass()).toBe('object-center');
    expect(focalClass(0, 100)).toBe('object-[0%_100%]');
    expect(focalClass(62, 13)).toBe('object-[50%_25%]');
  });
});
