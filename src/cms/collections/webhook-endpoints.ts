import { randomBytes } from 'node:crypto';
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload';
import { checkEndpointUrl, endpointUrlMaxLength } from '@/domain/webhooks/endpoint-url';
import { webhookEventLabels, webhookEventTypes } from '@/domain/webhooks/events';
import { adminsOnly } from '../access';
import { keepValidationMessages } from '../validate-with';
import { webhookUrlPolicy } from '@/server/webhooks/policy';

/*
 * Endpoints of other systems (a CRM, Zapier) that the site sends signed webhooks to (issue 40 item 5,
 * docs/decisions/0047-outgoing-webhooks.md, docs/webhooks.md). Admins only: an endpoint receives
 * visitors' names and emails. The signing secret is made by the server when the endpoint is
 * created (or on request), shown to admins to paste into the receiving system, and never typed in.
 * The deliveries, their answers and the replay button are on the endpoint's page (src/cms/webhooks).
 */

/** 32 random bytes, prefixed so that a leaked one is recognisable in a scanner's report. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

const secretOnSave: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  const previous = (originalDoc as { secret?: string } | undefined)?.secret;
  // The environment's endpoint is signed with ENQUIRY_WEBHOOK_SECRET: changed there, not here.
  const fromEnvironment = (originalDoc as { fromEnvironment?: boolean } | undefined)?.fromEnvironment === true;
  const wantsNew = (data as { newSecret?: boolean }).newSecret === true && !fromEnvironment;
  const next = { ...data, url: typeof data.url === 'string' ? data.url.trim() : data.url };
  delete (next as { newSecret?: unknown }).newSecret;
  return { ...next, secret: operation === 'create' || wantsNew || !previous ? newWebhookSecret() : previous };
};

export const WebhookEndpoints: CollectionConfig = {
  slug: 'webhook-endpoints',
  labels: { singular: 'Webhook endpoint', plural: 'Webhook endpoints' },
  admin: {
    group: 'Settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'url', 'active', 'updatedAt'],
    description:
      'Other systems (a CRM, Zapier) the website tells when something happens. Each message is signed with the endpoint’s secret; see docs/webhooks.md for how the receiving system checks it.',
  },
  access: { read: adminsOnly, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  // keepValidationMessages: the address's refusal reaches the admin under the field (validate-with.ts says why).
  hooks: { beforeChange: [secretOnSave], afterError: [keepValidationMessages] },
  fields: [
    {
      name: 'fromEnvironment',
      label: 'Set in the environment',
      type: 'checkbox',
      defaultValue: false,
      // Written by the server at start (src/server/webhooks/environment-endpoint.ts), never by staff.
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => data?.fromEnvironment === true,
        description:
          'This is the webhook set in the server’s environment (ENQUIRY_WEBHOOK_URL and ENQUIRY_WEBHOOK_SECRET): its address and secret are changed there by whoever runs the server, and apply at the next start. Its name, events and Sending switch are yours. Deleted, it comes back at the next start; to stop it for good, untick Sending or ask for the variables to be removed.',
      },
    },
    {
      name: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      minLength: 2,
      maxLength: 80,
      admin: { description: 'What staff call it, e.g. “HubSpot” or “Zapier: new leads to Slack”.' },
    },
    {
      name: 'url',
      label: 'Address to send to',
      type: 'text',
      required: true,
      maxLength: endpointUrlMaxLength,
      access: { update: ({ doc }) => (doc as { fromEnvironment?: boolean } | undefined)?.fromEnvironment !== true },
      admin: {
        description:
          'The https:// address the other system gave you. Addresses inside a private network are refused.',
      },
      validate: (
        value: string | null | undefined,
        options?: { siblingData?: { fromEnvironment?: boolean } },
      ) => {
        const check = checkEndpointUrl(value, {
          ...webhookUrlPolicy(),
          setByOperator: options?.siblingData?.fromEnvironment === true,
        });
        return check.ok ? true : check.problem;
      },
    },
    {
      name: 'events',
      label: 'Send when',
      type: 'select',
      hasMany: true,
      required: true,
      options: webhookEventTypes.map((value) => ({ value, label: webhookEventLabels[value] })),
      admin: { description: 'Only these events are sent to this address.' },
    },
    {
      name: 'active',
      label: 'Sending',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Untick to pause: nothing is sent, and what was waiting is not sent later.' },
    },
    {
      name: 'secret',
      label: 'Signing secret',
      type: 'text',
      // Made by the server, never typed in (secretOnSave).
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        description:
          'Made by the website when the endpoint is saved (the endpoint set in the environment uses ENQUIRY_WEBHOOK_SECRET). Paste it into the receiving system to check each message’s Northlight-Signature header.',
        condition: (data) => typeof data?.secret === 'string' && data.secret.length > 0,
      },
    },
    {
      name: 'newSecret',
      label: 'Make a new secret when I save',
      type: 'checkbox',
      virtual: true,
      admin: {
        description: 'The old secret stops working at once: update the receiving system straight after.',
        condition: (data) =>
          typeof data?.secret === 'string' && data.secret.length > 0 && data.fromEnvironment !== true,
      },
    },
    {
      name: 'deliveries',
      label: 'Deliveries',
      type: 'ui',
      admin: { components: { Field: '/cms/webhooks/deliveries-field#WebhookDeliveries' } },
    },
  ],
};
