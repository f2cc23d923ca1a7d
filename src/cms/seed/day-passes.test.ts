import { describe, expect, it } from 'vitest';
import { dayPassSettingsToDoc, docToDayPassSettings } from '../collections/centre-day-passes';
import { seedCentres } from './centres';
import { checkedSeedDayPasses } from './day-passes';

describe('the seed day passes', () => {
  it('sells passes at every centre that offers coworking, within the CMS rules, and nowhere else', () => {
    for (const centre of seedCentres) {
      const settings = checkedSeedDayPasses(centre.slug, centre.offers);
      expect(settings !== undefined, centre.slug).toBe(centre.offers.includes('coworking-spaces'));
    }
    expect(checkedSeedDayPasses('exeter', ['coworking-spaces'])).toMatchObject({ desks: 12, pricePerDayPence: 2500, freeTrialDay: false });
  });

  it('reads back from the CMS fields as written, and reads nothing when switched off or incomplete', () => {
    const settings = checkedSeedDayPasses('chepstow', ['coworking-spaces'])!;
    expect(docToDayPassSettings(dayPassSettingsToDoc(settings))).toEqual(settings);
    expect(docToDayPassSettings({ ...dayPassSettingsToDoc(settings), offered: false })).toBeUndefined();
    expect(docToDayPassSettings({ ...dayPassSettingsToDoc(settings), desks: null })).toBeUndefined();
    expect(docToDayPassSettings(undefined)).toBeUndefined();
  });
});
