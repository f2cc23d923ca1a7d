import { describe, expect, it } from 'vitest';
import { ConversionSettingsGlobal, secretOnSave } from './conversion-settings';

/* The offline conversions settings' own rules: a write-only API secret, admins change, sales read. */

describe('the offline conversions settings', () => {
  it('keeps the saved API secret unless a new one is typed or it is removed, and never takes one from elsewhere', () => {
    expect(secretOnSave({ ga4ApiSecret: 'sent-by-a-client', ga4MeasurementId: ' G-AB12CD34 ' }, 'saved_secret_1')).toEqual({
      ga4ApiSecret: 'saved_secret_1',
      ga4ApiSecretSaved: true,
      ga4MeasurementId: 'G-AB12CD34',
      newGa4ApiSecret: null,
      removeGa4ApiSecret: false,
    });
    const cleared = { newGa4ApiSecret: null, removeGa4ApiSecret: false };
    expect(secretOnSave({ newGa4ApiSecret: '  new_secret_2 ' }, 'saved_secret_1')).toEqual({
      ga4ApiSecret: 'new_secret_2',
      ga4ApiSecretSaved: true,
      ...cleared,
    });
    expect(secretOnSave({ removeGa4ApiSecret: true, newGa4ApiSecret: 'ignored_3' }, 'saved_secret_1')).toEqual({
      ga4ApiSecret: null,
      ga4ApiSecretSaved: false,
      ...cleared,
    });
    expect(secretOnSave({}, undefined)).toEqual({ ga4ApiSecret: null, ga4ApiSecretSaved: false, ...cleared });
  });

  it('never reads the secret back, lets admins change it and sales read the rest', () => {
    const fields = JSON.stringify(ConversionSettingsGlobal.fields, (key, value: unknown) =>
      typeof value === 'function' ? `fn:${key}` : value,
    );
    expect(fields).toContain('"name":"ga4ApiSecret"');
    const secret = findField(ConversionSettingsGlobal.fields, 'ga4ApiSecret') as { access?: { read?: () => boolean }; admin?: { hidden?: boolean } };
    expect(secret.access?.read?.()).toBe(false);
    expect(secret.admin?.hidden).toBe(true);
    const user = (role: string) => ({ req: { user: { id: 1, role } } }) as never;
    const { read, update } = ConversionSettingsGlobal.access as { read: (args: never) => boolean; update: (args: never) => boolean };
    expect([read(user('admin')), read(user('sales')), read(user('editor'))]).toEqual([true, true, false]);
    expect([update(user('admin')), update(user('sales'))]).toEqual([true, false]);
  });
});

function findField(fields: readonly unknown[], name: string): unknown {
  for (const field of fields as { name?: string; fields?: unknown[] }[]) {
    if (field.name === name) return field;
    const inner = field.fields ? findField(field.fields, name) : undefined;
    if (inner) return inner;
  }
  return undefined;
}
