import { describe, expect, it } from 'vitest';
import { seedCentres } from './centres';

describe('seeded centres: how to get in and access notes (for visitor mail)', () => {
  it('every centre has both, within the CMS bounds, naming its own street', () => {
    for (const centre of seedCentres) {
      expect(centre.arrival!.length).toBeGreaterThanOrEqual(20);
      expect(centre.arrival!.length).toBeLessThanOrEqual(400);
      expect(centre.arrival).toContain(centre.address.street2 ?? centre.address.street1);
      expect(centre.accessNotes!.length).toBeGreaterThanOrEqual(20);
      expect(centre.accessNotes!.length).toBeLessThanOrEqual(400);
    }
  });
});
