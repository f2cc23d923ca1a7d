import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor } from './enquiry-keys';
import { idempotencyKeyPattern } from '@/domain/enquiry/enquiry-protocol';

describe('idempotencyKeyFor', () => {
  const values = { name: 'Edie Edit', message: 'Parking for vans?' };

  it('keeps the key for a retry of the same content', () => {
    const first = idempotencyKeyFor(undefined, values);
    expect(first.key).toMatch(idempotencyKeyPattern);
    expect(idempotencyKeyFor(first, { ...values })).toEqual(first);
  });

  it('keeps the key when only the phone country the widget inferred changed', () => {
    const first = idempotencyKeyFor(undefined, { ...values, phone: '+447700900789', phoneCountry: 'GB' });
    expect(idempotencyKeyFor(first, { ...values, phone: '+447700900789', phoneCountry: 'JE' }).key).toBe(first.key);
  });

  it('gives an edited enquiry a new key', () => {
    const first = idempotencyKeyFor(undefined, values);
    const edited = idempotencyKeyFor(first, { ...values, message: 'Parking for two vans?' });
    expect(edited.key).not.toBe(first.key);
    expect(edited.key).toMatch(idempotencyKeyPattern);
  });
});
