import { forbidden, redirect } from 'next/navigation';
import { manageUrlForCancelLink } from '@/content/bookings';
import { metadataFor } from '@/features/seo/metadata';

/*
 * The signed cancel link of issue 13 (on confirmation screens and in the centre's mail): it keeps
 * working, and now leads to the booking's manage page, where it can be cancelled or moved.
 */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/book/cancel');

type Query = Record<string, string | string[] | undefined>;

export default async function BookingCancelPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const manage = await manageUrlForCancelLink(query.b, query.s);
  if (!manage) forbidden();
  redirect(manage);
}
