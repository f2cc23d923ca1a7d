import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '@/domain/enquiry/enquiry-schema';
import { parseSlotValue, viewingRequestSchema } from './viewing-schema';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phone: '07700 900123',
  phoneCountry: 'GB',
  centre: 'exeter',
  slot: '2026-06-02T10:30',
  units: ['EXE-W04', 'EXE-W05', 'EXE-W04'],
  touch: JSON.stringify({ utm_source: 'newsletter', landing_path: '/viewings/exeter' }),
};

describe('the viewing form', () => {
  it('accepts a plain form post, units once each, and the page touch', () => {
    const parsed = viewingRequestSchema.parse(valid);
    expect(parsed.units).toEqual(['EXE-W04', 'EXE-W05']);
    expect(parsed.touch).toEqual({ utm_source: 'newsletter', landing_path: '/viewings/exeter' });
    expect(viewingRequestSchema.parse({ ...valid, units: 'EXE-W04' }).units).toEqual(['EXE-W04']);
    expect(viewingRequestSchema.parse({ ...valid, units: undefined }).units).toEqual([]);
    expect(viewingRequestSchema.parse({ ...valid, touch: '{not json' }).touch).toBeUndefined();
  });

  it('gives a message per field for bad input', () => {
    const parsed = viewingRequestSchema.safeParse({
      ...valid,
      name: '',
      email: 'not-an-email',
      centre: 'atlantis',
      slot: '2026-02-30T10:00',
      units: ['<script>'],
    });
    expect(parsed.success).toBe(false);
    const errors = fieldErrorsFrom(parsed.error!);
    expect(Object.keys(errors).sort()).toEqual(['centre', 'email', 'name', 'slot', 'units']);
    expect(errors.email).toMatch(/email address like/);
  });

  it('refuses more units than one visit takes in', () => {
    const many = Array.from({ length: 7 }, (_, index) => `EXE-W0${index}`);
    expect(viewingRequestSchema.safeParse({ ...valid, units: many }).success).toBe(false);
  });

  it('reads a slot value as date and start time', () => {
    expect(parseSlotValue('2026-06-02T10:30')).toEqual({ date: '2026-06-02', start: '10:30' });
    expect(parseSlotValue('2026-06-02T24:30')).toBeUndefined();
    expect(parseSlotValue('2026-13-02T10:30')).toBeUndefined();
    expect(parseSlotValue(['2026-06-02T10:30'])).toBeUndefined();
  });
});
