/*
 * Runs once when the server starts. It stops the server when LAUNCHED contradicts the build (the
 * launch flag is decided at build time), hands the page cache the builder of each page's
 * Content-Security-Policy, stamps each request with its socket's address (for the enquiry rate
 * limit), then opens and migrates the database and starts the outbox worker, so the
 * first enquiry does not pay PGlite's cold start (about 3 s on an empty data directory), then
 * starts the CMS on the same database, with its jobs queue (scheduled publishing). Instances started together on one PostgreSQL take turns
 * at migrating and seeding it (an advisory lock, src/server/db/client.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    // Before any request: every cached page is sent with the policy this builds from its HTML.
    const { registerDocumentPolicy } = await import('./server/site/document-policy');
    registerDocumentPolicy();
    // Before any request: the rate limit needs the socket's address (src/server/requests/client-address.ts).
    const { installPeerAddressHeader } = await import('./server/requests/client-address');
    installPeerAddressHeader();
    const { builtLaunched, launchFlagMismatch } = await import('./env');
    const mismatch = launchFlagMismatch(process.env, builtLaunched());
    if (mismatch) {
      // Exit rather than throw: Next would keep listening and answer every request with a 500.
      console.error(`Northlight will not start: ${mismatch}`);
      process.exit(1);
    }
    // Before the outbox worker starts: how visitor mails read their booking, viewing or order.
    const { registerVisitorMailSubjects } = await import('./content/visitor-mail');
    registerVisitorMailSubjects();
    const { registerLicenceMail } = await import('./content/licences');
    registerLicenceMail();
    const { registerProposalMail } = await import('./content/proposals');
    registerProposalMail();
    const { getEnquiryRuntime, installRuntimeShutdown } = await import('./server/runtime');
    // From here on SIGTERM lets deliveries in flight finish and closes the database after Next has
    // drained its requests, then exits 0 (src/server/site/shutdown.ts).
    installRuntimeShutdown(await getEnquiryRuntime());
    // The CMS connects to the same database, runs its migrations and seeds an empty database now,
    // so the first visitor after a fresh start sees today's content, not an empty site.
    const [{ getPayload }, { default: config }] = await Promise.all([
      import('payload'),
      import('./cms/payload.config'),
    ]);
    // With its jobs queue running: scheduled publishing and unpublishing (src/cms/jobs.ts).
    const payload = await getPayload({ config, cron: true });
    // Unpaid licence holds end on their own, each minute (src/server/licences/expiry.ts).
    const { startLicenceHoldExpiry } = await import('./content/licences');
    startLicenceHoldExpiry();
    // No administrator yet (a fresh install): a one-time setup link, printed once (src/cms/first-admin).
    const { announceFirstAdminSetup } = await import('./cms/first-admin/first-admin');
    await announceFirstAdminSetup(payload);
    // With several instances on PostgreSQL, a publish on one refreshes the pages of all.
    const { listenForPublishes } = await import('./server/site/content-broadcast');
    await listenForPublishes();
  }
}
