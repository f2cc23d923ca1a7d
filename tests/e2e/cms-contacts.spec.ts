import { expect, test, type Page } from './support/test';
import { apiAs, signIn, submitForm } from '../cms/helpers';
import { staff } from '../cms/staff';
import { chooseSlot, fillReserve, reserveRegion, weekdayAhead } from './support/booking';
import { clockAsIfFilledAtHumanPace } from './support/fill-time';

/*
 * One person per contact (issue 42 item 3): a visitor books a room and sends an enquiry with one
 * email typed in two cases; sales open the booking's lead and see one person with both, merge in a
 * second contact after the confirm step and split it out again, at 1366 and 390 px. A centre
 * manager sees only their centre's rows and cannot move the others; an editor and a post from
 * elsewhere are refused. CONTACTS_SCREENSHOTS=dir saves the lead's "This person" at both widths.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ viewport: { width: 1366, height: 900 } });

const shots = process.env.CONTACTS_SCREENSHOTS;
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const personEmail = `jo.contact.${tag}@example.co.uk`;
const otherEmail = `jo.home.${tag}@example.co.uk`;
const made = { exeterBooking: '', andoverBooking: '', enquiry: '', otherEnquiry: '', lead: '' };

async function bookRoom(page: Page, centre: 'exeter' | 'andover', email: string): Promise<string> {
  await page.goto(`/book/${centre}?date=${weekdayAhead(25, 60)}&duration=hour&hours=1`);
  await chooseSlot(page, centre === 'exeter' ? 'EXE-MR01' : 'AND-MR01', 0);
  await fillReserve(page, { name: 'Jo Contact', email, phone: '07700 900123' });
  await reserveRegion(page)
    .getByRole('button', { name: /^Book for £/ })
    .click();
  await expect(page.getByTestId('booking-reference')).toBeVisible();
  return (await page.getByTestId('booking-reference').textContent())!.trim();
}

async function sendEnquiry(page: Page, name: string, email: string): Promise<string> {
  await clockAsIfFilledAtHumanPace(page);
  await page.goto('/privacy');
  const form = page.locator('#contact form');
  await form.getByLabel('Your name', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone', { exact: true }).fill('07700 900456');
  await form.locator('select[name="centre"]').selectOption('exeter');
  await form.getByRole('button', { name: /send enquiry/i }).click();
  await expect(page.getByTestId('enquiry-reference')).toHaveText(/^NL-/);
  return (await page.getByTestId('enquiry-reference').textContent())!.trim();
}

const history = (page: Page) => page.getByTestId('person-history').locator('tbody tr');

async function openBookingLead(page: Page) {
  if (made.lead) {
    await page.goto(made.lead);
  } else {
    await page.goto('/admin/leads?centre=exeter&type=booking');
    const row = page.getByTestId('leads-table').locator('tbody tr', { hasText: made.exeterBooking });
    await row.getByRole('link', { name: made.exeterBooking }).click();
    made.lead = new URL(page.url()).pathname;
  }
  await expect(page.getByTestId('this-person')).toBeVisible();
}


/**
 * Nothing wider than the window once the admin has settled; a failure names the innermost elements
 * that stick out. Settled: in a full run the check right after a form's redirect once read 726 px
 * (390 + 336) while the admin's script was still laying the page out, and 390 alone.
 */
async function expectNoOverflow(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 15_000 })
    .toBeLessThanOrEqual(390)
    .catch(() => undefined);
  const { scrollWidth, wide } = await page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    const out = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > edge);
    const innermost = out.filter((element) => !out.some((other) => other !== element && element.contains(other)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      wide: innermost.slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)}: ${(element.textContent ?? '').trim().slice(0, 80)}`),
    };
  });
  expect(scrollWidth, `wider than the window: ${wide.join(' | ')}`).toBeLessThanOrEqual(390);
}

test('a visitor books rooms and sends an enquiry with one email in two cases; someone else enquires too', async ({
  page,
}) => {
  made.exeterBooking = await bookRoom(page, 'exeter', personEmail.toUpperCase());
  made.andoverBooking = await bookRoom(page, 'andover', personEmail);
  made.enquiry = await sendEnquiry(page, 'Jo Contact', `Jo.Contact.${tag}@Example.co.uk`);
  made.otherEnquiry = await sendEnquiry(page, 'Jo at home', otherEmail);
});

test('sales see one person with both, merge another contact in after confirming, and split it out again', async ({
  page,
}) => {
  await signIn(page, staff.contactsSales);
  await openBookingLead(page);
  const person = page.getByTestId('this-person');
  await expect(page.getByTestId('person-facts')).toContainText('Jo Contact');
  await expect(page.getByTestId('person-facts')).toContainText(personEmail);
  await expect(history(page)).toHaveCount(3);
  for (const reference of [made.exeterBooking, made.andoverBooking, made.enquiry])
    await expect(history(page).filter({ hasText: reference })).toHaveCount(1);
  await expect(history(page).filter({ hasText: made.enquiry })).toContainText('Enquiry');
  await expect(history(page).filter({ hasText: made.andoverBooking })).toContainText('Andover');
  await expect(person).not.toContainText(/\d{4}-\d{2}-\d{2}T|UTC|day-pass|meeting-rooms/);
  // Newest first: the enquiry was sent last.
  await expect(history(page).first()).toContainText(made.enquiry);
  if (shots) await page.screenshot({ path: `${shots}/contact-person-1366.png`, fullPage: true });

  // Find the other contact, confirm, merge.
  await page.getByLabel('Their email, name or a reference').fill(`jo.home.${tag}`);
  await page.getByRole('button', { name: 'Find' }).click();
  const candidates = page.getByTestId('person-candidates');
  await expect(candidates).toContainText(otherEmail);
  await candidates.getByRole('link', { name: 'Merge into this person…' }).click();
  const confirm = page.getByTestId('person-merge-confirm');
  await expect(confirm).toContainText('Merge Jo at home into Jo Contact?');
  await expect(confirm).toContainText(made.otherEnquiry);
  if (shots) await page.screenshot({ path: `${shots}/contact-merge-confirm-1366.png`, fullPage: true });
  await submitForm(page, confirm.getByRole('button', { name: 'Yes, merge them' }));
  await expect(page.getByTestId('person-notice')).toHaveText(/^Merged/);
  await expect(page.getByTestId('person-facts')).toContainText(otherEmail);
  await expect(history(page).filter({ hasText: 'Enquiry:' })).toHaveCount(2);
  const mergeLine = history(page).filter({ hasText: 'Contacts merged' });
  await expect(mergeLine).toContainText(
    `Merged in from Jo at home: 1 enquiry and ${otherEmail}, by ${staff.contactsSales.name}`,
  );

  // The wrong one split out again, by its email, after ticking the confirmation.
  await page.getByLabel('Or every row of').selectOption(otherEmail);
  await submitForm(page, page.getByRole('button', { name: 'Split out to a new person' }));
  await expect(page.getByTestId('person-notice')).toContainText('Tick the box to confirm');
  await expect(history(page).filter({ hasText: 'Enquiry:' })).toHaveCount(2);
  await page.getByLabel('Or every row of').selectOption(otherEmail);
  await page.getByLabel('These belong to someone else').check();
  await submitForm(page, page.getByRole('button', { name: 'Split out to a new person' }));
  await expect(page.getByTestId('person-notice')).toHaveText(/^Split/);
  const splitLine = history(page).filter({ hasText: 'Contact split' });
  await expect(splitLine).toContainText(made.otherEnquiry);
  await expect(splitLine).toContainText('Split out to a new contact: 1 enquiry');
  await expect(history(page).filter({ hasText: 'Enquiry:' })).toHaveCount(1);
  await expect(page.getByTestId('person-facts')).not.toContainText(otherEmail);

  // A ticked row split out and merged back, at 390 px: the page does not overflow.
  await page.setViewportSize({ width: 390, height: 844 });
  await history(page)
    .filter({ hasText: made.andoverBooking })
    .getByRole('checkbox', { name: `Split out room booking ${made.andoverBooking}` })
    .check();
  await page.getByLabel('These belong to someone else').check();
  await submitForm(page, page.getByRole('button', { name: 'Split out to a new person' }));
  await expect(page.getByTestId('person-notice')).toHaveText(/^Split/);
  await expect(history(page).filter({ hasText: 'Room booking:' })).toHaveCount(1);
  await page.getByLabel('Their email, name or a reference').fill(made.andoverBooking);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByTestId('person-candidates').getByRole('link', { name: 'Merge into this person…' }).click();
  await submitForm(
    page,
    page.getByTestId('person-merge-confirm').getByRole('button', { name: 'Yes, merge them' }),
  );
  await expect(page.getByTestId('person-notice')).toHaveText(/^Merged/);
  await expect(history(page).filter({ hasText: 'Room booking:' })).toHaveCount(2);
  await expectNoOverflow(page);
  if (shots) await page.screenshot({ path: `${shots}/contact-person-390.png`, fullPage: true });
});

test('a centre manager sees only their centre’s rows of the person and cannot move the others', async ({
  page,
}) => {
  await signIn(page, staff.contactsManager);
  await openBookingLead(page);
  await expect(history(page).filter({ hasText: made.exeterBooking })).toHaveCount(1);
  await expect(history(page).filter({ hasText: made.enquiry })).toHaveCount(1);
  // Neither the row nor the merges and splits that moved it name the Andover booking.
  await expect(page.getByTestId('person-history')).not.toContainText(made.andoverBooking);
  await expect(page.getByTestId('person-history')).not.toContainText(otherEmail);
  await expect(page.getByTestId('person-hidden')).toContainText(
    '1 more row of this person is at centres you do not manage',
  );
  // Every row of the email includes the Andover booking: refused, nothing moves.
  await page.getByLabel('Or every row of').selectOption(personEmail);
  await page.getByLabel('These belong to someone else').check();
  await submitForm(page, page.getByRole('button', { name: 'Split out to a new person' }));
  await expect(page.getByTestId('person-notice')).toContainText('centres you do not manage');
  // Nobody at another centre is offered for a merge.
  await page.getByLabel('Their email, name or a reference').fill(made.andoverBooking);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('person-candidates-none')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/contact-manager-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('person-hidden')).toBeVisible();
  await expectNoOverflow(page);
  if (shots) await page.screenshot({ path: `${shots}/contact-manager-390.png`, fullPage: true });
});

test('an editor, and a post not from the admin’s pages, are refused', async ({ playwright, baseURL }) => {
  const form = {
    lead: '00000000-0000-4000-8000-000000000000',
    into: '00000000-0000-4000-8000-000000000000',
    from: '00000000-0000-4000-8000-000000000001',
    confirm: 'merge',
  };
  const editor = await apiAs(playwright, baseURL, staff.contactsEditor);
  expect((await editor.post('/cms-api/contacts/merge', { form })).status()).toBe(403);
  await editor.dispose();
  const sales = await apiAs(playwright, baseURL, staff.contactsSales);
  const elsewhere = await sales.post('/cms-api/contacts/merge', {
    form,
    headers: { Origin: 'https://elsewhere.example' },
  });
  expect(elsewhere.status()).toBe(403);
  expect(await elsewhere.text()).toContain('not from this site');
  await sales.dispose();
});
