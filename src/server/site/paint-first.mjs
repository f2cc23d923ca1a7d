// @ts-check
/*
 * The first paint before any script (docs/decisions/0060-paint-first.md). React writes each of a
 * page's module chunks into the head as an async script, which runs as soon as it arrives: on a
 * page of some size, still being parsed, the chunks run and hydrate before anything is on screen.
 * Here each chunk becomes a low-priority preload (downloaded as early, at the priority an async
 * script has) and one small inline script adds them as scripts once the first frame is painted:
 * the task after the frame's animation callbacks, or at once in a hidden tab, which paints none.
 * Their order never mattered (they were async). Used by the page cache (every prerendered or
 * regenerated page, page-cache-handler.mjs) and by the byte budgets, which measure what is sent.
 */

/* A module chunk as React writes it. */
const chunkTag = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;

/** The loader: the chunks preloaded with data-chunk, added as scripts after the first frame. */
export const paintFirstLoader =
  '<script>(document.hidden?setTimeout:requestAnimationFrame)(()=>setTimeout(()=>document.querySelectorAll("link[data-chunk]")' +
  '.forEach(l=>document.head.append(Object.assign(document.createElement("script"),{src:l.getAttribute("href")})))))</script>';

/**
 * The page with its chunks preloaded and run after its first paint; a page already changed, or
 * with no chunks, is returned as it is.
 * @param {string} html
 * @returns {string}
 */
export function paintFirst(html) {
  let chunks = 0;
  const preloaded = html.replace(chunkTag, (_tag, /** @type {string} */ src) => {
    chunks += 1;
    return `<link rel="preload" as="script" fetchPriority="low" href="${src}" data-chunk=""/>`;
  });
  if (chunks === 0) return html;
  const end = preloaded.lastIndexOf('</body>');
  return end < 0 ? preloaded + paintFirstLoader : preloaded.slice(0, end) + paintFirstLoader + preloaded.slice(end);
}
