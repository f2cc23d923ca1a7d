/*
 * Bank holidays in England and Wales (GOV.UK, https://www.gov.uk/bank-holidays), the years the
 * pipeline runs in. Add the next year before it starts: a test fails when this year or the next is
 * missing. A year not listed counts Monday to Friday only (the admin must never fail over it).
 */
export const englandAndWalesBankHolidays: Readonly<Record<number, readonly string[]>> = {
  2025: [
    '2025-01-01',
    '2025-04-18',
    '2025-04-21',
    '2025-05-05',
    '2025-05-26',
    '2025-08-25',
    '2025-12-25',
    '2025-12-26',
  ],
  2026: [
    '2026-01-01',
    '2026-04-03',
    '2026-04-06',
    '2026-05-04',
    '2026-05-25',
    '2026-08-31',
    '2026-12-25',
    '2026-12-28',
  ],
  2027: [
    '2027-01-01',
    '2027-03-26',
    '2027-03-29',
    '2027-05-03',
    '2027-05-31',
    '2027-08-30',
    '2027-12-27',
    '2027-12-28',
  ],
  2028: [
    '2028-01-03',
    '2028-04-14',
    '2028-04-17',
    '2028-05-01',
    '2028-05-29',
    '2028-08-28',
    '2028-12-25',
    '2028-12-26',
  ],
};

const holidays = new Set(Object.values(englandAndWalesBankHolidays).flat());

export function isListedYear(year: number): boolean {
  return englandAndWalesBankHolidays[year] !== undefined;
}

/** Monday to Friday and not a bank holiday; `date` is a calendar date, YYYY-MM-DD. */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}
