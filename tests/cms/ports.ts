/* Where the CMS browser tests' servers listen, from the main test server's port. */
export function cmsPorts(basePort: number) {
  return {
    pglite: basePort + 2,
    postgres: basePort + 3,
    /** A second instance on the same PostgreSQL database: a publish on one must reach both. */
    postgresSecond: basePort + 4,
    /** The S3-compatible store both PostgreSQL instances keep their uploads in (tests/s3-server.mjs). */
    s3: basePort + 5,
    /** tests/cms/servers.mjs, which starts the servers above, says here whether any has exited. */
    launcherStatus: basePort + 6,
    /** The dark site the launch-flag journeys read (tests/dark-server.mjs), started by the same launcher. */
    dark: basePort + 7,
  };
}

export const e2eBasePort = Number(process.env.E2E_PORT ?? 3210);

/*
 * The tag stub (tests/tag-stub-server.mjs) moves with E2E_PORT, so two runs on one machine do not
 * fight over it: 3299 by default. The test build bakes the same address in (scripts/test.mjs).
 */
export const tagStubPort = e2eBasePort + 89;
export const tagStubOrigin = `http://127.0.0.1:${tagStubPort}`;

/** The CMS servers deliver enquiries to the tag stub's webhook recorder, one list per project. */
export const webhookRecorder = (name: string) => `${tagStubOrigin}/__webhook/${name}`;

/*
 * The SMTP sink (tests/smtp-sink.mjs) the main test server sends visitor mail to, and the HTTP
 * side where specs read it; both move with E2E_PORT.
 */
export const smtpSinkPorts = { smtp: e2eBasePort + 87, http: e2eBasePort + 86 } as const;
export const smtpSinkOrigin = `http://127.0.0.1:${smtpSinkPorts.http}`;

/*
 * The online-payment journey (tests/e2e/room-payment.spec.ts): a server configured with Stripe
 * keys, and the local fake of Stripe it talks to (tests/fake-stripe.mjs).
 */
export const paymentsPorts = { app: e2eBasePort + 10, fakeStripe: e2eBasePort + 11 };
