import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api } from 'shared-contracts/api-paths';
import { formEntryPostSchema } from 'shared-contracts/entities';
import { LOCALES, type Locale } from 'shared-contracts/locales';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { escapeHtml, safeNext } from '../../lib/auth-urls';
import { plainPage } from '../../lib/plain-page';
import { formEntryThrottle, storeFormEntry } from './create-form-entry';
import { loadForm } from './lib/load-form';

const TEXTS = {
  de: {
    sent: 'Vielen Dank',
    incomplete: 'Das Formular ist noch nicht vollständig',
    fix: 'Bitte gehen Sie zurück zum Formular und ergänzen Sie:',
    failed: 'Das Formular konnte nicht gesendet werden',
    back: 'Zurück zum Formular',
    home: 'Zur Startseite',
  },
  en: {
    sent: 'Thank you',
    incomplete: 'The form is not complete yet',
    fix: 'Please go back to the form and complete:',
    failed: 'The form could not be sent',
    back: 'Back to the form',
    home: 'To the start page',
  },
} as const;

/**
 * The visitor's form as the server renders it posts here (urlencoded) when it is sent before its script has taken
 * over, or without one: the entry is checked and stored exactly as the script's JSON call stores it, and the answer is
 * a page (thank-you, or what is missing with a way back to the form, whose input the browser keeps). The form sits in
 * a page every visitor shares, so it carries no per-visitor token; the Origin check still refuses another site's post,
 * and an entry grants nothing.
 */
export function registerFormEntryPage(app: FastifyInstance, ctx: AppContext): void {
  const throttle = formEntryThrottle(ctx);
  for (const locale of LOCALES) {
    app.post(api.formEntryPage(locale), { config: { csrf: 'form' } }, async (request, reply) => {
      const back = formPage(request, locale);
      reply.header('cache-control', 'no-store');
      try {
        await throttle(request, reply);
        const { form, ...fields } = parseInput(formEntryPostSchema, request.body ?? {}, 'body');
        const stored = await storeFormEntry(ctx, locale, { form, field_values: fields }, null);
        return page(reply, 201, locale, TEXTS[locale].sent, `<p role="status">${escapeHtml(stored.message)}</p>${link(back, TEXTS[locale].back)}`);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        const errors = (error.extra.errors ?? null) as Record<string, string> | null;
        if (error.status !== 400 || !errors) {
          return page(reply, error.status, locale, TEXTS[locale].failed, `<p role="alert">${escapeHtml(error.message)}</p>${link(back, TEXTS[locale].back)}`);
        }
        const formId = Number((request.body as Record<string, unknown> | null)?.form);
        const form = Number.isSafeInteger(formId) && formId > 0 ? await loadForm(ctx.db, locale, formId) : null;
        const labels = new Map(form?.fields.map((f) => [f.slug, f.label]) ?? []);
        const items = Object.entries(errors).map(([slug, message]) => `<li>${escapeHtml(labels.get(slug) || slug)}: ${escapeHtml(message)}</li>`);
        return page(reply, 400, locale, TEXTS[locale].incomplete, `<p role="alert">${TEXTS[locale].fix}</p><ul>${items.join('')}</ul>${link(back, TEXTS[locale].back)}`);
      }
    });
  }
}

/** The form's page the post came from (its Referer, when it is ours), else the start page. */
function formPage(request: FastifyRequest, locale: Locale): string {
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return `/${locale}`;
  try {
    const url = new URL(referer);
    if (url.host !== request.headers.host) return `/${locale}`;
    return safeNext(`${url.pathname}${url.search}`, locale);
  } catch {
    return `/${locale}`;
  }
}

const link = (href: string, text: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;

function page(reply: FastifyReply, status: number, locale: Locale, title: string, body: string) {
  return reply.status(status).type('text/html; charset=utf-8').send(plainPage(locale, title, `<h1>${escapeHtml(title)}</h1>${body}`));
}
