/*
 * The admin's own wording where Payload's would read oddly to staff (issue 42, item 5), merged over
 * Payload's English by the config's i18n.translations: the account page's settings heading said
 * "Payload Settings", a product name staff never chose.
 */
export const adminTranslations = {
  en: {
    general: {
      payloadSettings: 'Admin settings',
    },
  },
};

/** The one time zone staff schedule in (payload.config.ts admin.timezones). */
export const ukTimeZone = { label: 'UK time (Europe/London)', value: 'Europe/London' } as const;

/** The schedule-publish drawer's clock: 24-hour, every quarter of an hour. */
export const schedulePublishClock = { timeFormat: 'HH:mm', timeIntervals: 15 } as const;
