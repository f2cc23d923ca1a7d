import { expect, type Locator, type Page } from '@playwright/test';
import { minimumFillMs } from '../../../src/domain/enquiry/enquiry-schema';

/* Steps the booking journeys share: a free weekday, a slot, the reservation form filled in. */

/** A weekday `from` to `from + spread` days ahead (random, so reruns on one database do not collide). */
export function weekdayAhead(from: number, spread: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + from + Math.floor(Math.random() * spread));
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The form token carries the time the form was shown: wait until it is old enough (read, not guessed). */
export async function waitUntilTokenOldEnough(form: Locator): Promise<void> {
  const token = await form.locator('input[name="token"]').inputValue();
  const issuedAt = parseInt(token.split('.')[1]!, 36);
  expect(Number.isSafeInteger(issuedAt)).toBe(true);
  await expect
    .poll(() => Date.now() - issuedAt, { intervals: [50], timeout: minimumFillMs + 5_000 })
    .toBeGreaterThanOrEqual(minimumFillMs + 50);
}

/** Chooses the room's free slot at `index` (from the end when negative); answers its label. */
export async function chooseSlot(page: Page, room: string, index: number): Promise<string> {
  const slots = page.locator(`[data-room="${room}"]`).getByRole('list', { name: /Free times/ }).getByRole('button');
  const slot = index < 0 ? slots.nth((await slots.count()) + index) : slots.nth(index);
  const label = (await slot.textContent())!.trim();
  await slot.click();
  await expect(page.getByRole('heading', { name: new RegExp(`Reserve .*${label}`) })).toBeVisible();
  return label;
}

export function reserveRegion(page: Page): Locator {
  return page.getByRole('region', { name: /^Reserve/ });
}

export async function fillReserve(page: Page, details: { name: string; email: string; phone: string }): Promise<void> {
  const reserve = reserveRegion(page);
  await reserve.getByLabel('Your name').fill(details.name);
  await reserve.getByLabel('Email').fill(details.email);
  await reserve.getByLabel('Phone').fill(details.phone);
  await waitUntilTokenOldEnough(reserve);
}
