/**
 * Characters a spreadsheet reads as the start of a formula; a leading tab or carriage return
 * is skipped by some, which then read the formula behind it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): a text a spreadsheet would run as a formula gets a leading
 * apostrophe, and a cell holding a comma, a quote or a line break is quoted with its quotes
 * doubled.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A number the server computed (a signed amount: '-76250.00'), written as it is so a
 * spreadsheet reads and sums it: only digits, one leading minus and one point pass, which no
 * spreadsheet runs as a formula.
 */
export interface CsvNumber {
  number: string;
}

export function csvNumber(value: string): CsvNumber {
  if (!PLAIN_NUMBER.test(value)) throw new RangeError(`Not a plain number: ${value}`);
  return { number: value };
}

/** Rows joined with CRLF, as RFC 4180 writes them, ending with a line break. */
export function toCsv(rows: readonly (readonly (string | CsvNumber)[])[]): string {
  const cell = (value: string | CsvNumber) =>
    typeof value === 'string' ? csvCell(value) : value.number;
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
