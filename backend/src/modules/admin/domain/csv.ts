import type { AuditValues } from './moderation';

/** Spreadsheet apps run cells that start like a formula; a leading quote makes them text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  switch (typeof value) {
    case 'undefined':
      return '';
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      // null and objects (a JSON column) as JSON; null is an empty cell.
      return value === null ? '' : (JSON.stringify(value) ?? '');
  }
}

function cell(value: unknown): string {
  let text = cellText(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<T>(rows: T[], columns: { header: string; value: (row: T) => unknown }[]): string {
  const lines = [columns.map((column) => cell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Audit values in one cell as `key: value; …` (JSON for text, so `;` or `:` in a value cannot be misread). */
export function auditValuesText(values: AuditValues | null): string {
  if (!values) return '';
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`)
    .join('; ');
}
