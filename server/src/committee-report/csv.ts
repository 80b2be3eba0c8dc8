// A small CSV writer for the committee report. No CSV library is in the dependency tree and
// writing is the easy half of CSV (no parsing), so these few lines, tested in
// test/committee-report-csv.test.ts, cost less than a new dependency.
// - RFC 4180: fields holding a comma, a double quote, CR or LF are quoted, quotes doubled;
//   records end with CRLF.
// - Spreadsheet formula injection (OWASP "CSV Injection"): a field starting with =, +, -, @,
//   tab or CR gets a leading apostrophe, so Excel, LibreOffice and Sheets show it as text
//   instead of running it.
// - UTF-8 with a byte order mark: without it Excel reads UTF-8 as the local code page and
//   shows 'JosÃ©' for 'José'.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export const UTF8_BOM = '\uFEFF';

/** One field: neutralised against formulas, then quoted when RFC 4180 needs it. */
export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the header row, then one record per row, each ending with CRLF. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(',') + '\r\n');
  return UTF8_BOM + lines.join('');
}

/**
 * Whole cents (never negative: amounts and totals) as dollars with two decimals and no
 * thousands separator, exactly, with no floating point: 123456 -> '1234.56'.
 */
export function centsToDollars(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
