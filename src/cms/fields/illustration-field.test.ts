import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { illustrationPath } from '@/domain/illustrations';
import { WorkspaceTypes } from '../collections/workspace-types';

/* The workspace type's illustration is chosen from a list with previews, not typed (issue 42, item 5). */
function findField(fields: readonly Field[], name: string): Field | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field;
    const nested = 'fields' in field ? field.fields : 'tabs' in field ? field.tabs.flatMap((tab) => tab.fields) : [];
    const found = findField(nested, name);
    if (found) return found;
  }
  return undefined;
}

describe('the workspace type’s illustration field', () => {
  const field = findField(WorkspaceTypes.fields, 'image') as Field & {
    validate: (value: unknown, options: unknown) => true | string;
    admin: { components: { Field: string } };
  };

  it('is the picker with previews', () => {
    expect(field.admin.components.Field).toBe('/cms/fields/illustration-picker#IllustrationPicker');
  });

  it('accepts only an illustration the site ships', () => {
    expect(field.validate(illustrationPath('cafe'), {})).toBe(true);
    expect(field.validate('/images/workspaces/my-photo.jpg', {})).toBe('Choose one of the illustrations shown.');
    expect(field.validate('', {})).toBe('Choose one of the illustrations shown.');
  });
});
