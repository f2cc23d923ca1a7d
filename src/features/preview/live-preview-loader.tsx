'use client';
import { lazy, Suspense } from 'react';

/*
 * The live-preview listener, loaded only where it renders: an editor's draft preview. Imported
 * directly, its module (with Payload's live-preview client) was part of the layout's first load on
 * every visitor's page, although visitors never render it. React.lazy, not next/dynamic: the
 * latter's loader weighed more than the listener (decision 0033).
 */
const LivePreviewListener = lazy(() =>
  import('./live-preview-listener').then((module) => ({ default: module.LivePreviewListener })),
);

export function LivePreviewLoader() {
  return (
    <Suspense fallback={null}>
      <LivePreviewListener />
    </Suspense>
  );
}
