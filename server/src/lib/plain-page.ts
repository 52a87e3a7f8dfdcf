import { PRODUCT_NAME, type Locale } from 'shared-contracts/locales';
import { escapeHtml } from './auth-urls';

/**
 * A page the server answers by itself, outside the site's shell (staff login and logout, a form posted before its
 * script ran): readable at any width, the product's name in the title, never indexed. `body` is trusted HTML.
 */
export function plainPage(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="none">
<title>${escapeHtml(title)} | ${PRODUCT_NAME}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f3ee;color:#1d1d1b}
main{background:#fff;padding:2.5rem;max-width:24rem;width:calc(100% - 2rem);box-sizing:border-box;box-shadow:0 2px 16px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 1.5rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}
ul{padding-left:1.25rem}li{margin:.25rem 0}input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #767676}
button{margin-top:1.5rem;padding:.7rem 1.4rem;font-size:1rem;background:#b00d2c;color:#fff;border:0;cursor:pointer}
:focus-visible{outline:3px solid #005fcc;outline-offset:2px}.error{color:#b00d2c;font-weight:600}a{color:#1d1d1b}
</style>
</head>
<body><main id="main-content">${body}</main></body>
</html>`;
}
