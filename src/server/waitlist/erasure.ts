import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookings, dayPasses, viewings, waitlistEntries, waitlistOffers } from '../db/schema';

/* Apart from the rest of the waitlist so the enquiry store can call it without importing the booking code (no cycle). */
/**
 * An erasure of a person (eraseEnquiry): every waitlist place of the address goes, as their alert
 * sign-ups do. An open offer of theirs is withdrawn and its hold released first, so the slot goes
 * to the next person. Answers how many places were deleted.
 */
export async function eraseWaitlistEntriesOf(tx: Pick<Database, 'update' | 'delete' | 'select'>, email: string): Promise<number> {
  const of = sql`lower(${waitlistEntries.email}) = lower(${email})`;
  const offers = await tx
    .select({ id: waitlistOffers.id, bookingId: waitlistOffers.bookingId, dayPassId: waitlistOffers.dayPassId, viewingId: waitlistOffers.viewingId })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(and(of, eq(waitlistOffers.status, 'open')));
  for (const offer of offers) {
    await tx.update(waitlistOffers).set({ status: 'withdrawn', endedAt: sql`now()` }).where(eq(waitlistOffers.id, offer.id));
    if (offer.bookingId)
      await tx
        .update(bookings)
        .set({ status: 'expired', holdExpiresAt: sql`least(${bookings.holdExpiresAt}, now())` })
        .where(and(eq(bookings.id, offer.bookingId), eq(bookings.status, 'pending')));
    if (offer.dayPassId)
      await tx
        .update(dayPasses)
        .set({ status: 'expired', holdExpiresAt: sql`least(${dayPasses.holdExpiresAt}, now())` })
        .where(and(eq(dayPasses.id, offer.dayPassId), eq(dayPasses.status, 'pending')));
    if (offer.viewingId)
      await tx
        .update(viewings)
        .set({ status: 'expired', holdExpiresAt: null })
        .where(and(eq(viewings.id, offer.viewingId), eq(viewings.status, 'held')));
  }
  const deleted = await tx.delete(waitlistEntries).where(of).returning({ id: waitlistEntries.id });
  // The viewing seats once held for them and never taken (decision 0058) carry the address too.
  await tx.delete(viewings).where(and(sql`lower(${viewings.email}) = lower(${email})`, inArray(viewings.status, ['held', 'expired'])));
  return deleted.length;
}
