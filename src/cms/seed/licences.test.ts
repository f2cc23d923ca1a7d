import { describe, expect, it } from 'vitest';
import { licenceSettingsSchema, licenceTemplateSchema } from '@/domain/licence/settings';
import { licenceFamilies } from '@/domain/licence/terms';
import { seedLicenceSettings, seedLicenceTemplates } from './licences';

describe('the seed licences', () => {
  it('gives every family one template that passes the publish check', () => {
    expect(seedLicenceTemplates.map((template) => template.family).sort()).toEqual([...licenceFamilies].sort());
    for (const template of seedLicenceTemplates)
      expect(licenceTemplateSchema.safeParse({ ...template, id: 1, version: 1 }).error?.issues ?? []).toEqual([]);
  });

  it('starts with settings that pass their schema: 48 hours’ hold, two months’ deposit for units, none for coworking', () => {
    const settings = licenceSettingsSchema.parse(seedLicenceSettings);
    expect(settings.holdHours).toBe(48);
    expect(settings.types.find((row) => row.workspaceType === 'workshops')?.depositMonths).toBe(2);
    expect(settings.types.find((row) => row.workspaceType === 'coworking-spaces')?.depositMonths).toBe(0);
  });
});
