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

export type CsvParse =
  | { readonly ok: true; readonly rows: readonly (readonly string[])[] }
  | { readonly ok: false; readonly problem: 'unclosed-quote' | 'too-many-rows' | 'too-many-cells' };

/**
 * RFC 4180 read back: quoted cells (with "" for a quote and line breaks inside), CRLF, LF or CR
 * line ends, a byte-order mark ignored; a blank line is a row of one empty cell, so rows keep the
 * numbers a spreadsheet shows. Bounded: at most `maxRows` rows and
 * `maxCells` cells a row, or a problem instead of rows.
 */
export function parseCsv(text: string, limits: { readonly maxRows: number; readonly maxCells: number }): CsvParse {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = text.startsWith('\uFEFF') ? 1 : 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
    return row.length <= limits.maxCells;
  };
  const endRow = () => {
    rows.push(row);
    row = [];
    return rows.length <= limits.maxRows;
  };
  for (; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      if (!endCell()) return { ok: false, problem: 'too-many-cells' };
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      if (!endCell()) return { ok: false, problem: 'too-many-cells' };
      if (!endRow()) return { ok: false, problem: 'too-many-rows' };
    } else cell += char;
  }
  if (quoted) return { ok: false, problem: 'unclosed-quote' };
  if (cell !== '' || row.length > 0) {
    if (!endCell()) return { ok: false, problem: 'too-many-cells' };
    if (!endRow()) return { ok: false, problem: 'too-many-rows' };
  }
  return { ok: true, rows };
}
