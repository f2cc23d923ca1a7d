import { z } from 'zod';
import { unitWorkspaceTypes } from '../units';
import { licenceTemplateMaxLength, licenceTemplateProblems } from './template';
import {
  defaultHoldHours,
  defaultLicenceTypeSettings,
  defaultMinimumNoticeDays,
  licenceFamilies,
  licenceFamilyOf,
  maxDepositMonths,
  type LicenceTypeSettings,
} from './terms';
import type { WorkspaceTypeSlug } from '../workspace-type-slugs';

/*
 * What staff set in the CMS for taking space online: the hold time, the notice before a start, the
 * bank details a deposit is paid to, and per workspace type whether it may be taken online and its
 * deposit. Checked with these schemas on publish, read by the pages and the server alike.
 */

export const sortCodePattern = /^\d{2}-\d{2}-\d{2}$/;
export const accountNumberPattern = /^\d{8}$/;

export const bankDetailsSchema = z.object({
  accountName: z.string().min(2).max(120),
  bankName: z.string().min(2).max(80),
  sortCode: z.string().regex(sortCodePattern, { error: 'Give the sort code as 12-34-56.' }),
  accountNumber: z.string().regex(accountNumberPattern, { error: 'Give the 8-digit account number.' }),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

const licensableTypes = unitWorkspaceTypes.filter((type) => licenceFamilyOf(type) !== undefined);

export const licenceSettingsSchema = z.object({
  holdHours: z.number().int().min(1, { error: 'Hold a unit for at least an hour.' }).max(168, { error: 'Hold a unit for at most a week (168 hours).' }),
  minimumNoticeDays: z.number().int().min(0).max(60),
  bank: bankDetailsSchema,
  types: z
    .array(
      z.object({
        workspaceType: z.enum(licensableTypes as [WorkspaceTypeSlug, ...WorkspaceTypeSlug[]]),
        takeOnline: z.boolean(),
        depositMonths: z.number().int().min(0).max(maxDepositMonths),
      }),
    )
    .max(licensableTypes.length)
    .refine((rows) => new Set(rows.map((row) => row.workspaceType)).size === rows.length, {
      error: 'Each workspace type once.',
    }),
});
export type LicenceSettings = z.infer<typeof licenceSettingsSchema>;

export function typeSettingsOf(settings: LicenceSettings, type: WorkspaceTypeSlug): LicenceTypeSettings {
  const row = settings.types.find((entry) => entry.workspaceType === type);
  return row ? { takeOnline: row.takeOnline, depositMonths: row.depositMonths } : defaultLicenceTypeSettings(type);
}

export const defaultLicenceSettings = (bank: BankDetails): LicenceSettings => ({
  holdHours: defaultHoldHours,
  minimumNoticeDays: defaultMinimumNoticeDays,
  bank,
  types: licensableTypes.map((workspaceType) => ({ workspaceType, ...defaultLicenceTypeSettings(workspaceType) })),
});

export const licenceTemplateSchema = z
  .object({
    id: z.number().int(),
    family: z.enum(licenceFamilies),
    title: z.string().min(5).max(120),
    version: z.number().int().min(1),
    permittedUse: z.string().min(3).max(300),
    body: z.string().max(licenceTemplateMaxLength),
  })
  .superRefine((template, ctx) => {
    for (const message of licenceTemplateProblems(template.body)) ctx.addIssue({ code: 'custom', path: ['body'], message });
  });
export type LicenceTemplate = z.infer<typeof licenceTemplateSchema>;
