/** The replay endpoint (src/cms/webhooks/endpoints.ts) under Payload's API route. */
export const webhookReplayApi = '/cms-api/webhooks/replay';
