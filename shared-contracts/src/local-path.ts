/**
 * A path on this site, safe to send a browser to: one `/` first, not followed by another `/` or a `\` (browsers read
 * `//host` and `/\host` as another site), and no backslash or control character anywhere (the URL parser drops or
 * turns those into slashes, so what looked local may not be).
 */
const LOCAL_PATH = /^\/(?![/\\])[^\\\p{Cc}]*$/u;

export function isLocalPath(value: string): boolean {
  return LOCAL_PATH.test(value);
}
