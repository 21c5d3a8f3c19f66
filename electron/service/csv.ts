// Writing CSV (RFC 4180) that a spreadsheet opens as data. Every CSV Adjutant writes goes through
// here. A text cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return would be run as
// a formula by Excel, LibreOffice and Sheets (CSV injection): OWASP's advice is to prefix such a
// cell with a single quote and quote the whole cell, which is what csvCell does. Numbers are written
// as numbers (a negative score stays a number).

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers rounded to three decimals, text quoted when needed and defused when it could be a formula. */
export function csvCell(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(Math.round(v * 1000) / 1000);
  const defused = FORMULA_START.test(v);
  const s = defused ? `'${v}` : v;
  return defused || /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A whole file: a header row of `columns`, then one row per record, CRLF line ends. */
export function csv(columns: readonly string[], rows: Record<string, string | number | null>[]): string {
  return [columns.map(csvCell).join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))].join('\r\n') + '\r\n';
}
