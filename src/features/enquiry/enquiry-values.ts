import type { CentreSlug } from '@/domain/centres';
import type { EnquiryInput } from '@/domain/enquiry/enquiry-schema';
import type { WorkspaceTypeSlug } from '@/domain/workspace-types';

/*
 * The enquiry form's starting values, and how what a visitor typed into the server-rendered form
 * (before the script form took over) becomes values for the script form.
 */

export const enquiryDefaults: EnquiryInput = {
  intent: 'quote',
  preferredDays: [],
  name: '',
  email: '',
  phone: '',
  phoneCountry: 'GB',
  company: '',
  workspaceType: '',
  centre: '',
  message: '',
  quoteSizeSqFt: '',
  quoteStartDate: '',
  meetingDate: '',
  meetingStartTime: '',
  meetingDuration: '',
  meetingAttendees: '',
  marketingOptIn: false,
};

export type FormEntries = readonly (readonly [string, string])[];

/** A form's entries (FormData), strings only: files are never part of an enquiry. */
export function formEntries(form: HTMLFormElement): FormEntries {
  return Array.from(
    new FormData(form),
    ([name, value]) => [name, typeof value === 'string' ? value : ''] as const,
  );
}

/**
 * Values from a form's entries, only where they differ from the defaults (with what the page
 * preselected, such as a centre page's centre), so that an untouched server-rendered form does not
 * overwrite a saved draft, nor count as one.
 */
export function typedValues(
  entries: FormEntries,
  base: EnquiryInput = enquiryDefaults,
): Partial<EnquiryInput> {
  const values: Record<string, unknown> = {};
  const days: string[] = [];
  for (const [name, value] of entries) {
    if (name === 'preferredDays') days.push(value);
    else if (name === 'marketingOptIn') values.marketingOptIn = true;
    else if (
      Object.hasOwn(base, name) &&
      value !== '' &&
      value !== base[name as keyof EnquiryInput]
    )
      values[name] = value;
  }
  if (days.length > 0) values.preferredDays = days;
  return values as Partial<EnquiryInput>;
}

/** The form's starting values on a page: the defaults, with what the page preselects. */
export function presetDefaults(preset: EnquiryPreset | undefined): EnquiryInput {
  return {
    ...enquiryDefaults,
    ...(preset?.centre ? { centre: preset.centre } : {}),
    ...(preset?.workspaceType ? { workspaceType: preset.workspaceType } : {}),
  };
}

/** What a page preselects in its server-rendered form. */
export type EnquiryPreset = { readonly centre?: CentreSlug; readonly workspaceType?: WorkspaceTypeSlug };
