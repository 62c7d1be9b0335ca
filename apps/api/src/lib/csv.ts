/**
 * RFC 4180 CSV of rows sharing their keys. A cell a spreadsheet would run as a formula (=, +, -, @,
 * tab, CR at the start: a client may type her name so) is kept as text with a leading apostrophe.
 */
const cell = (value: unknown) => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const csvHeader = (keys: string[]) => `${keys.map(cell).join(',')}\r\n`;
export const csvRows = (keys: string[], rows: Record<string, unknown>[]) =>
  rows.map((row) => `${keys.map((key) => cell(row[key])).join(',')}\r\n`).join('');
