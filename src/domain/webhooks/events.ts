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
  'submission.received',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'lead.created': 'A new lead comes in',
  'lead.stage_changed': "A lead's stage changes",
  'booking.confirmed': 'A room booking is confirmed',
  'booking.cancelled': 'A room booking is cancelled',
  'order.paid': 'A virtual-office order is paid',
  'licence.signed': 'A licence is signed',
  'submission.received': 'An enquiry, viewing, booking or order comes in (the environment webhook’s message)',
};

/**
 * The event of the webhook set in the environment (ENQUIRY_WEBHOOK_URL), now an endpoint like the
 * others (docs/decisions/0057): its body is the one that webhook always sent, not the envelope of
 * the other events, so receivers built for it keep working unchanged.
 */
export const submissionEventType = 'submission.received' satisfies WebhookEventType;

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
