import { describe, expect, it } from 'vitest';
import { alertFormPath, unitAnchor } from './alert-paths';

describe('alertFormPath', () => {
  it('prefills what the page is about, and a list’s size and budget, in the form’s own names', () => {
    expect(alertFormPath({})).toBe('/alerts/new');
    expect(alertFormPath({ type: 'workshops', centre: 'exeter' })).toBe(
      '/alerts/new?type=workshops&centre=exeter',
    );
    expect(alertFormPath({ type: 'workshops', minSqFt: 500, maxSqFt: 1000, budgetPounds: 1500 })).toBe(
      '/alerts/new?type=workshops&min=500&max=1000&budget=1500',
    );
  });

  it('leaves out a size bound of nothing', () => {
    expect(alertFormPath({ centre: 'luton', minSqFt: 0, maxSqFt: undefined })).toBe(
      '/alerts/new?centre=luton',
    );
  });
});

describe('unitAnchor', () => {
  it('is the lower-case reference', () => {
    expect(unitAnchor('AND-W04')).toBe('unit-and-w04');
  });
});
