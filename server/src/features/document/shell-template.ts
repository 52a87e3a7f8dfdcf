import fs from 'node:fs';
import path from 'node:path';

/** Used when the shell has not been built yet: the server still answers every route with the right status. */
const FALLBACK = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!--ssr:head-->
<!--ssr:boot-->
</head>
<body>
<div id="root"><p style="font-family:sans-serif;padding:2rem">The site shell is not built (shell/dist/index.html is missing). Run <code>npm run build -w shell</code>.</p></div>
</body>
</html>`;

let cached: { file: string; mtimeMs: number; html: string } | null = null;

/** The shell's index.html (re-read when the file changes, so a new shell build needs no server restart). */
export function readShellTemplate(appsRoot: string): { html: string; built: boolean } {
  const file = path.join(appsRoot, 'shell', 'dist', 'index.html');
  try {
    const stat = fs.statSync(file);
    if (!cached || cached.file !== file || cached.mtimeMs !== stat.mtimeMs) {
      cached = { file, mtimeMs: stat.mtimeMs, html: fs.readFileSync(file, 'utf8') };
    }
    return { html: cached.html, built: true };
  } catch {
    return { html: FALLBACK, built: false };
  }
}

/**
 * Fills the template: `lang` on <html>, the head tags at `<!--ssr:head-->`, the boot script at `<!--ssr:boot-->`, the
 * server-rendered page (if any) inside `<div id="root">`, a `banner` (if any) first in the body.
 */
export function fillTemplate(template: string, parts: { lang: string; head: string; boot: string; root?: string; banner?: string }): string {
  let html = template.replace(/<html\b([^>]*?)\blang="[^"]*"/i, `<html$1lang="${parts.lang}"`);
  if (!/<html\b[^>]*\blang=/i.test(html)) html = html.replace(/<html\b/i, `<html lang="${parts.lang}"`);
  const put = (doc: string, marker: string, content: string) =>
    doc.includes(marker) ? doc.replace(marker, () => content) : doc.replace(/<\/head>/i, () => `${content}\n</head>`);
  html = put(put(html, '<!--ssr:head-->', parts.head), '<!--ssr:boot-->', parts.boot);
  // A bar before the page's root (a preview's): outside what the browser hydrates.
  if (parts.banner) html = html.replace(/<body\b[^>]*>/i, (body) => `${body}${parts.banner}`);
  return parts.root ? html.replace('<div id="root"></div>', () => `<div id="root">${parts.root}</div>`) : html;
}
