/*
 * The events an endpoint can subscribe to, with their names on the wire (stable: receivers route on
 * them) and in the admin (the staff's words).
 */
export const webhookEventTypes = [
  'lead.created',
  'lead.stage_changed',
  'booking.confirmed',
  'booking.cancelled',
  'order.paid',
  'licence.signed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'lead.created': 'A new lead comes in',
  'lead.stage_changed': "A lead's stage changes",
  'booking.confirmed': 'A room booking is confirmed',
  'booking.cancelled': 'A room booking is cancelled',
  'order.paid': 'A virtual-office order is paid',
  'licence.signed': 'A licence is signed',
};

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (webhookEventTypes as readonly string[]).includes(value);
}

/** What staff read for a delivery's state in the admin. */
export const webhookDeliveryStateLabels = {
  pending: 'Waiting to send',
  delivered: 'Delivered',
  dead: 'Failed: gave up',
  withdrawn: 'Not sent',
} as const;
