/*
 * CSV as spreadsheets read it safely: RFC 4180 quoting, CRLF line ends, and no cell that a
 * spreadsheet would run as a formula. One definition for every file the site or the admin
 * offers (the enquiries export, the sales dashboard's tables). Pure.
 */

/*
 * Spreadsheets run a cell starting with = + - @ (or a tab / carriage return that hides one) as a
 * formula; a leading apostrophe makes it text. Applied before RFC 4180 quoting.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseFormula(value instanceof Date ? value.toISOString() : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: CRLF line ends, every line including the last. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
