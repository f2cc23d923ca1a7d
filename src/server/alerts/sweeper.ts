import 'server-only';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { errorFacts } from '../failures';
import { sweepAlertSubscriptions } from './subscriptions';

/*
 * Deletes alert subscriptions past their time, on any instance (each sweep is two DELETEs with
 * their own conditions, so two instances sweeping at once do no harm): never confirmed after 7
 * days, confirmed 12 months after confirmation. Runs like the payment sweeper, on a timer started
 * with the outbox worker; hourly is plenty for a rule counted in days. Logs counts only.
 */
export class AlertSweeper {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    private readonly intervalMs = 60 * 60 * 1000,
  ) {}

  start(): void {
    // One sweep soon after start (a server that restarts often would otherwise never sweep).
    const first = setTimeout(() => void this.sweep(), 30_000);
    first.unref();
    this.#timer ??= setInterval(() => void this.sweep(), this.intervalMs);
    this.#timer.unref();
  }

  sweep(): Promise<unknown> {
    this.#running ??= sweepAlertSubscriptions(this.db)
      .then((deleted) => {
        if (deleted.pending + deleted.expired > 0) this.log.info(deleted, 'alert subscriptions deleted');
      })
      .catch((error: unknown) => this.log.error(errorFacts(error), 'alert sweep failed'))
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
