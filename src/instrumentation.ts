/*
 * Opens and migrates the database and starts the outbox worker when the server starts, so the
 * first enquiry does not pay PGlite's cold start (about 3 s on an empty data directory).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { getEnquiryRuntime } = await import('./server/runtime');
    await getEnquiryRuntime();
  }
}
