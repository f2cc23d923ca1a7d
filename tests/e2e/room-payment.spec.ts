import { expect, test, type Page } from './support/test';
import { paymentsPorts } from '../cms/ports';
import { chooseSlot, fillReserve, reserveRegion, weekdayAhead } from './support/booking';
import { withoutScript } from './support/no-script';

/*
 * Paying for a room online (issue 20 item 3) against a server configured with the local fake of
 * Stripe (tests/fake-stripe.mjs): the reserve form leads to its Checkout page, whose Pay button
 * posts the signed webhook to the app and returns to the success URL, as Stripe's hosted page does.
 * The booking says Booked only once the webhook has confirmed it. With JavaScript on and off.
 */

const fakeStripe = `http://127.0.0.1:${paymentsPorts.fakeStripe}`;

async function pay(page: Page, band: number, slotIndex: number) {
  const date = weekdayAhead(band, 20);
  await page.goto(`/book/exeter?date=${date}&duration=hour&hours=1`);
  await expect(page.getByText(/Pay online by card now/).first()).toBeVisible();
  await chooseSlot(page, 'EXE-MR01', slotIndex);
  const price = reserveRegion(page).getByTestId('reserve-price');
  await expect(price).toContainText(/\+ VAT at 20% \(£[\d.]+\) = £[\d.]+/);
  const total = /= (£\d+(?:\.\d\d)?)/.exec((await price.textContent())!)![1]!;
  await fillReserve(page, { name: 'Ada Lovelace', email: 'ada@example.co.uk', phone: '07700 900123' });
  await reserveRegion(page).getByRole('button', { name: `Continue to payment (${total} inc. VAT)` }).click();

  await expect(page).toHaveURL(new RegExp(`^${fakeStripe}/pay/cs_test_`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pay ${total.includes('.') ? total : `${total}.00`}`);
  await expect(page.getByText(/^VAT at 20%/)).toBeVisible();
  return { total };
}

async function payAndCancel(page: Page, band: number) {
  const { total } = await pay(page, band, 1);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/book\/confirmed\?b=.*&paid=1/);
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('booking-price')).toContainText(`Paid online by card (${total})`);
  const bookingId = new URL(page.url()).searchParams.get('b')!;

  // Cancelled well over 24 hours ahead: refunded through Stripe.
  await page.getByTestId('cancel-link').click();
  await page.getByRole('button', { name: 'Cancel this booking' }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  const refunds = (await (await page.request.get(`${fakeStripe}/__refunds`)).json()) as { metadata: { booking_id: string } }[];
  expect(refunds.filter((refund) => refund.metadata.booking_id === bookingId)).toHaveLength(1);
}

async function leaveCheckout(page: Page, band: number, slotIndex = -1) {
  await pay(page, band, slotIndex);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/book\/confirmed\?b=.*&checkout=cancelled/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Not paid yet.');
  await expect(page.getByTestId('booking-status')).toHaveText('Held while you pay');
  await expect(page.getByTestId('cancel-link')).toHaveCount(0);
}


test('pays for a room through Checkout, is booked by the webhook, cancels and is refunded', async ({ page }) => {
  await payAndCancel(page, 7);
});

test('the same with JavaScript off', async ({ browser }) => {
  await withoutScript(browser, (page) => payAndCancel(page, 34));
});

test('leaving Checkout without paying books nothing and says the room is held', async ({ page }) => {
  await leaveCheckout(page, 61);
});

// The two leaving journeys run side by side in one band of days: on the same day, the same slot
// would be taken by the other (the room's booking horizon leaves no room for a band of its own).
test('leaving Checkout without paying, JavaScript off', async ({ browser }) => {
  await withoutScript(browser, (page) => leaveCheckout(page, 61, -2));
});
