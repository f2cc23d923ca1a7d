import { notFound } from 'next/navigation';
import { getCentre, getListedUnit, getListedUnits, getProducts, getVatQuoting } from '@/content';
import { isCentreSlug } from '@/domain/centres';
import { monthlyCostOf, roundedPounds } from '@/domain/monthly-cost';
import { unitPath, unitRoutePattern } from '@/domain/routes';
import { formatUnitRent } from '@/domain/units';
import { getWorkspaceType } from '@/domain/workspace-types';
import { metadataFor } from '@/features/seo/metadata';
import { UnitPage } from '@/features/units/unit-page';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { formatPounds } from '@/lib/format';
import { prerenderedParams } from '@/content/prerendered-params';
import { unitTakesOnline } from '@/content/licences';

/*
 * A unit's page. Prerendered for every listed unit, re-rendered on every publish and at least
 * hourly (its status moves on by date); a unit published after the build is rendered on its first
 * request and cached. A unit that is let or unknown is a 404.
 */
export const revalidate = 3600;

export async function generateStaticParams() {
  return prerenderedParams(async () =>
    (await getListedUnits()).map((unit) => ({ slug: unit.centre, reference: unit.reference.toLowerCase() })),
  );
}

type Props = { params: Promise<{ slug: string; reference: string }> };

async function load(params: Props['params']) {
  const { slug, reference } = await params;
  if (!isCentreSlug(slug) || reference !== reference.toLowerCase()) notFound();
  const unit = await getListedUnit(slug, reference);
  if (!unit) notFound();
  return { unit, centre: await getCentre(slug) };
}

export async function generateMetadata({ params }: Props) {
  const { unit, centre } = await load(params);
  const quoting = await getVatQuoting();
  const cost = monthlyCostOf(unit, quoting);
  const allIn = cost ? `, about ${formatPounds(roundedPounds(cost.totalPence))} a month all in` : '';
  return metadataFor(unitRoutePattern, {
    canonicalPath: unitPath(unit),
    title: `${unit.name} (${unit.reference}), ${getWorkspaceType(unit.workspaceType).shortLabel.toLowerCase()} in ${centre.town}`,
    description: `${unit.name} at Northlight ${centre.town}: ${unit.sizeSqFt.toLocaleString('en-GB')} sq ft, ${formatUnitRent(unit, quoting)}${allIn}. Book a viewing or ask an advisor.`,
  });
}

export default async function UnitRoute({ params }: Props) {
  const { unit, centre } = await load(params);
  const [products, terms, takeOnline] = await Promise.all([getProducts(), getVatQuoting(), unitTakesOnline(unit)]);
  return (
    <UnitPage
      unit={unit}
      centre={centre}
      product={products.find((product) => product.slug === unit.workspaceType)}
      cost={monthlyCostOf(unit, terms)}
      today={todayIn(businessTimeZone)}
      quoting={terms}
      takeOnline={takeOnline}
    />
  );
}
