import { holdMinutes, paymentNotes } from './payment-policy';

/*
 * What the confirmation page says about a booking, from its status: confirmed (paid online or
 * not), held while the visitor pays, expired, refunded or cancelled. One place, tested, so the
 * page and its tests cannot drift apart.
 */

export type BookingOutcome = {
  readonly headline: string;
  readonly accent: string;
  readonly intro: string;
  /** done: confirmed; waiting: the payment may still confirm it; over: not booked. */
  readonly tone: 'done' | 'waiting' | 'over';
};

const londonClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });

export function bookingOutcome(
  booking: { status: string; paidPence?: number | null; holdExpiresAt?: Date | null },
  context: { backFromCheckout: boolean },
): BookingOutcome {
  switch (booking.status) {
    case 'confirmed':
      return {
        headline: 'Booked.',
        accent: 'The room is yours.',
        intro:
          booking.paidPence != null
            ? `${paymentNotes.paid}: we have sent the booking to the centre team. Keep this page or note your reference.`
            : 'We have sent the booking to the centre team. Keep this page or note your reference.',
        tone: 'done',
      };
    case 'pending': {
      const until = booking.holdExpiresAt ? londonClock.format(booking.holdExpiresAt) : undefined;
      const held = until ? `The room is held for you until ${until} (UK time), ${holdMinutes} minutes from when you chose it.` : '';
      return context.backFromCheckout
        ? {
            headline: 'Not paid yet.',
            accent: 'Nothing is booked until you pay.',
            intro: `You left the payment page before paying. ${held} After that it is released; choose a time again to book.`,
            tone: 'waiting',
          }
        : {
            headline: 'Almost there.',
            accent: 'Waiting for your payment to confirm.',
            intro: `Stripe tells us when your payment has gone through; this page then says Booked. ${held}`,
            tone: 'waiting',
          };
    }
    case 'expired':
      return {
        headline: 'Not booked.',
        accent: 'The hold ended before payment.',
        intro: 'We held the room for 15 minutes and no payment arrived in that time, so the time was released. Nothing was taken from your card. Choose a time again to book.',
        tone: 'over',
      };
    case 'refunded':
      return {
        headline: 'Not booked.',
        accent: 'Your payment has been refunded.',
        intro: 'Your payment arrived after the 15-minute hold had ended and someone else had booked the time, so we refunded it in full to your card (banks take 5 to 10 working days to show it). Choose another time below.',
        tone: 'over',
      };
    default:
      return {
        headline: 'Cancelled.',
        accent: 'The room is free again.',
        intro: 'This booking was cancelled.',
        tone: 'over',
      };
  }
}
