// CSV export of table data (RFC 4180): unformatted values, so a spreadsheet can compute with them.

export type CsvValue = number | string | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula; numbers are exempt.
const FORMULA_START = /^[=+\-@\t\r]/;

function isNumericText(text: string): boolean {
  return text.trim() !== '' && Number.isFinite(Number(text));
}

/** One CSV field: numbers as written by JavaScript, text quoted when it holds a comma, quote or newline. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // 15 significant digits drop binary artefacts (0.1 + 0.2 → 0.3) and keep every real digit.
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
  const text = FORMULA_START.test(value) && !isNumericText(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: a header line, then one line per row, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((fields) => fields.map(csvField).join(',')).join('\r\n');
}

/** Makes the browser download `csv` as `fileName` (a UTF-8 BOM first, so Excel reads names right). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
