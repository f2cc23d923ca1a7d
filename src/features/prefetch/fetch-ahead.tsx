'use client';

import { useEffect } from 'react';
import {
  fetchAheadAllowed,
  fetchAheadAttribute,
  fetchAheadMargin,
  type ConnectionHints,
} from '@/domain/fetch-ahead';

/*
 * Marks each link of the site as it comes within 200 px of the view; the page's speculation rules
 * then fetch the page behind it at once, if it is one they allow (src/domain/speculation-rules.ts,
 * decision 0037). A mark stays: the browser drops a page fetched ahead when its link stops matching.
 * Links drawn later (a filtered list) are watched as they are added. Nothing is marked on Save-Data
 * or a slow connection, read again each time links come near, nor in a browser without speculation
 * rules. Renders nothing; runs after hydration, so it never competes with the first paint.
 */
export function FetchAhead() {
  useEffect(() => {
    if (!('IntersectionObserver' in window) || !HTMLScriptElement.supports?.('speculationrules')) return;
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    if (!fetchAheadAllowed(connection)) return;
    const near = new IntersectionObserver(
      (entries) => {
        if (!fetchAheadAllowed(connection)) return;
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute(fetchAheadAttribute, '');
          near.unobserve(entry.target);
        }
      },
      { rootMargin: fetchAheadMargin },
    );
    const links = 'a[href^="/"]';
    const watch = (root: ParentNode) => root.querySelectorAll(links).forEach((link) => near.observe(link));
    watch(document);
    const added = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(links)) near.observe(node);
          watch(node);
        }
    });
    added.observe(document.body, { childList: true, subtree: true });
    return () => {
      near.disconnect();
      added.disconnect();
    };
  }, []);
  return null;
}
