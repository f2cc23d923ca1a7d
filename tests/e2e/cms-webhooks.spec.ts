import { createHmac, timingSafeEqual } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test';
import { webhookJourneyFixtures } from '../cms/enquiry-fixtures';
import { signIn, submitForm } from '../cms/helpers';
import { tagStubOrigin } from '../cms/ports';
import { staff } from '../cms/staff';
import { shootAtWidths } from './support/screenshots';

/*
 * Outgoing webhooks (issue 40 item 5, docs/webhooks.md): an administrator registers an endpoint
 * (here the tag stub's recorder, allowed on loopback by WEBHOOKS_ALLOW_LOOPBACK), is refused a
 * private address, reads the secret the server made, moves a lead's stage; the recorder receives
 * the event signed with that secret (checked here as a receiver would, with node:crypto alone);
 * the endpoint's page lists the delivery with its answer, and "Send again" delivers it once more
 * with the same event id.
 */

const shots = process.env.WEBHOOKS_SHOTS;

type Recorded = { body: string; signature: string | null; eventId: string | null; delivery: string | null };

/* What a receiver does: the header's t and v1, the HMAC of "t.body", compared in constant time. */
function signatureValid(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300 || !parts.v1)
    return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const actual = Buffer.from(parts.v1, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

async function recorded(request: APIRequestContext, name: string): Promise<Recorded[]> {
  return (await (await request.get(`${tagStubOrigin}/__webhook-signed/${name}`)).json()) as Recorded[];
}

test('an administrator registers an endpoint, a stage change reaches it signed, and is sent again on request', async ({
  page,
  request,
}, testInfo) => {
  // Admin pages are rendered on the server, by servers sharing two cores with the other projects'.
  test.setTimeout(120_000);
  const lead = webhookJourneyFixtures[testInfo.retry + testInfo.repeatEachIndex];
  if (!lead) throw new Error('No untouched lead left for this attempt');
  const recorder = `e2e-crm-${testInfo.retry}-${Date.now().toString(36)}`;
  await signIn(page, staff.webhooksAdmin);

  // The webhook set in the server's environment (ENQUIRY_WEBHOOK_URL) is one of the endpoints: its
  // address and secret are the environment's, read-only here (docs/decisions/0057).
  await page.goto('/admin/collections/webhook-endpoints');
  await page.getByRole('link', { name: 'Site enquiries (set in the environment)' }).click();
  await expect(page.getByText('This is the webhook set in the server’s environment')).toBeVisible();
  await expect(page.getByLabel('Address to send to')).toHaveValue(/\/__webhook\/cms-(pglite|postgres)$/);
  await expect(page.getByLabel('Address to send to')).toBeDisabled();
  await expect(page.getByLabel('Make a new secret when I save')).toHaveCount(0);
  await shootAtWidths(page, shots, 'webhook-endpoint-environment');

  await page.goto('/admin/collections/webhook-endpoints/create');
  await page.getByLabel('Name').fill('CRM (e2e)');
  // A private address is refused, in the staff's words.
  await page.getByLabel('Address to send to').fill('https://10.0.0.5/hooks');
  // Chosen again until it shows: a press before the edit view hydrated chooses nothing (as in
  // cms-units.spec.ts), and the save below would then be refused for want of an event.
  const events = page.locator('#field-events');
  await expect(async () => {
    if (!(await events.textContent())?.includes("A lead's stage changes")) {
      await events.click();
      await page.getByRole('option', { name: "A lead's stage changes" }).click({ timeout: 2_000 });
    }
    await expect(events).toContainText("A lead's stage changes", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  // Payload shows a field's error in its tooltip; pressed again if the first press met a form-state
  // request in flight (as cms-units.spec.ts does).
  const save = page.getByRole('button', { name: 'Save' });
  await expect(async () => {
    await save.click();
    await expect(page.getByText('This address is inside a private network').first()).toBeAttached({
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
  expect(page.url()).toContain('/create');
  await page.getByLabel('Address to send to').fill(`${tagStubOrigin}/__webhook-signed/${recorder}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/collections\/webhook-endpoints\/\d+$/);
  const endpointPage = new URL(page.url()).pathname;
  const secret = await page.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('Nothing sent yet')).toBeVisible();

  // The lead moves from new to contacted.
  await page.goto('/admin/leads?centre=andover&type=enquiry&stage=new');
  const row = page.getByTestId('leads-table').locator('tbody tr', { hasText: lead.reference });
  await row.getByRole('link', { name: lead.reference }).click();
  await page.getByLabel('Move to').selectOption({ label: 'Contacted' });
  await submitForm(page, page.getByRole('button', { name: 'Save', exact: true }));
  await expect(page.getByTestId('lead-notice')).toHaveText('Saved: stage.');
  const leadId = new URL(page.url()).pathname.split('/').pop();

  await expect.poll(async () => (await recorded(request, recorder)).length, { timeout: 20_000 }).toBe(1);
  const [first] = await recorded(request, recorder);
  const body = JSON.parse(first!.body) as {
    id: string;
    type: string;
    data: { lead: { id: string }; change: { from: string; to: string }; contact: { email: string } };
  };
  expect(body.type).toBe('lead.stage_changed');
  expect(body.data.lead.id).toBe(leadId);
  expect(body.data.change).toEqual({ from: 'new', to: 'contacted' });
  expect(body.data.contact.email).toBe(lead.email);
  expect(first!.eventId).toBe(body.id);
  expect(first!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(signatureValid(secret, first!.signature!, first!.body)).toBe(true);
  expect(signatureValid(`${secret}x`, first!.signature!, first!.body)).toBe(false);

  // The endpoint's page lists the delivery, in words and UK time, with the recorder's answer.
  await page.goto(endpointPage);
  const delivery = page.locator(`tr[data-delivery="${first!.delivery}"]`);
  await expect(delivery).toContainText("A lead's stage changes");
  await expect(delivery).toContainText('Delivered');
  await expect(delivery).toContainText('Answered 200');
  await expect(delivery).toContainText('{"received":true}');
  await shootAtWidths(page, shots, 'webhook-endpoint');

  // Sent again on request: once, with the same event id.
  await delivery.getByRole('button', { name: 'Send again' }).click();
  await expect(delivery.getByRole('status')).toHaveText(
    'Sending again now. Reload the page to see the answer.',
  );
  await expect.poll(async () => (await recorded(request, recorder)).length, { timeout: 20_000 }).toBe(2);
  const [, again] = await recorded(request, recorder);
  expect(again!.eventId).toBe(body.id);
  expect(again!.delivery).toBe(first!.delivery);
  expect(signatureValid(secret, again!.signature!, again!.body)).toBe(true);
  await page.reload();
  await expect(delivery.locator('li')).toHaveCount(2);
  expect((await recorded(request, recorder)).length).toBe(2);
});
