import type { Locale } from 'shared-contracts/locales';
import { escapeHtml } from '../../lib/auth-urls';
import { plainPage as layout } from '../../lib/plain-page';

const TEXTS = {
  de: {
    loginTitle: 'Anmeldung für Mitarbeitende',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    failed: 'Benutzername oder Passwort ist falsch.',
    limited: 'Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    accountLimited: 'Für dieses Konto gab es zu viele fehlgeschlagene Anmeldeversuche. Zum Schutz des Kontos ist die Anmeldung kurz gesperrt; bitte versuchen Sie es in {wait} erneut.',
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
    accountLimited: 'There were too many failed login attempts for this account. To protect it, logging in is paused briefly; please try again in {wait}.',
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

/** A wait as a person reads it: seconds up to a minute and a half, then whole minutes (rounded up). */
export function waitText(locale: Locale, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (seconds <= 90) return locale === 'de' ? `${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'}` : `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  return locale === 'de' ? `${minutes} Minuten` : `${minutes} minutes`;
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
