import 'server-only';
import type { Logger } from 'pino';

/*
 * Graceful shutdown on SIGTERM (docker stop, Kubernetes, systemd) and SIGINT (Ctrl-C).
 *
 * `next start` and the standalone server.js already handle both signals
 * (next/dist/server/lib/start-server.js): they stop accepting connections, let the requests in
 * flight finish, then call process.exit(143 or 130). That is the HTTP half, and it is not redone
 * here. Next knows nothing of the outbox worker or of our database, though: its exit would cut a
 * webhook delivery in flight (re-sent after its lease, a duplicate for the receiver to drop) and
 * drop the database without closing it.
 *
 * So on the signal the worker stops claiming at once and the deliveries in hand may finish; Next's
 * exit, when its requests are done, is held until they have; the connections are closed only then
 * (an enquiry still being posted needs the database); and the process exits 0. All of it within
 * `boundMs` of the signal: past that, connections are closed anyway and the exit code is 1 (a
 * delivery cut short comes back when its lease ends). With no server handling the signal (a script,
 * or NEXT_MANUAL_SIG_HANDLE set) the process exits by itself once the work is done.
 */

export type ShutdownPlan = {
  /** Stops taking new work; resolves when the work in hand is done. */
  readonly drain: () => Promise<void>;
  /** Closes connections, in this order, after the last request. */
  readonly close: readonly (() => Promise<void>)[];
  /** From the signal to the exit, at most. */
  readonly boundMs: number;
  readonly log: Logger;
};

const installedKey = Symbol.for('northlight.shutdown');
type GlobalWithShutdown = typeof globalThis & { [installedKey]?: boolean };

const within = <T>(work: Promise<T>, ms: number, late: T): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(late), Math.max(0, ms));
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

async function closeAll(plan: ShutdownPlan, deadline: number): Promise<boolean> {
  let ok = true;
  for (const close of plan.close) {
    try {
      // Each step gets what is left of the bound, and at least a second to say goodbye.
      if (
        !(await within(
          close().then(() => true),
          Math.max(1000, deadline - Date.now()),
          false,
        ))
      )
        ok = false;
    } catch (error) {
      ok = false;
      plan.log.error({ err: error instanceof Error ? error.name : 'error' }, 'could not close a connection');
    }
  }
  return ok;
}

function shutDown(plan: ShutdownPlan, signal: NodeJS.Signals, serverExits: boolean): void {
  const started = Date.now();
  const deadline = started + plan.boundMs;
  const exit = process.exit.bind(process);
  plan.log.info(
    { signal, boundMs: plan.boundMs },
    'shutting down: no new deliveries, finishing those in flight',
  );
  const drained = within(
    plan.drain().then(() => true),
    plan.boundMs,
    false,
  ).catch(() => false);
  let finishing: Promise<void> | undefined;
  const finish = () =>
    (finishing ??= (async () => {
      const complete = await drained;
      if (!complete)
        plan.log.warn('shutdown bound reached with deliveries in flight: they are retried after their lease');
      const closed = await closeAll(plan, deadline);
      plan.log.info({ signal, ms: Date.now() - started }, 'shut down');
      exit(complete && closed ? 0 : 1);
    })());
  if (!serverExits) {
    void finish();
    return;
  }
  // Next calls process.exit once its requests are done; our work may not be.
  process.exit = (() => {
    void finish();
  }) as unknown as typeof process.exit;
  // A request that never ends must not keep the instance up past the bound.
  setTimeout(() => void finish(), plan.boundMs).unref();
}

/** Called once from instrumentation.ts, after the runtime is up. */
export function installGracefulShutdown(plan: ShutdownPlan): void {
  const holder = globalThis as GlobalWithShutdown;
  if (holder[installedKey]) return;
  holder[installedKey] = true;
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // A second signal (Ctrl-C pressed twice, a shell passing it on) changes nothing.
    if (signalled) return;
    signalled = true;
    // Next's start-server registers its handler before instrumentation runs, so another listener
    // means a server that will drain its requests and then call process.exit.
    shutDown(plan, signal, process.listenerCount(signal) > 1);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
