import 'server-only';
import type { Logger } from 'pino';
import { errorFacts } from '../failures';

/*
 * Holds end on their own (issue 38 item 5): a timer beside the server, as the outbox worker and the
 * payment sweeper run, ends unpaid holds past their time each minute (the content layer's
 * endLapsedOffers: the licence expired with the tenant's mail, the Checkout Session closed, the
 * unit listed again). Safe on several instances at once: each hold ends in one conditional update,
 * so exactly one instance ends it and mails. A run still going when the next is due is not doubled.
 */
export class LicenceHoldExpiry {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    private readonly release: () => Promise<number>,
    private readonly log: Logger,
    private readonly intervalMs = 60_000,
  ) {}

  /** One pass now; answers how many holds ended (0 when a pass is already running). */
  async runOnce(): Promise<number> {
    if (this.#running) return 0;
    const pass = this.release().catch((error: unknown) => {
      this.log.error(errorFacts(error), 'licence hold expiry failed; retried next pass');
      return 0;
    });
    this.#running = pass;
    try {
      return await pass;
    } finally {
      this.#running = undefined;
    }
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.runOnce(), this.intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
