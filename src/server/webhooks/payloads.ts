import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookings, enquiries, leads, licences, orders, viewings, type WebhookEventRow } from '../db/schema';
import { bookingWebhookPayload } from '../bookings/booking-document';
import { enquiryWebhookPayload } from '../enquiries/enquiry-document';
import { orderWebhookPayload } from '../orders/order-document';
import { viewingWebhookPayload } from '../viewings/viewing-document';

/*
 * A delivery's body, read from the rows as they are when it is sent (an event keeps ids and what
 * changed, never personal data, so an erased person's details are not kept for webhooks). Every
 * delivery of one event to one endpoint carries the same event id; receivers dedupe on it.
 * undefined when the row is gone (erased): the delivery is then withdrawn.
 */

export type WebhookBody = {
  readonly id: string;
  readonly type: string;
  readonly occurredAt: string;
  readonly data: Record<string, unknown>;
};

type Contact = { name: string | null; email: string | null; phone: string | null };

function rowsOf<T>(result: unknown): T[] {
  const value = result as { rows?: T[] } & ArrayLike<T>;
  return value.rows ?? Array.from(value);
}

/** The person behind a lead: the contact (docs/decisions/0045) of its source row. */
async function leadContact(db: Database, sourceId: string): Promise<Contact | null> {
  const [row] = rowsOf<Contact>(
    await db.execute(sql`with source as (
        select contact_id from enquiries where id = ${sourceId}
        union all select contact_id from viewings where id = ${sourceId}
        union all select contact_id from bookings where id = ${sourceId}
        union all select contact_id from orders where id = ${sourceId}
        union all select contact_id from alert_subscriptions where id = ${sourceId}
        union all select contact_id from licences where id = ${sourceId}
        union all select contact_id from proposals where id = ${sourceId}
      )
      select c.name, c.phone,
        (select e.email from contact_emails e where e.contact_id = c.id order by e.created_at limit 1) as email
      from contacts c where c.id = (select contact_id from source limit 1)`),
  );
  return row ? { name: row.name, email: row.email, phone: row.phone } : null;
}

export async function webhookBodyOf(
  db: Database,
  event: WebhookEventRow,
  links: { readonly leadUrl: (leadId: string) => string },
): Promise<WebhookBody | undefined> {
  const data = await dataOf(db, event, links);
  if (!data) return undefined;
  return { id: event.id, type: event.type, occurredAt: event.occurredAt.toISOString(), data };
}

async function dataOf(
  db: Database,
  event: WebhookEventRow,
  links: { readonly leadUrl: (leadId: string) => string },
): Promise<Record<string, unknown> | undefined> {
  if (event.leadId) {
    const [lead] = await db.select().from(leads).where(eq(leads.id, event.leadId));
    if (!lead) return undefined;
    return {
      lead: {
        id: lead.id,
        source: lead.sourceKind,
        centre: lead.centre,
        stage: lead.stage,
        createdAt: lead.createdAt.toISOString(),
        adminUrl: links.leadUrl(lead.id),
      },
      contact: await leadContact(db, lead.sourceId),
      ...(event.type === 'lead.stage_changed'
        ? { change: { from: event.data.from ?? null, to: event.data.to ?? null } }
        : {}),
    };
  }
  if (event.bookingId) {
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, event.bookingId));
    if (!booking) return undefined;
    return {
      booking: {
        id: booking.id,
        reference: booking.reference,
        room: booking.roomReference,
        centre: booking.centre,
        startsAt: booking.startsAt.toISOString(),
        endsAt: booking.endsAt.toISOString(),
        status: booking.status,
        pricePence: booking.pricePence,
        paidPence: booking.paidPence,
        cancelledBy: booking.cancelledBy,
      },
      contact: { name: booking.name, email: booking.email, phone: booking.phone },
    };
  }
  if (event.orderId) {
    const [order] = await db.select().from(orders).where(eq(orders.id, event.orderId));
    if (!order) return undefined;
    return {
      order: {
        id: order.id,
        reference: order.reference,
        plan: order.plan,
        planName: order.planName,
        centre: order.centre,
        monthlyNetPence: order.monthlyNetPence,
        monthlyVatPence: order.monthlyVatPence,
        startDate: order.startDate,
        status: order.status,
        businessName: order.businessName,
      },
      contact: { name: order.name, email: order.email, phone: order.phone },
    };
  }
  if (event.licenceId) {
    const [licence] = await db.select().from(licences).where(eq(licences.id, event.licenceId));
    if (!licence) return undefined;
    return {
      licence: {
        id: licence.id,
        reference: licence.reference,
        unit: licence.unitReference,
        unitName: licence.unitName,
        centre: licence.centre,
        startDate: licence.startDate,
        termMonths: licence.termMonths,
        tenantName: licence.tenantName,
      },
      contact: { name: licence.signatoryName, email: licence.email, phone: licence.phone },
    };
  }
  return undefined;
}

/** The signed links sent with what came in (a booking's cancel link, a viewing's or an order's page). */
export type SubmissionLinks = {
  readonly bookingCancelUrl?: ((bookingId: string) => string) | undefined;
  readonly viewingManageUrl?: ((viewing: typeof viewings.$inferSelect) => string) | undefined;
  readonly orderManageUrl?: ((orderId: string) => string) | undefined;
};

/**
 * The body of 'submission.received': the one the environment's webhook always sent for an enquiry,
 * a booking, a viewing or an order (docs/decisions/0057), with its reference (the idempotency key
 * receivers dedupe on, the same as before the webhook became an endpoint). `deliveryNumber` is the
 * outbox row sending it, as before. undefined when the row is gone (erased).
 */
export async function submissionBodyOf(
  db: Database,
  event: WebhookEventRow,
  links: SubmissionLinks,
  deliveryNumber: number,
): Promise<{ readonly reference: string; readonly body: Record<string, unknown> } | undefined> {
  if (event.enquiryId) {
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, event.enquiryId));
    return row && { reference: row.reference, body: enquiryWebhookPayload(row, deliveryNumber) };
  }
  if (event.viewingId) {
    const [row] = await db.select().from(viewings).where(eq(viewings.id, event.viewingId));
    return (
      row && {
        reference: row.reference,
        body: viewingWebhookPayload(row, deliveryNumber, links.viewingManageUrl?.(row) ?? ''),
      }
    );
  }
  if (event.bookingId) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, event.bookingId));
    return (
      row && {
        reference: row.reference,
        body: bookingWebhookPayload(row, deliveryNumber, links.bookingCancelUrl?.(row.id) ?? ''),
      }
    );
  }
  if (event.orderId) {
    const [row] = await db.select().from(orders).where(eq(orders.id, event.orderId));
    return (
      row && {
        reference: row.reference,
        body: orderWebhookPayload(row, deliveryNumber, links.orderManageUrl?.(row.id) ?? ''),
      }
    );
  }
  return undefined;
}
