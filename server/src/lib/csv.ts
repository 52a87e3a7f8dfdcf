/**
 * CSV as spreadsheets open it: cells separated by `;` (what a German Excel splits columns on when the file is opened
 * by double click, and what it expects where the decimal mark is a comma), RFC 4180 quoting, CRLF, and a UTF-8 byte
 * order mark so umlauts survive Excel. A cell that starts like a formula (= + - @) gets a leading apostrophe, so text
 * a visitor or buyer typed cannot run as a formula there.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
