import type { CollectionAfterChangeHook, PayloadRequest } from 'payload';
import {
  availabilityEpisode,
  isAlertWorkspaceType,
  isOfferedForAlerts,
} from '@/domain/alerts/alert-criteria';
import { unitPath } from '@/domain/routes';
import { siteSettingsSchema } from '@/domain/site-settings';
import { vatQuotingOf, type VatQuoting } from '@/domain/prices';
import { townOfCentre } from '@/domain/centres';
import { formatUnitRent, unitSchema, unitStatusText, type Unit } from '@/domain/units';
import { getWorkspaceType } from '@/domain/workspace-types';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { docToUnit, type UnitDoc } from './mapping';
import { skipRevalidation } from './revalidate';

/*
 * Availability alerts (issue 21 item 7): when a unit is published as available (now or from a
 * date) and was not publicly so before, every confirmed subscription it fits gets one alert
 * through the outbox. "Before" is the last published version, not the last save: a draft in
 * between does not make a unit new. The fan-out is idempotent (one alert per subscription, unit
 * and availability episode), and a failure here never fails the editor's publish.
 */

/** The site's VAT quoting, as every page reads it (src/content's getVatQuoting; the CMS cannot import content). */
async function siteVatQuoting(req: PayloadRequest): Promise<VatQuoting> {
  const settings = siteSettingsSchema.parse(
    await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req }),
  );
  return vatQuotingOf(settings);
}

const publishedUnit = (doc: unknown): Unit | undefined => {
  const candidate = doc as (UnitDoc & { _status?: string }) | undefined;
  if (!candidate || candidate._status === 'draft') return undefined;
  const parsed = unitSchema.safeParse(docToUnit(candidate));
  return parsed.success ? parsed.data : undefined;
};

/** The unit as it was last published before this change, from its versions. */
async function previouslyPublished(req: PayloadRequest, doc: UnitDoc & { id: unknown; updatedAt?: string }) {
  const { docs } = await req.payload.findVersions({
    collection: 'units',
    where: { and: [{ parent: { equals: doc.id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 3,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const earlier = docs.find(
    (version) => (version.version as { updatedAt?: string }).updatedAt !== doc.updatedAt,
  );
  return publishedUnit(earlier?.version);
}

export const alertWhenAvailable: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  // The seed fills an empty database: nobody can have subscribed yet.
  if (context[skipRevalidation] || req.context?.[skipRevalidation]) return doc;
  const unit = publishedUnit(doc);
  if (!unit || !isOfferedForAlerts(unit) || !isAlertWorkspaceType(unit.workspaceType)) return doc;
  try {
    if (
      operation === 'update' &&
      isOfferedForAlerts(await previouslyPublished(req, doc as UnitDoc & { id: unknown }))
    )
      return doc;
    const today = todayIn(businessTimeZone);
    const [{ fanOutUnitAlerts }, { getEnquiryRuntime }] = await Promise.all([
      import('@/server/alerts/subscriptions'),
      import('@/server/runtime'),
    ]);
    const runtime = await getEnquiryRuntime();
    // Without SMTP no subscription was ever confirmed, and a mail queued could never be sent.
    if (!runtime.delivery.visitorMail) return doc;
    const quoting = await siteVatQuoting(req);
    const queued = await fanOutUnitAlerts(
      runtime.database.db,
      unit,
      quoting,
      {
        reference: unit.reference,
        name: unit.name,
        centre: unit.centre,
        town: townOfCentre(unit.centre),
        typeLabel: getWorkspaceType(unit.workspaceType).label,
        sizeSqFt: unit.sizeSqFt,
        rent: formatUnitRent(unit, quoting),
        status: unitStatusText(unit, today),
        path: unitPath(unit),
      },
      availabilityEpisode(unit, today),
    );
    if (queued > 0) runtime.worker.kick();
    if (queued > 0) req.payload.logger.info({ unit: unit.reference, queued }, 'availability alerts queued');
  } catch (error) {
    req.payload.logger.error(
      { unit: unit.reference, err: error instanceof Error ? error.message : String(error) },
      'availability alerts not queued',
    );
  }
  return doc;
};
