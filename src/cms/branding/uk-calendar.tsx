'use client';
import { enUS } from 'date-fns/locale/en-US';
import type { ReactNode } from 'react';

/*
 * UK staff read calendars with Monday first (issue 42, item 5). Payload's admin speaks English
 * through date-fns's en-US locale (its languages offer no en-GB), and its date pickers
 * (react-datepicker, the schedule-publish drawer's among them) start the week where that locale
 * says: Sunday. Every picker of the admin reads the one locale object, so the week is set to start
 * on Monday there, once, when the admin's client code loads. Times are 24-hour through each
 * picker's format (payload.config.ts, src/cms/validate-with.ts).
 */
export const ukWeekStartsOn = 1;
(enUS.options ??= {}).weekStartsOn = ukWeekStartsOn;

/** Installed as an admin provider (payload.config.ts) so this module loads with the admin. */
export function UkCalendar({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
