import type { GlobalConfig } from 'payload';
import { siteSettingsSchema } from '@/domain/site-settings';
import { standardVatRatePercent } from '@/domain/vat';
import { contentEditors } from '../access';
import { revalidateGlobalOnPublish } from '../revalidate';
import { contentVersions, validateGlobalWith } from '../validate-with';

/* The advisor line and the sales mailbox, shown on every page, and the VAT rate prices add. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Advisor line and contact',
  admin: { group: 'Content', description: 'Shown in the header, footer and contact section of every page.' },
  versions: { ...contentVersions, max: 50 },
  access: { read: contentEditors, update: contentEditors },
  hooks: {
    beforeChange: [validateGlobalWith(siteSettingsSchema, (data) => data, 'site-settings')],
    afterChange: [revalidateGlobalOnPublish],
  },
  fields: [
    {
      name: 'advisorPhone',
      label: 'Advisor phone',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'display', label: 'As shown', type: 'text', required: true, maxLength: 20 },
            { name: 'e164', label: 'International form (+44…)', type: 'text', required: true, maxLength: 16 },
          ],
        },
        { name: 'hours', label: 'When it is answered', type: 'text', required: true, maxLength: 80 },
      ],
    },
    { name: 'salesEmail', label: 'Sales email', type: 'email', required: true },
    {
      name: 'vatRatePercent',
      label: 'VAT rate (%)',
      type: 'number',
      required: true,
      defaultValue: standardVatRatePercent,
      min: 0,
      max: 50,
      admin: { description: 'Added to prices entered before VAT (virtual-office plans). The UK standard rate is 20.' },
    },
    {
      name: 'businessUnitsExVat',
      label: 'Quote business units before VAT',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Ticked: workshops, stores and other units show their rent with "+ VAT". Unticked: the site adds VAT at the rate above and shows "inc. VAT". Rents are always entered before VAT; serviced workspace is always shown "+ VAT".',
      },
    },
  ],
};
