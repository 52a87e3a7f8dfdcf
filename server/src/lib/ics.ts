/**
 * What every calendar file the site hands out is made of (RFC 5545): UTC times, escaped text and folded lines. Times
 * are written in UTC, so every calendar shows them right without a time-zone block.
 */

// Without an end in the programme, a calendar entry lasts two hours, the usual length of an evening event.
export const DEFAULT_EVENT_LENGTH_MS = 2 * 3600 * 1000;

/** A moment as an RFC 5545 UTC date-time: 20260504T173000Z. */
export const icsUtc = (iso: string | Date): string => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 5545 text: backslash, semicolon, comma and line ends escaped. */
export const icsText = (value: string): string => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (a line end and one space), without splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The content lines as a calendar file: each one folded, every line ended with CRLF. */
export const icsFile = (lines: string[]): string => `${lines.map(foldIcsLine).join('\r\n')}\r\n`;

/** When an entry ends: the programme's end when it comes after the start, else the usual length after it. */
export function icsEnd(start: string | Date, end: string | Date | null | undefined): Date {
  const startMs = new Date(start).getTime();
  const endMs = end ? new Date(end).getTime() : Number.NaN;
  return new Date(endMs > startMs ? endMs : startMs + DEFAULT_EVENT_LENGTH_MS);
}
