/*
 * One app instance's start-up without its HTTP server: exactly what src/instrumentation.ts runs
 * under `next start` (the database and its migrations, the outbox worker, the shutdown handler, the
 * CMS with its migrations and seed, the publish listener). Prints one JSON line when ready, then
 * stays up, as a server would, until a signal. Used by src/instrumentation.test.ts:
 *   node --import tsx --conditions react-server tests/instance-start.ts
 */
process.env.NEXT_RUNTIME = 'nodejs';
const started = Date.now();
const { register } = await import('../src/instrumentation');
await register();
console.log(JSON.stringify({ ready: true, pid: process.pid, ms: Date.now() - started }));
// What keeps a server's process alive is its listening socket; here, a timer.
setInterval(() => undefined, 60_000);

export {};
