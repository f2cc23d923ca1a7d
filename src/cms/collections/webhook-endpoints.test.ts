import type { CollectionBeforeChangeHook, TextField } from 'payload';
import { describe, expect, it } from 'vitest';
import { hasRole } from '../access';
import { newWebhookSecret, WebhookEndpoints } from './webhook-endpoints';

/* The endpoint collection's own rules: the server-made secret, the address check, admins only. */

const hook = WebhookEndpoints.hooks!.beforeChange![0]! as CollectionBeforeChangeHook;
const run = (
  data: Record<string, unknown>,
  operation: 'create' | 'update',
  originalDoc?: Record<string, unknown>,
) =>
  hook({
    data,
    operation,
    originalDoc,
    collection: WebhookEndpoints,
    context: {},
    req: {},
  } as never) as Record<string, unknown>;

describe('webhook endpoints in the admin', () => {
  it('makes a secret on create, keeps it on update, and makes a new one only on request', () => {
    expect(newWebhookSecret()).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
    const created = run({ name: 'CRM', url: ' https://crm.example.com/in ', secret: 'typed-in' }, 'create');
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.secret).not.toBe('typed-in');
    expect(created.url).toBe('https://crm.example.com/in');
    const kept = run({ name: 'CRM 2' }, 'update', { secret: created.secret });
    expect(kept.secret).toBe(created.secret);
    const renewed = run({ newSecret: true }, 'update', { secret: created.secret });
    expect(renewed.secret).toMatch(/^whsec_/);
    expect(renewed.secret).not.toBe(created.secret);
    expect(renewed).not.toHaveProperty('newSecret');
  });

  it('refuses addresses the server must not post to, in the staff’s words', () => {
    const field = WebhookEndpoints.fields.find(
      (candidate) => 'name' in candidate && candidate.name === 'url',
    ) as TextField;
    const validate = field.validate as unknown as (
      value: string,
      options?: { siblingData?: { fromEnvironment?: boolean } },
    ) => true | string;
    expect(validate('https://hooks.zapier.com/hooks/catch/1/abc/')).toBe(true);
    expect(validate('https://169.254.169.254/latest/meta-data')).toMatch(/private network/);
    expect(validate('http://crm.example.com/in')).toMatch(/https:\/\//);
    // The environment's endpoint: whoever runs the server chose its address (decision 0057), and
    // staff cannot change it.
    const environment = { siblingData: { fromEnvironment: true } };
    expect(validate('http://crm.internal/in', environment)).toBe(true);
    expect(validate('http://10.0.0.5/hooks', { siblingData: { fromEnvironment: false } })).toMatch(/private network|https/);
    const update = field.access!.update!;
    expect(update({ doc: { fromEnvironment: true } } as never)).toBe(false);
    expect(update({ doc: { fromEnvironment: false } } as never)).toBe(true);
  });

  it('is for administrators only, and its secret cannot be written through the API', async () => {
    const access = WebhookEndpoints.access!;
    for (const role of ['admin', 'editor', 'sales', 'centre-manager']) {
      const req = { user: { id: 1, role } };
      for (const operation of ['read', 'create', 'update', 'delete'] as const) {
        expect(await (access[operation] as (args: unknown) => unknown)({ req }), `${role} ${operation}`).toBe(
          hasRole(req.user as never, 'admin'),
        );
      }
    }
    const secret = WebhookEndpoints.fields.find(
      (candidate) => 'name' in candidate && candidate.name === 'secret',
    ) as TextField;
    expect(secret.access?.create?.({} as never)).toBe(false);
    expect(secret.access?.update?.({} as never)).toBe(false);
  });
});
