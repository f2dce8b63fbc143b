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

/** Rows joined with CRLF, as RFC 4180 writes them, ending with a line break. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
