import { describe, expect, it } from 'vitest';
import { centreSlugs } from '@/domain/centres';
import { viewingHoursSchema } from '@/domain/viewing/viewing-hours';
import { docToViewingHours, viewingHoursToDoc } from '../collections/centre-viewings';
import { seedViewingHours } from './viewing-hours';

describe('seeded viewing hours', () => {
  it('gives every centre hours that meet the CMS rules and survive the trip through the CMS fields', () => {
    for (const slug of centreSlugs) {
      const hours = seedViewingHours(slug);
      expect(viewingHoursSchema.safeParse(hours).success, slug).toBe(true);
      expect(docToViewingHours(viewingHoursToDoc(hours)), slug).toEqual(hours);
    }
  });

  it('reads an incomplete or broken CMS group as no online viewings', () => {
    expect(docToViewingHours(undefined)).toBeUndefined();
    expect(
      docToViewingHours({
        days: ['Monday'],
        starts: '10:00',
        ends: '11:45',
        slotMinutes: 30,
        capacity: 2,
        minimumNoticeHours: 24,
      }),
    ).toBeUndefined();
    expect(docToViewingHours({ days: [], starts: null })).toBeUndefined();
  });
});
