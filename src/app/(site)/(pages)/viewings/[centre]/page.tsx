import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { getCentre, getListedUnitsAt } from '@/content';
import { getViewingDays } from '@/content/viewings';
import { touchFromUrl } from '@/domain/attribution';
import { centreSlugs, type CentreSlug } from '@/domain/centres';
import { isViewingProblem, maxUnitsPerViewing, parseSlotValue, slotValue, viewingPaths } from '@/domain/viewing/viewing-schema';
import { serverEnv } from '@/env';
import { metadataFor } from '@/features/seo/metadata';
import { SlotPicker, ViewingForm, ViewingProblemNotice } from '@/features/viewing/viewing-views';
import { ViewingWaitlistForm } from '@/features/waitlist/waitlist-views';
import { weekdayOf } from '@/lib/booking-slots';
import { formatCalendarDay } from '@/lib/calendar-date';
import { visitorMailOn } from '@/server/runtime';
import { site } from '@/domain/site';
import { telHref } from '@/lib/format';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';
import { openViewingFormState, viewingFormCookieName } from '@/server/viewings/viewing-form-state';

/* Book a viewing of a centre and its units (live free slots, so rendered per request). */
export const dynamic = 'force-dynamic';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ centre: string }>; searchParams: Promise<Query> };
const daysPerPage = 5;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { centre } = await params;
  return metadataFor('/viewings', { canonicalPath: viewingPaths.centre(centre) });
}

export default async function ViewingCentrePage({ params, searchParams }: Props) {
  const [{ centre: slug }, query] = await Promise.all([params, searchParams]);
  if (!(centreSlugs as readonly string[]).includes(slug)) notFound();
  const centre = await getCentre(slug as CentreSlug);
  const chosen = parseSlotValue(one(query.slot));
  const [units, data] = await Promise.all([
    getListedUnitsAt(centre.slug),
    getViewingDays(centre.slug, chosen?.date ?? one(query.from) ?? '', daysPerPage),
  ]);
  // One unit from a unit's page, or several (comma-separated) from the compare page.
  const asked = (one(query.unit) ?? '').split(',').slice(0, maxUnitsPerViewing);
  const chosenUnits = units.filter((candidate) => asked.includes(candidate.reference));
  const unit = chosenUnits[0];
  const unitParam = chosenUnits.map((candidate) => candidate.reference).join(',');
  const slot =
    chosen &&
    data?.days.find((day) => day.date === chosen.date)?.slots.find((free) => free.startTime === chosen.start);
  const problem = isViewingProblem(query.problem) ? query.problem : chosen && !slot ? 'full' : undefined;
  const env = serverEnv();
  const secret = formTokenSecret(env);
  const state = openViewingFormState((await cookies()).get(viewingFormCookieName)?.value, secret);
  const pageUrl = new URL(
    `${viewingPaths.centre(centre.slug)}?${new URLSearchParams(query as Record<string, string>).toString()}`,
    env.SITE_URL,
  );
  const pageQuery = (extra: Record<string, string>) =>
    new URLSearchParams({ ...(unit ? { unit: unitParam } : {}), ...extra }).toString();
  // Full slots get the waitlist (decision 0058), which confirms by email: without visitor mail, no form.
  const fullSlots = (data?.full ?? []).map((full) => ({ value: slotValue(full), label: `${weekdayOf(full.date)} ${formatCalendarDay(full.date)}, ${full.label}` }));
  const waitlistOn = fullSlots.length > 0 && (await visitorMailOn());
  const touch = JSON.stringify(
    touchFromUrl(pageUrl, (await headers()).get('referer') ?? undefined, new Date()),
  );
  return (
    <>
      <PageHero
        headline={[
          { text: `Book a viewing at Northlight ${centre.town}.`, tone: 'base' },
          { text: 'See it for yourself.', tone: 'accent' },
        ]}
        intro={
          <p>
            {chosenUnits.length > 0
              ? `You asked to see ${chosenUnits.map((chosen) => `${chosen.name} (${chosen.reference})`).join(' and ')}. `
              : ''}
            Choose a free time and a member
            of the team will show you round
            {units.length > 0 ? ': add any other units you would like to see on the same visit' : ''}.
          </p>
        }
      />
      <div className="container-page space-y-6 py-10">
        {problem ? <ViewingProblemNotice problem={problem} /> : null}
        {!data ? (
          <p className="rounded-2xl border-2 border-line bg-white p-6 font-bold">
            Viewings at this centre are arranged by phone: call us on{' '}
            <a className="link" href={telHref(site.advisorPhone.e164)}>
              {site.advisorPhone.display}
            </a>
            .
          </p>
        ) : (
          <>
            {slot ? (
              <ViewingForm
                centre={centre.slug}
                town={centre.town}
                slot={slot}
                units={units}
                values={state?.values ?? { units: chosenUnits.map((chosen) => chosen.reference) }}
                errors={problem === 'invalid' ? (state?.errors ?? {}) : {}}
                token={issueFormToken(secret)}
                touch={touch}
              />
            ) : null}
            <SlotPicker
              action={viewingPaths.centre(centre.slug)}
              hidden={unit ? { unit: unitParam } : {}}
              days={data.days}
              nextHref={
                data.next
                  ? `${viewingPaths.centre(centre.slug)}?${pageQuery({ from: data.next })}`
                  : undefined
              }
              soonestHref={
                one(query.from) ? `${viewingPaths.centre(centre.slug)}?${pageQuery({})}` : undefined
              }
            />
            {waitlistOn ? (
              <ViewingWaitlistForm
                centre={centre.slug}
                fullSlots={fullSlots}
                chosen={chosen && !slot ? `${chosen.date}T${chosen.start}` : undefined}
                token={issueFormToken(secret)}
              />
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
