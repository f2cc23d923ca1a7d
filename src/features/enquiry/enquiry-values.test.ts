import { describe, expect, it } from 'vitest';
import { enquiryDefaults, presetDefaults, typedValues } from './enquiry-values';

describe('typedValues', () => {
  it('is empty for an untouched form, so a saved draft is not overwritten', () => {
    expect(
      typedValues([
        ['intent', 'quote'],
        ['name', ''],
        ['phone', ''],
        ['phoneCountry', 'GB'],
        ['website', ''],
      ]),
    ).toEqual({});
  });

  it('keeps what was typed or chosen, days as a list and the opt-in as a boolean', () => {
    expect(
      typedValues([
        ['intent', 'viewing'],
        ['preferredDays', 'tuesday'],
        ['preferredDays', 'friday'],
        ['name', 'Lena Early'],
        ['phoneCountry', 'IE'],
        ['marketingOptIn', 'on'],
      ]),
    ).toEqual({
      intent: 'viewing',
      preferredDays: ['tuesday', 'friday'],
      name: 'Lena Early',
      phoneCountry: 'IE',
      marketingOptIn: true,
    });
  });

  it('ignores fields the form does not have (the honeypot, source fields, anything injected)', () => {
    expect(
      typedValues([
        ['website', 'http://spam.example'],
        ['pagePath', '/x'],
        ['__proto__', 'x'],
        ['constructor', 'x'],
      ]),
    ).toEqual({});
  });
});

describe('presetDefaults', () => {
  it('keeps what a page chose: a centre page its centre, a type page its type', () => {
    expect(presetDefaults(undefined)).toEqual(enquiryDefaults);
    expect(presetDefaults({ centre: 'exeter' })).toEqual({ ...enquiryDefaults, centre: 'exeter' });
    expect(presetDefaults({ workspaceType: 'virtual-offices' })).toEqual({
      ...enquiryDefaults,
      workspaceType: 'virtual-offices',
    });
  });
});
