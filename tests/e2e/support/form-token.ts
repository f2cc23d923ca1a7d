import { createHmac, randomBytes } from 'node:crypto';

/*
 * The enquiry form's signed token (src/server/requests/form-token.ts) as the browser tests' servers sign it:
 * they are started with this ENQUIRY_FORM_SECRET (playwright.config.ts), so a test can hand its
 * browser a token shown at a time of its choosing. Tokens are single-use: one per test context.
 */
export const e2eFormTokenSecret = 'e2e-enquiry-form-secret-0123456789abcdef';

export function formTokenIssuedAt(issuedAt: number, secret = e2eFormTokenSecret): string {
  const payload = `v1.${issuedAt.toString(36)}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}
