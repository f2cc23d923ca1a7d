import { startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { describe, expect, it } from 'vitest';

/*
 * The admin as UK staff expect it (issue 42, item 5): scheduling starts on UK time, the only zone
 * offered; the schedule drawer's clock is 24-hour; every date picker's week starts on Monday; and
 * the account page does not say "Payload Settings".
 */
const config = await (await import('../payload.config')).default;

describe('the admin’s UK defaults', () => {
  it('schedules in Europe/London, the one zone offered', () => {
    expect(config.admin.timezones.defaultTimezone).toBe('Europe/London');
    expect(config.admin.timezones.supportedTimezones.map((zone) => zone.value)).toEqual(['Europe/London']);
  });

  it('gives every schedule drawer a 24-hour clock', () => {
    const scheduled = [...config.collections, ...config.globals].filter(
      (entity) => typeof entity.versions === 'object' && entity.versions.drafts && entity.versions.drafts.schedulePublish,
    );
    expect(scheduled.length).toBeGreaterThan(5);
    for (const entity of scheduled) {
      const drafts = (entity.versions as { drafts: { schedulePublish: unknown } }).drafts;
      expect(drafts.schedulePublish, entity.slug).toMatchObject({ timeFormat: 'HH:mm' });
    }
  });

  it('starts the week on Monday in the date pickers once the admin’s provider has loaded', async () => {
    const providers = config.admin.components.providers ?? [];
    expect(providers).toContain('/cms/branding/uk-calendar#UkCalendar');
    await import('./uk-calendar');
    // Saturday 28 November 2026: its week began on Monday the 23rd.
    expect(startOfWeek(new Date(2026, 10, 28), { locale: enUS }).getDate()).toBe(23);
  });

  it('calls the account page’s settings "Admin settings", not "Payload Settings"', () => {
    const translations = config.i18n.translations as { en?: { general?: Record<string, string> } };
    expect(translations.en?.general?.payloadSettings).toBe('Admin settings');
  });
});
