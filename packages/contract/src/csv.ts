/**
 * A table as CSV (RFC 4180, CRLF), the columns' names as the header. A text cell a spreadsheet would read as a
 * formula (`=`, `+`, `-`, `@`, a tab or a return first) is prefixed with `'`: the cells hold people's free text.
 * Numbers are written as they are (a negative amount stays a number).
 */
export function csvTable<Column extends string>(
  columns: readonly Column[],
  rows: readonly Record<Column, string | number>[],
): string {
  const cell = (v: string | number) => {
    let text = String(v);
    if (typeof v === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = rows.map((r) => columns.map((c) => cell(r[c])).join(','));
  return `${[columns.join(','), ...lines].join('\r\n')}\r\n`;
}
