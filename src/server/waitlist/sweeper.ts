import 'server-only';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { errorFacts } from '../failures';
import type { Payments } from '../payments/stripe-client';
import { sweepWaitlistEntries, sweepWaitlistOffers } from './waitlist';

/*
 * The waitlist's timer (docs/decisions/0055), on every instance like the payment sweeper: every
 * 30 seconds it ends offers whose 15 minutes are up and offers each freed slot to the next
 * person; each step is a conditional update or an insert the room's exclusion constraint guards,
 * so two instances at once offer a slot once. It catches every way a slot frees (a visitor's or
 * staff's cancel, a hold unpaid, a refund), whichever code made it; a cancel also calls
 * `nudge` for its room, so the first person hears at once. Hourly it deletes entries past their
 * time. Logs counts only.
 */
export class WaitlistSweeper {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #lastRetention = 0;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    private readonly options: { readonly visitorMail: boolean; readonly payments?: Payments | undefined; readonly onQueued?: () => void },
    private readonly intervalMs = 30_000,
  ) {}

  start(): void {
    this.#timer ??= setInterval(() => void this.sweep(), this.intervalMs);
    this.#timer.unref();
  }

  /** A slot of this room may have freed just now (a cancel): offer it without waiting for the timer. */
  async nudge(roomReference: string): Promise<void> {
    try {
      await this.#offers(roomReference);
    } catch (error) {
      this.log.error(errorFacts(error), 'waitlist nudge failed; the next sweep offers the slot');
    }
  }

  sweep(): Promise<unknown> {
    this.#running ??= this.#offers()
      .then(async () => {
        if (Date.now() - this.#lastRetention < 60 * 60 * 1000) return;
        this.#lastRetention = Date.now();
        const deleted = await sweepWaitlistEntries(this.db);
        if (deleted.pending + deleted.past > 0) this.log.info(deleted, 'waitlist entries deleted');
      })
      .catch((error: unknown) => this.log.error(errorFacts(error), 'waitlist sweep failed'))
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  async #offers(roomReference?: string): Promise<void> {
    const swept = await sweepWaitlistOffers(this.db, { visitorMail: this.options.visitorMail, ...(roomReference ? { roomReference } : {}) });
    if (swept.offered + swept.lapsed + swept.taken > 0) {
      this.log.info({ offered: swept.offered, lapsed: swept.lapsed, taken: swept.taken }, 'waitlist offers swept');
      this.options.onQueued?.();
    }
    for (const session of swept.checkoutSessions) {
      try {
        await this.options.payments?.stripe.checkout.sessions.expire(session);
      } catch (error) {
        this.log.info({ session, ...errorFacts(error) }, 'checkout session of an ended offer not expired');
      }
    }
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
