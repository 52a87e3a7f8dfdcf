import type { FastifyInstance } from 'fastify';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, CONSENT_DIALOG_ID, CONSENT_FORM_PATH } from 'shared-contracts/api-paths';
import { localeOfPath } from 'shared-contracts/locales';
import { consentFormSchema, type ConsentForm } from 'shared-contracts/site';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validate';
import { safeNext } from '../../lib/auth-urls';
import { secureCookie } from '../../lib/tls';

/** The stored choice a button stands for: the same JSON the dialog's script writes. */
export function consentOfForm(form: ConsentForm): { tracking: boolean; media: boolean } {
  if (form.choice === 'all') return { tracking: true, media: true };
  if (form.choice === 'necessary') return { tracking: false, media: false };
  return { tracking: form.tracking === 'on', media: form.media === 'on' };
}

/**
 * The cookie dialog without JavaScript: its buttons post this form, the choice is stored in the same cookie the
 * script writes (readable by scripts, path /, SameSite=Lax, a year) and the visitor returns to the page they were on
 * with a 303 (to the dialog's fragment, which hides it there). The dialog sits in a page every visitor shares, so the form cannot carry a per-visitor token; the
 * Origin check still refuses a post from another site ('form' mode), and the cookie grants nothing but a choice.
 */
export function registerConsentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(CONSENT_FORM_PATH, { config: { csrf: 'form', shared: true } }, async (request, reply) => {
    const form = parseInput(consentFormSchema, request.body ?? {}, 'body');
    const next = form.next ?? '/';
    // The fragment names the dialog, so the page it returns to hides it even in a browser without scripts.
    const target = `${safeNext(next, localeOfPath(next.split(/[?#]/)[0])).split('#')[0]}#${CONSENT_DIALOG_ID}`;
    reply.setCookie(CONSENT_COOKIE, JSON.stringify(consentOfForm(form)), {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: secureCookie(request, ctx),
      maxAge: CONSENT_COOKIE_DAYS * 24 * 3600,
    });
    reply.header('cache-control', 'no-store');
    return reply.redirect(target, 303);
  });
}
