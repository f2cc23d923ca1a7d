'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { pageCategoryIn, type PageCategoryPaths } from '@/domain/page-categories';
import { environmentLabelFor, type EnvironmentLabel } from '@/lib/environment-label';
import { navigationEvent, pageChangeRecord, pushRecord } from './data-layer';

/*
 * One page-change record on each page load, on a page brought back from the browser's
 * back/forward cache and on a client-side change of path (should a page make one); the Top
 * Navigation click event, pushed on the click: a link loads a whole page (decision 0037), so a tag
 * that reports it must send before the page unloads (GA4's tags send with a beacon); and the
 * ribbon that marks uat and test sites. A click on a shortlist star loads the GA4 events
 * (./ga4-dom.ts, which checks consent) for its add_to_wishlist.
 */
export function AnalyticsTracker({
  siteUrl,
  categories,
}: {
  siteUrl: string;
  /** Each category's paths, from the route registry (passed in so the registry stays on the server). */
  categories: PageCategoryPaths;
}) {
  const pathname = usePathname();
  const [environment, setEnvironment] = useState<EnvironmentLabel | undefined>();

  useEffect(() => {
    const label = environmentLabelFor(window.location.origin, siteUrl);
    // The label depends on the origin the browser sees, known only after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEnvironment(label);
    const record = () => pushRecord(pageChangeRecord(pathname, pageCategoryIn(categories, pathname), label));
    record();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) record();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [pathname, siteUrl, categories]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      // A unit starred into the shortlist (not one taken out): add_to_wishlist, its code loaded now.
      const star = target?.closest('[data-shortlist][aria-pressed="false"]');
      if (star) void import('./ga4-dom').then((ga4) => ga4.pushWishlist(star));
      const link = target?.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !link.closest('[data-nav-section="Top Navigation"]'))
        return;
      const destination = new URL(link.href, window.location.href);
      pushRecord(navigationEvent(window.location.pathname, destination.pathname));
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  if (!environment || environment === 'production') return null;
  return (
    <div
      data-testid="environment-ribbon"
      // Top right, clear of the logo, which is always at the left of the header.
      className="pointer-events-none fixed right-0 top-0 z-[60] rounded-bl bg-danger px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-white"
    >
      {environment} site
    </div>
  );
}
