import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hasStyleAttributes,
  inlineScripts,
  inlineStyles,
  pageRules,
  policyForPage,
  scriptHash,
} from './csp-hashes.mjs';

const sitePolicy =
  "default-src 'self'; script-src 'self' 'unsafe-inline' https://tags.example; style-src 'self' 'unsafe-inline'";

describe('per-page script policies', () => {
  it('hashes the inline scripts a browser runs, and only those', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script id="consent-defaults">window.dataLayer=[];</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script>self.__next_f.push([1,"é"])</script>',
      '<script type="module">import "/x.js"</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual([
      'window.dataLayer=[];',
      'self.__next_f.push([1,"é"])',
      'import "/x.js"',
    ]);
  });

  it('hashes as CSP does: sha256 of the UTF-8 text, base64', () => {
    // The value Chrome reports for alert('Hello, world.'), from the CSP specification's example.
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
    expect(scriptHash('é')).toBe(
      `'sha256-${createHash('sha256')
        .update(Buffer.from([0xc3, 0xa9]))
        .digest('base64')}'`,
    );
  });

  it("replaces script-src 'unsafe-inline' with the hashes and leaves everything else", () => {
    expect(policyForPage(sitePolicy, { scriptHashes: ["'sha256-a'", "'sha256-b'", "'sha256-a'"] })).toBe(
      "default-src 'self'; script-src 'self' https://tags.example 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'",
    );
  });

  it("drops style-src 'unsafe-inline' only for a page without style attributes", () => {
    expect(
      policyForPage(sitePolicy, { scriptHashes: [], styleHashes: ["'sha256-s'"], styleAttributes: false }),
    ).toBe("default-src 'self'; script-src 'self' https://tags.example; style-src 'self' 'sha256-s'");
    expect(hasStyleAttributes('<div class="a"><script>x={"style":1};"<p style=x>"</script></div>')).toBe(
      false,
    );
    expect(hasStyleAttributes('<noscript><iframe style="display:none"></iframe></noscript>')).toBe(true);
    expect(inlineStyles('<style>a{b:c}</style><link rel="stylesheet" href="/x.css">')).toEqual(['a{b:c}']);
  });

  it('gives each page a rule matching its path only', () => {
    const rules = pageRules(sitePolicy, [
      { route: '/', html: '<script>a</script>' },
      { route: '/locations/st.albans', html: '<script>b</script>' },
    ]);
    const root = new RegExp(rules[0].regex);
    const page = new RegExp(rules[1].regex);
    expect(['/', '//'].every((path) => root.test(path))).toBe(true);
    expect(root.test('/privacy')).toBe(false);
    expect(page.test('/locations/st.albans')).toBe(true);
    expect(page.test('/locations/stXalbans')).toBe(false);
    expect(rules[1].headers[0].value).toContain(scriptHash('b'));
    expect(rules[1].headers[0].value).not.toContain(scriptHash('a'));
  });
});
