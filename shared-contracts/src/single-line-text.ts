/**
 * Names and other one-line entries (a buyer's name, a form's one-line field) are printable text on one line: no line
 * breaks, no control characters. They end up in mail headers, ticket PDFs and staff lists, where a line break or a
 * control character forges a header, breaks a layout or hides text. The same rule in the browser and on the server.
 */
export const SINGLE_LINE_TEXT = /^[^\p{Cc}\u2028\u2029]*$/u;

export const NOT_SINGLE_LINE = 'Please enter this on one line, without control characters.';

export function isSingleLineText(value: string): boolean {
  return SINGLE_LINE_TEXT.test(value);
}
