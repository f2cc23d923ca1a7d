// @ts-check
/*
 * The first paint before any script (docs/decisions/0060-paint-first.md). React writes each of a
 * page's module chunks into the head as an async script, which is fetched at once and runs as soon
 * as it arrives: on a page of some size, still being parsed, the chunks run and hydrate before
 * anything is on screen, and on a slow connection their ~140 KiB compete with the stylesheet, the
 * font and the hero photo for the first paint. Here the chunks (and Next's preload of one of them)
 * leave the head, and one small inline script at the end of the body adds them, in their order, in
 * the task after the first frame is painted, or at once in a hidden tab, which paints none. Their
 * order never mattered (they were async). Used by the page cache (every prerendered or regenerated
 * page, page-cache-handler.mjs) and by the byte budgets, which measure what is sent.
 */

/* A module chunk as React writes it, and Next's preload of a chunk. */
const chunkTag = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;

/** The loader for these chunks: added as scripts after the first frame. */
export function paintFirstLoader(/** @type {readonly string[]} */ chunks) {
  return (
    `<script>(document.hidden?setTimeout:requestAnimationFrame)(()=>setTimeout(()=>${JSON.stringify(chunks)}` +
    '.forEach(s=>document.head.append(Object.assign(document.createElement("script"),{src:s})))))</script>'
  );
}

/**
 * The page with its chunks run after its first paint; a page already changed, or with no chunks,
 * is returned as it is.
 * @param {string} html
 * @returns {string}
 */
export function paintFirst(html) {
  /** @type {string[]} */
  const chunks = [];
  const without = html.replace(chunkTag, (_tag, /** @type {string} */ src) => {
    if (!chunks.includes(src)) chunks.push(src);
    return '';
  });
  if (chunks.length === 0) return html;
  const unpreloaded = without.replace(chunkPreload, (tag, /** @type {string} */ href) => (chunks.includes(href) ? '' : tag));
  const loader = paintFirstLoader(chunks);
  const end = unpreloaded.lastIndexOf('</body>');
  return end < 0 ? unpreloaded + loader : unpreloaded.slice(0, end) + loader + unpreloaded.slice(end);
}
