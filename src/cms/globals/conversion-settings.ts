import type { GlobalBeforeChangeHook, GlobalConfig } from 'payload';
import {
  conversionKindLabels,
  conversionKinds,
  defaultConversionNames,
  ga4ApiSecretPattern,
  ga4MeasurementIdPattern,
  isConversionName,
  maxConversionNameLength,
  type ConversionKind,
} from '@/domain/conversions/conversions';
import { adminsOnly, hasRole } from '../access';

/*
 * Offline conversions (issue 40 item 3, docs/decisions/0050, docs/offline-conversions.md): the
 * Google Ads conversion action each kind is imported as, GA4's measurement id and Measurement
 * Protocol API secret, and the import file's download for a period (the ui field). Admins change
 * it; sales read it and download the file. The API secret is write-only: once saved it is never
 * shown or sent back by the API (its field has no read access), only that one is saved; a new one
 * replaces it, and it can be removed.
 */

export const conversionNameFields: Record<ConversionKind, string> = {
  'lead-won': 'adsNameLeadWon',
  'booking-paid': 'adsNameBookingPaid',
  'order-paid': 'adsNameOrderPaid',
  'day-pass-paid': 'adsNameDayPassPaid',
  'licence-signed': 'adsNameLicenceSigned',
};

type SecretData = {
  ga4ApiSecret?: unknown;
  newGa4ApiSecret?: unknown;
  removeGa4ApiSecret?: unknown;
  ga4ApiSecretSaved?: unknown;
  ga4MeasurementId?: unknown;
};

/**
 * The secret is set only from "New API secret" and kept otherwise, whatever else the request
 * carries; the saved flag follows it. `current` reads the stored one (access overridden).
 */
export function secretOnSave(data: SecretData, current: string | undefined): SecretData {
  const typed = typeof data.newGa4ApiSecret === 'string' ? data.newGa4ApiSecret.trim() : '';
  const secret = data.removeGa4ApiSecret === true ? null : typed !== '' ? typed : (current ?? null);
  // The two form fields are stored empty: Payload's admin only lets staff type into stored fields.
  const next: SecretData = {
    ...data,
    ga4ApiSecret: secret,
    ga4ApiSecretSaved: secret !== null,
    newGa4ApiSecret: null,
    removeGa4ApiSecret: false,
  };
  if (typeof next.ga4MeasurementId === 'string') next.ga4MeasurementId = next.ga4MeasurementId.trim();
  return next;
}

const keepSecret: GlobalBeforeChangeHook = async ({ data, req }) => {
  const stored = (await req.payload.findGlobal({
    slug: 'conversion-settings',
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
    req,
  })) as { ga4ApiSecret?: string | null };
  return secretOnSave(data as SecretData, stored.ga4ApiSecret ?? undefined);
};

export const ConversionSettingsGlobal: GlobalConfig = {
  slug: 'conversion-settings',
  label: 'Offline conversions',
  admin: {
    group: 'Sales',
    description:
      'What Google Ads and Google Analytics are told when a lead is won, a room or a virtual office is paid, a day pass bought or a licence signed. See docs/offline-conversions.md.',
  },
  access: { read: ({ req }) => hasRole(req.user, 'admin', 'sales'), update: adminsOnly },
  // Sales open it to download the file while an admin may be editing: no lock stands in their way.
  lockDocuments: false,
  hooks: { beforeChange: [keepSecret] },
  fields: [
    {
      name: 'download',
      label: 'Google Ads import file',
      type: 'ui',
      admin: { components: { Field: '/cms/conversions/download-field#ConversionsDownload' } },
    },
    {
      type: 'collapsible',
      label: 'Conversion names in Google Ads',
      admin: {
        description:
          'Each must be exactly the name of a conversion action of the type “Import from clicks” in Google Ads, or its rows are refused.',
      },
      fields: conversionKinds.map((kind) => ({
        name: conversionNameFields[kind],
        label: conversionKindLabels[kind],
        type: 'text' as const,
        required: true,
        maxLength: maxConversionNameLength,
        defaultValue: defaultConversionNames[kind],
        validate: (value: string | null | undefined) =>
          typeof value === 'string' && isConversionName(value) ? true : 'Give a name of one line, 100 characters at most.',
      })),
    },
    {
      type: 'collapsible',
      label: 'Google Analytics 4 (Measurement Protocol)',
      admin: {
        description:
          'With both set, each conversion is also sent to GA4 from the server, for visitors who allowed analytics. Leave empty to send nothing.',
      },
      fields: [
        {
          name: 'ga4MeasurementId',
          label: 'Measurement ID',
          type: 'text',
          maxLength: 24,
          admin: { description: 'From GA4: Admin › Data streams › your web stream, e.g. G-AB12CD34EF.' },
          validate: (value: string | null | undefined) =>
            !value || ga4MeasurementIdPattern.test(value.trim()) ? true : 'A measurement ID looks like G-AB12CD34EF.',
        },
        {
          name: 'ga4ApiSecret',
          type: 'text',
          // Write-only: set by keepSecret from the field below, never read back through the API.
          access: { read: () => false },
          admin: { hidden: true },
        },
        {
          name: 'ga4ApiSecretSaved',
          label: 'An API secret is saved',
          type: 'checkbox',
          defaultValue: false,
          admin: { readOnly: true, description: 'It is never shown again. To change it, type a new one below.' },
        },
        {
          name: 'newGa4ApiSecret',
          label: 'New API secret',
          type: 'text',
          // Always stored empty (keepSecret): what is typed becomes ga4ApiSecret.
          maxLength: 100,
          admin: {
            autoComplete: 'off',
            description:
              'From GA4: Admin › Data streams › your web stream › Measurement Protocol API secrets › Create. Saved, then never shown.',
          },
          validate: (value: string | null | undefined) =>
            !value || ga4ApiSecretPattern.test(value.trim()) ? true : 'An API secret is 8 to 100 letters, digits, - or _.',
        },
        {
          name: 'removeGa4ApiSecret',
          label: 'Remove the saved API secret (stop sending to GA4)',
          type: 'checkbox',
          defaultValue: false,
        },
      ],
    },
  ],
};
