import 'server-only';
import { getBookableRooms, getCentres, getListedUnitsAt } from './index';
import { bookingMailLoader } from '@/server/visitor-mail/booking-mail';
import { centrePlace } from '@/server/visitor-mail/place';
import { registerVisitorMailLoader } from '@/server/visitor-mail/subjects';
import { viewingMailLoader } from '@/server/visitor-mail/viewing-mail';
import { dayPassMailLoader } from '@/server/visitor-mail/day-pass-mail';
import { bundleMailLoader } from '@/server/visitor-mail/bundle-mail';
import { site } from '@/domain/site';
import { getDayPassCentres } from './day-passes';
import type { CentreSlug } from '@/domain/centres';
import { bookingManageUrl, bundleManageUrl, dayPassManageUrl, orderManageUrl, viewingManageUrl } from '@/server/runtime';
import { orderMailLoader } from '@/server/visitor-mail/order-mail';
import { alertSubscriptionMailLoader, unitAlertMailLoader, type AlertMailLinks } from '@/server/visitor-mail/alert-mail';
import { alertLinkUrl, waitlistLinkUrl } from '@/server/runtime';
import { waitlistEntryMailLoader, waitlistOfferMailLoader, type WaitlistMailLinks } from '@/server/visitor-mail/waitlist-mail';
import { serverEnv } from '@/env';

/*
 * What visitor mails read from the CMS: the room and the centre of a booking (its address, how to
 * get in, parking, access notes). Registered with the outbox worker from instrumentation.ts; a
 * viewing or an order registers its own loader beside this one.
 */
export function registerVisitorMailSubjects(): void {
  registerVisitorMailLoader(
    'booking',
    bookingMailLoader({
      async describe(booking) {
        const [rooms, centres] = await Promise.all([getBookableRooms(), getCentres()]);
        const centre = centres.find((candidate) => candidate.slug === booking.centre);
        if (!centre) return undefined;
        // A room since taken off the list is still named by its reference.
        const room = rooms.find((candidate) => candidate.reference === booking.roomReference);
        return {
          roomName: room?.name ?? booking.roomReference,
          seats: room?.capacity,
          place: centrePlace(centre),
        };
      },
      manageUrl: (booking) => bookingManageUrl(booking),
    }),
  );
  registerVisitorMailLoader(
    'viewing',
    viewingMailLoader({
      async describe(viewing) {
        const centre = (await getCentres()).find((candidate) => candidate.slug === viewing.centre);
        if (!centre) return undefined;
        const units = await getListedUnitsAt(viewing.centre as CentreSlug);
        return {
          place: centrePlace(centre),
          unitNames: new Map(units.map((unit) => [unit.reference, unit.name])),
        };
      },
      manageUrl: (viewing) => viewingManageUrl(viewing),
    }),
  );
  registerVisitorMailLoader(
    'order',
    orderMailLoader({
      async place(order) {
        const centre = (await getCentres()).find((candidate) => candidate.slug === order.centre);
        return centre ? centrePlace(centre) : undefined;
      },
      manageUrl: (order) => orderManageUrl(order.id),
    }),
  );
  registerVisitorMailLoader(
    'day-pass',
    dayPassMailLoader({
      async describe(pass) {
        const centre = (await getCentres()).find((candidate) => candidate.slug === pass.centre);
        return centre ? { place: centrePlace(centre), openingHours: centre.openingHours } : undefined;
      },
      manageUrl: (pass) => dayPassManageUrl(pass),
    }),
  );
  registerVisitorMailLoader(
    'day-pass-bundle',
    bundleMailLoader({
      // A bundle is used at any centre selling passes: the mail lists them, each with its address.
      async place() {
        const centres = await getDayPassCentres();
        return {
          centreName: 'Any Northlight centre selling day passes',
          address: centres.map(({ centre }) => `${centre.name}: ${[centre.address.street1, centre.address.city, centre.address.zipCode].filter(Boolean).join(', ')}`),
          phoneDisplay: site.advisorPhone.display,
        };
      },
      manageUrl: (bundle) => bundleManageUrl(bundle),
    }),
  );
  const alertLinks: AlertMailLinks = {
    confirmUrl: (subscription) => alertLinkUrl('confirm', subscription),
    unsubscribeUrl: (subscription) => alertLinkUrl('unsubscribe', subscription),
    absolute: (path) => new URL(path, serverEnv().SITE_URL).toString(),
  };
  registerVisitorMailLoader('alert-subscription', alertSubscriptionMailLoader(alertLinks));
  registerVisitorMailLoader('unit-alert', unitAlertMailLoader(alertLinks));
  const waitlistLinks: WaitlistMailLinks = {
    async describe(entry) {
      const [rooms, centres] = await Promise.all([getBookableRooms(), getCentres()]);
      const centre = centres.find((candidate) => candidate.slug === entry.centre);
      if (!centre) return undefined;
      if (entry.kind === 'day-pass') return `Coworking day pass, Northlight ${centre.town}`;
      if (entry.kind === 'viewing') return `Viewing, Northlight ${centre.town}`;
      const room = rooms.find((candidate) => candidate.reference === entry.resource);
      return `${room?.name ?? 'Meeting room'} (${entry.resource}), Northlight ${centre.town}`;
    },
    confirmUrl: (entry) => waitlistLinkUrl('confirm', { id: entry.id, entry }),
    unsubscribeUrl: (entry) => waitlistLinkUrl('unsubscribe', { id: entry.id, entry }),
    offerUrl: (offer, entry) => waitlistLinkUrl('offer', { id: offer.id, entry }),
  };
  registerVisitorMailLoader('waitlist-entry', waitlistEntryMailLoader(waitlistLinks));
  registerVisitorMailLoader('waitlist-offer', waitlistOfferMailLoader(waitlistLinks));
}
