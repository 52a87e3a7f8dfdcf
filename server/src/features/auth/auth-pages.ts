import { PRODUCT_NAME, type Locale } from 'shared-contracts/locales';
import { escapeHtml } from '../../lib/auth-urls';

const TEXTS = {
  de: {
    loginTitle: 'Anmeldung für Mitarbeitende',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    failed: 'Benutzername oder Passwort ist falsch.',
    limited: 'Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    csrf: 'Die Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    required: 'Dieses Feld ist erforderlich!',
    logoutTitle: 'Abmelden',
    logoutQuestion: 'Möchten Sie sich wirklich abmelden?',
    logoutSubmit: 'Abmelden',
    back: 'Zur Startseite',
  },
  en: {
    loginTitle: 'Staff login',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    failed: 'Username or password is incorrect.',
    limited: 'Too many login attempts. Please wait a moment and try again.',
    csrf: 'Your session has expired. Please reload the page and try again.',
    required: 'This field is required!',
    logoutTitle: 'Log out',
    logoutQuestion: 'Do you really want to log out?',
    logoutSubmit: 'Log out',
    back: 'To the start page',
  },
} as const;
export type AuthTextKey = keyof (typeof TEXTS)['de'];
export const authText = (locale: Locale, key: AuthTextKey) => TEXTS[locale][key];

function layout(locale: Locale, title: string, body: string): string {
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
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #767676}
button{margin-top:1.5rem;padding:.7rem 1.4rem;font-size:1rem;background:#b00d2c;color:#fff;border:0;cursor:pointer}
:focus-visible{outline:3px solid #005fcc;outline-offset:2px}.error{color:#b00d2c;font-weight:600}a{color:#1d1d1b}
</style>
</head>
<body><main id="main-content">${body}</main></body>
</html>`;
}

export function renderLoginPage(locale: Locale, opts: { csrfToken: string; next: string; username?: string; error?: string }): string {
  const t = TEXTS[locale];
  const error = opts.error ? `<p class="error" role="alert" id="login-error">${escapeHtml(opts.error)}</p>` : '';
  const described = opts.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return layout(
    locale,
    t.loginTitle,
    `<h1>${t.loginTitle}</h1>${error}
<form method="post" action="/${locale}/login/">
<input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(opts.csrfToken)}">
<input type="hidden" name="next" value="${escapeHtml(opts.next)}">
<label for="id_username">${t.username}</label>
<input id="id_username" name="username" autocomplete="username" required value="${escapeHtml(opts.username ?? '')}"${described}>
<label for="id_password">${t.password}</label>
<input id="id_password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">${t.submit}</button>
</form>
<p><a href="/${locale}">${t.back}</a></p>`,
  );
}

export function renderLogoutPage(locale: Locale, opts: { csrfToken: string; next: string }): string {
  const t = TEXTS[locale];
  return layout(
    locale,
    t.logoutTitle,
    `<h1>${t.logoutTitle}</h1><p>${t.logoutQuestion}</p>
<form method="post" action="/${locale}/logout/">
<input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(opts.csrfToken)}">
<input type="hidden" name="next" value="${escapeHtml(opts.next)}">
<button type="submit">${t.logoutSubmit}</button>
</form>
<p><a href="/${locale}">${t.back}</a></p>`,
  );
}
