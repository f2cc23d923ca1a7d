import config from '@payload-config';
import type { Metadata } from 'next';
import { getPayload } from 'payload';
import { FirstAdminPage } from '@/cms/first-admin/first-admin-view';

/* The one-time setup link's page: the first administrator of a fresh install (src/cms/first-admin). */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Create the first administrator | Northlight admin',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function FirstAdminRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return FirstAdminPage({ payload: await getPayload({ config }), query: await searchParams });
}
