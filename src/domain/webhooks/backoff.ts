/*
 * When a failed webhook delivery is tried again (docs/decisions/0047). Receivers are other
 * companies' systems, down for minutes or for a weekend: the first retry comes after about 30 s,
 * each later one after twice as long, capped at 6 hours, with jitter so endpoints that failed
 * together are not all retried in the same second. After the 18th failed attempt (at least 25 and
 * at most 51 hours of trying: an outage over a day loses nothing) the delivery is dead; staff can
 * replay it from the admin.
 */

export const webhookMaxAttempts = 18;
export const webhookFirstRetryMs = 30_000;
export const webhookMaxRetryMs = 6 * 60 * 60 * 1000;

/** The wait before the next attempt after failed attempt number `attempt` (1-based): between half and all of the ceiling. */
export function webhookRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(webhookMaxRetryMs, webhookFirstRetryMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (Math.min(1, Math.max(0, random())) * ceiling) / 2);
}

/** Whether a failed attempt ends the delivery (no retry left). */
export function webhookGivesUp(attempt: number): boolean {
  return attempt >= webhookMaxAttempts;
}

/** The ceilings, attempt by attempt: what docs/webhooks.md tabulates for staff. */
export function webhookRetryCeilings(): number[] {
  return Array.from({ length: webhookMaxAttempts - 1 }, (_, index) =>
    webhookRetryDelayMs(index + 1, () => 1),
  );
}
