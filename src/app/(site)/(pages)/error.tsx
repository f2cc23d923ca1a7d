'use client';

import { ServerErrorContent } from '@/components/sections/server-error-content';

/* Shown for an exception while rendering a page; the root layout (header, footer) stays. */
export default function RouteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <>
      <title>Something went wrong | Northlight</title>
      <meta name="robots" content="noindex" />
      <ServerErrorContent onRetry={reset} />
    </>
  );
}
