import type { GlobalConfig } from 'payload';
import { licenceSettingsSchema, type LicenceSettings } from '@/domain/licence/settings';
import { licenceFamilyOf, maxDepositMonths } from '@/domain/licence/terms';
import { unitWorkspaceTypes } from '@/domain/units';
import { getWorkspaceType } from '@/domain/workspace-types';
import { contentEditors, hasRole } from '../access';
import { revalidateGlobalOnPublish } from '../revalidate';
import { contentVersions, validateGlobalWith } from '../validate-with';

/*
 * Taking space online (issue 38): which workspace types may be taken online and on what deposit
 * (a unit can say otherwise), how long a signed but unpaid licence holds the unit, the notice
 * before a start, and the bank details deposits are paid to when there is no card payment.
 */

type SettingsDoc = Partial<LicenceSettings> & { types?: Partial<LicenceSettings['types'][number]>[] | null };

export const docToLicenceSettings = (doc: unknown): unknown => {
  const value = doc as SettingsDoc;
  return {
    holdHours: value.holdHours,
    minimumNoticeDays: value.minimumNoticeDays,
    bank: value.bank,
    types: (value.types ?? []).map((row) => ({
      workspaceType: row.workspaceType,
      takeOnline: row.takeOnline === true,
      depositMonths: row.depositMonths,
    })),
  };
};

export const LicenceSettingsGlobal: GlobalConfig = {
  slug: 'licence-settings',
  label: 'Taking space online',
  admin: {
    group: 'Sales',
    description: 'Which spaces can be taken online, the deposit, the hold and the bank details for transfers.',
  },
  versions: { ...contentVersions, max: 50 },
  access: { read: ({ req }) => hasRole(req.user, 'admin', 'editor', 'sales'), update: contentEditors },
  hooks: {
    beforeChange: [validateGlobalWith(licenceSettingsSchema, docToLicenceSettings, 'licence-settings')],
    afterChange: [revalidateGlobalOnPublish],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'holdHours',
          label: 'Hold a signed, unpaid unit for (hours)',
          type: 'number',
          required: true,
          defaultValue: 48,
          min: 1,
          max: 168,
        },
        {
          name: 'minimumNoticeDays',
          label: 'Earliest start (days from today)',
          type: 'number',
          required: true,
          defaultValue: 2,
          min: 0,
          max: 60,
        },
      ],
    },
    {
      name: 'bank',
      label: 'Bank details for deposits paid by transfer',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'accountName', label: 'Account name', type: 'text', required: true, maxLength: 120 },
            { name: 'bankName', label: 'Bank', type: 'text', required: true, maxLength: 80 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'sortCode', label: 'Sort code (12-34-56)', type: 'text', required: true, maxLength: 8 },
            { name: 'accountNumber', label: 'Account number (8 digits)', type: 'text', required: true, maxLength: 8 },
          ],
        },
      ],
    },
    {
      name: 'types',
      label: 'Per workspace type',
      type: 'array',
      admin: {
        description: 'A unit can override both in its own “Taking it online” settings.',
        initCollapsed: true,
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'workspaceType',
              label: 'Workspace type',
              type: 'select',
              required: true,
              options: unitWorkspaceTypes
                .filter((type) => licenceFamilyOf(type) !== undefined)
                .map((value) => ({ value, label: getWorkspaceType(value).label })),
            },
            { name: 'takeOnline', label: 'Can be taken online', type: 'checkbox', defaultValue: true },
            {
              name: 'depositMonths',
              label: 'Deposit (months of rent)',
              type: 'number',
              required: true,
              defaultValue: 2,
              min: 0,
              max: maxDepositMonths,
            },
          ],
        },
      ],
    },
  ],
};
