import Link from 'next/link';
import { notFound } from 'next/navigation';
import { buttonClasses } from '@/components/ui/button-link';
import { PageHero } from '@/components/sections/page-hero';
import { getListedUnitsAt } from '@/content';
import { getSignedViewing } from '@/content/viewings';
import type { CentreSlug } from '@/domain/centres';
import { viewingPaths } from '@/domain/viewing/viewing-schema';
import { metadataFor } from '@/features/seo/metadata';
import { ViewingSummary } from '@/features/viewing/viewing-views';

/* The signed link to a viewing: shows it, and a Cancel button (a plain form post). */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/viewings/manage');

type Query = Record<string, string | string[] | undefined>;

export default async function ViewingManagePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedViewing(query.v, query.s);
  if (!signed) notFound();
  const { viewing, town } = signed;
  const units = await getListedUnitsAt(viewing.centre as CentreSlug);
  const cancelled = viewing.status === 'cancelled';
  return (
    <>
      <PageHero
        headline={[
          { text: cancelled ? 'Cancelled.' : 'Your viewing.', tone: 'base' },
          { text: cancelled ? 'The time is free again.' : 'Change of plan? Cancel here.', tone: 'accent' },
        ]}
        intro={
          <p>
            {cancelled
              ? 'Nothing more to do. Book another time whenever suits you.'
              : 'Check the details below. If you cannot come, cancel so someone else can have the time.'}
          </p>
        }
      />
      <section className="container-page py-10">
        <div className="max-w-2xl space-y-4 rounded-2xl border-2 border-line bg-white p-6 tablet:p-8">
          <ViewingSummary
            viewing={viewing}
            town={town}
            unitNames={new Map(units.map((unit) => [unit.reference, unit.name]))}
          />
          {cancelled ? null : (
            <form method="post" action={viewingPaths.cancelApi}>
              <input type="hidden" name="v" value={viewing.id} />
              <input type="hidden" name="s" value={typeof query.s === 'string' ? query.s : ''} />
              <button type="submit" className={buttonClasses('secondary')}>
                Cancel this viewing
              </button>
            </form>
          )}
          <p>
            <Link className="link" prefetch={false} href={viewingPaths.centre(viewing.centre)}>
              Book {cancelled ? 'another' : 'a different'} time
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
