import { describe, expect, it } from 'vitest';
import { hashSource, inlineCode } from './inline-code';

describe('inline code of a document', () => {
  it('hashes as the CSP standard does (its own example)', () => {
    expect(hashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it("finds Next's inline scripts and ours, not external scripts or JSON-LD data blocks", () => {
    const html = [
      '<!DOCTYPE html><html><head>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script id="consent-defaults">window.dataLayer=[];</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '</head><body>',
      '<script id="_R_">(globalThis.TURBOPACK=[]).push(1)</script>',
      '<script>self.__next_f.push([1,"a\\u003c/script\\u003e"])</script>',
      '</body></html>',
    ].join('');
    expect(inlineCode(html).scripts).toEqual([
      'window.dataLayer=[];',
      '(globalThis.TURBOPACK=[]).push(1)',
      'self.__next_f.push([1,"a\\u003c/script\\u003e"])',
    ]);
  });

  it('counts every type the browser runs or checks, in any case, and skips other data blocks', () => {
    const html = [
      '<SCRIPT type="text/javascript">a()</SCRIPT>',
      '<script type="module">b()</script>',
      "<script type='importmap'>{}</script>",
      '<script type="">c()</script>',
      '<script type="application/json">{"d":1}</script>',
      '<script type="text/plain">e</script>',
    ].join('');
    expect(inlineCode(html).scripts).toEqual(['a()', 'b()', '{}', 'c()']);
  });

  it('reads attributes whose values hold ">", and end tags with spaces', () => {
    const html = '<script data-note="a > b" src="/x.js"></script><script data-note="a > b">f()</script >';
    expect(inlineCode(html).scripts).toEqual(['f()']);
  });

  it('hashes the text the browser sees: line breaks normalised to LF', () => {
    expect(inlineCode('<script>a();\r\nb();\rc();</script>').scripts).toEqual(['a();\nb();\nc();']);
  });

  it('finds style elements and style attributes, not look-alikes in attributes or script text', () => {
    expect(inlineCode('<style>p{color:red}</style><p class="a">x</p>')).toMatchObject({
      styles: ['p{color:red}'],
      styleAttributes: false,
    });
    expect(
      inlineCode('<p data-style="x">a</p><script>el.innerHTML="<b style=1>"</script>').styleAttributes,
    ).toBe(false);
    expect(inlineCode('<img alt="" style="color:transparent" src="/a.png"/>').styleAttributes).toBe(true);
    expect(inlineCode('<div hidden STYLE="display:none"></div>').styleAttributes).toBe(true);
  });
});
