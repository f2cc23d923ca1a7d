import config from '@payload-config';
import type { Metadata } from 'next';
import { getPayload } from 'payload';
import { FirstAdminPage } from '@/cms/first-admin/first-admin-view';

/* The one-time setup link's page: the first administrator of a fresh install (src/cms/first-admin). */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Create the first administrator | Northlight admin',
  robots: { index: false, follow: false },
  // The site's own same-origin referrer policy: 'no-referrer' made the browser post the form with
  // "Origin: null", which the same-origin check refuses. The page loads nothing from elsewhere.
};

export default async function FirstAdminRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return FirstAdminPage({ payload: await getPayload({ config }), query: await searchParams });
}
