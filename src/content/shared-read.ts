import { cache } from 'react';

/*
 * A read of published content, shared by every render that asks for it: within one request (React
 * cache) and, while `next build` prerenders, by every page of the build. A build reads one snapshot
 * of the database (src/server/db/client.ts), so its pages cannot disagree; reading it again for
 * each of some 340 pages (every listed unit, for each unit's page) was most of the prerendering
 * time (docs/decisions/0017-suite-time.md). A running server reads afresh for each request, so an
 * editor's publish reaches the next render.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let duringBuild: Promise<T> | undefined;
  return cache((): Promise<T> => {
    if (process.env.NEXT_PHASE !== 'phase-production-build') return read();
    duringBuild ??= read();
    return duringBuild;
  });
}
