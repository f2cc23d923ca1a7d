import 'server-only';
import { alertRetention, describeAlert } from '@/domain/alerts/alert-criteria';
import { townOfCentre, type CentreSlug } from '@/domain/centres';
import type { AlertMailContent } from '@/domain/visitor-mail';
import { getWorkspaceType } from '@/domain/workspace-types';
import { confirmLinkDays } from '../alerts/alert-link';
import { criteriaOf, findAlertNotification, findAlertSubscription } from '../alerts/subscriptions';
import type { AlertSubscriptionRow } from '../db/schema';
import type { VisitorMailSubjectLoader } from './subjects';

/*
 * The visitor mails of an availability alert: the opt-in confirmation of a subscription, and one
 * alert per unit (its facts as they were when it became available, kept on the notification row).
 */

export type AlertMailLinks = {
  /** Absolute signed links of a subscription. */
  readonly confirmUrl: (subscription: AlertSubscriptionRow) => string;
  readonly unsubscribeUrl: (subscription: AlertSubscriptionRow) => string;
  /** Absolute URL of a site path. */
  readonly absolute: (path: string) => string;
};

const dayMs = 86_400_000;
const ukDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

export function describeSubscription(subscription: AlertSubscriptionRow): string {
  return describeAlert(criteriaOf(subscription), {
    type: (slug) => getWorkspaceType(slug).label,
    town: (slug) => townOfCentre(slug as CentreSlug),
  });
}

/** When a confirmed subscription is deleted: 12 months after confirmation. */
export function subscriptionEnds(confirmedAt: Date): Date {
  const end = new Date(confirmedAt);
  end.setUTCMonth(end.getUTCMonth() + alertRetention.confirmedMonths);
  return end;
}

export function alertSubscriptionMailLoader(links: AlertMailLinks): VisitorMailSubjectLoader {
  return {
    column: 'alert_subscription_id',
    idOf: (row) => row.alertSubscriptionId,
    async load(db, id) {
      const subscription = await findAlertSubscription(db, id);
      if (!subscription) return undefined;
      const content: AlertMailContent = {
        subject: 'alert-subscription',
        reference: subscription.reference,
        sequence: 0,
        recipient: { email: subscription.email },
        criteria: describeSubscription(subscription),
        confirmUrl: links.confirmUrl(subscription),
        until: ukDate.format(new Date(subscription.createdAt.getTime() + confirmLinkDays * dayMs)),
        unsubscribeUrl: links.unsubscribeUrl(subscription),
      };
      return { content, active: subscription.status === 'pending', sequence: 0 };
    },
  };
}

export function unitAlertMailLoader(links: AlertMailLinks): VisitorMailSubjectLoader {
  return {
    column: 'alert_notification_id',
    idOf: (row) => row.alertNotificationId,
    async load(db, id) {
      const found = await findAlertNotification(db, id);
      if (!found) return undefined;
      const { notification, subscription } = found;
      const unit = notification.unit;
      const content: AlertMailContent = {
        subject: 'unit-alert',
        reference: subscription.reference,
        sequence: 0,
        recipient: { email: subscription.email },
        criteria: describeSubscription(subscription),
        unit: {
          reference: unit.reference,
          name: unit.name,
          town: unit.town,
          typeLabel: unit.typeLabel,
          sizeSqFt: unit.sizeSqFt,
          rent: unit.rent,
          status: unit.status,
          url: links.absolute(unit.path),
        },
        until: ukDate.format(subscriptionEnds(subscription.confirmedAt ?? subscription.createdAt)),
        unsubscribeUrl: links.unsubscribeUrl(subscription),
      };
      return { content, active: subscription.status === 'confirmed', sequence: 0 };
    },
  };
}
