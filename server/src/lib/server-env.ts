import { z } from 'zod';
import { REMOTES } from 'shared-contracts/slots';
import { DEFAULT_TICKET_LIMIT } from 'shared-contracts/constants';

/**
 * Every environment variable the server reads, each named once with its default and its meaning. A value that
 * cannot mean anything (a port of "abc", a negative limit) stops the start with a message naming the variable,
 * rather than being read as its default and surprising the operator later. An empty value counts as unset.
 */

const unset = (value: string | undefined): value is undefined | '' => value === undefined || value === '';

/** The whole number `value` names (at least `min`), undefined when unset; anything else is an issue of the variable. */
function wholeOrIssue(value: string | undefined, min: number, ctx: z.RefinementCtx): number | undefined {
  if (unset(value)) return undefined;
  const n = Number(value);
  if (Number.isInteger(n) && n >= min) return n;
  ctx.addIssue({ code: 'custom', message: `must be a whole number of at least ${min}, got ${value}` });
  return undefined;
}

/** A whole number of at least `min`; `fallback` when unset. */
const whole = (min: number, fallback: number, meaning: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx): number => wholeOrIssue(value, min, ctx) ?? fallback)
    .describe(meaning);

/** A whole number of at least `min`, or undefined when unset (the part that reads it has its own default). */
const optionalWhole = (min: number, meaning: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx): number | undefined => wholeOrIssue(value, min, ctx))
    .describe(meaning);

/** `1` or `true` switch it on; anything else (or nothing) leaves it off. */
const on = (meaning: string) =>
  z
    .string()
    .optional()
    .transform((value) => value === '1' || value === 'true')
    .describe(meaning);

/** On unless `0` or `false`. */
const onUnlessOff = (meaning: string) =>
  z
    .string()
    .optional()
    .transform((value) => value !== '0' && value !== 'false')
    .describe(meaning);

/** Text, or undefined when unset. */
const text = (meaning: string) =>
  z
    .string()
    .optional()
    .transform((value) => (unset(value) ? undefined : value))
    .describe(meaning);

const MB = 1024 * 1024;

/** Per remote, the manifest of its browser build and of its Node build (REMOTE_MF_EVENTS_URL, REMOTE_MF_EVENTS_SERVER_URL). */
const remoteAddresses = Object.fromEntries(
  Object.keys(REMOTES).flatMap((name) => [
    [`REMOTE_${name.toUpperCase()}_URL`, text(`the manifest URL of ${name}'s browser build (default: the local build under /remotes/)`)],
    [`REMOTE_${name.toUpperCase()}_SERVER_URL`, text(`the manifest URL of ${name}'s Node build (default: server/ beside its browser manifest)`)],
  ]),
) as Record<string, ReturnType<typeof text>>;

export const serverEnvSchema = z.object({
  // Where it listens and keeps its data.
  PORT: whole(0, 3000, 'the port the site answers on (0: any free port)'),
  HOST: z.string().default('0.0.0.0').describe('the address it listens on'),
  DATA_DIR: z.string().default('data').describe("PGlite's data, uploads, media and the mail outbox (relative to the repository)"),
  DATABASE_URL: text('a PostgreSQL connection URL instead of the embedded PGlite'),
  APPS_ROOT: z.string().default('.').describe("where the apps' dist folders are (relative to the repository)"),
  DEMO_DATA: onUnlessOff('0: a real deployment, without demo content and demo accounts'),
  ADMIN_PASSWORD: text('create-admin: the new admin\'s password (without it, it is asked for)'),
  LOG: on("1: Fastify's request log (info level)"),
  SHUTDOWN_TIMEOUT_MS: whole(0, 10_000, 'how long a shutdown waits for open requests before the process stops anyway'),
  // Behind a proxy, and who may call.
  SECURE_COOKIES: on('1: cookies only over HTTPS'),
  TRUST_PROXY: text("which proxies' forwarded headers count: true, a hop count, or addresses and ranges"),
  TRUSTED_ORIGINS: text('further origins (comma-separated) whose cross-site writes count as the site\'s own'),
  SITE_URL: text("the site's public address, for links in mails"),
  SITE_INDEXABLE: on('1: search engines may index this instance'),
  SMTP_URL: text('where order mails go (smtp://…); without it they are written to <DATA_DIR>/outbox/'),
  TICKET_SIGNING_KEY: text("the key (32+ characters) that signs tickets' QR codes; without it a random key is kept in the database"),
  // Remotes and their deploys.
  REMOTES: text('a JSON object, federation name → manifest URL of its browser build, overriding per name'),
  SERVER_REMOTES: text('a JSON object, federation name → manifest URL of its Node build, overriding per name'),
  ...remoteAddresses,
  DEPLOY_TOKENS: text("each remote's pipeline token for the deploy API (mf_events=<token>,mf_shop=<token>)"),
  PREVIEW_TOKENS: text('per remote, the token its QA previews candidates with (as DEPLOY_TOKENS)'),
  // Rendering and caching pages.
  SERVER_RENDER: onUnlessOff('0: pages go out empty and the browser renders them'),
  SLOT_BUDGET_MS: optionalWhole(1, "one slot's server render budget"),
  RENDER_CONCURRENCY: optionalWhole(1, 'how many pages are rendered at once (default: the number of cores)'),
  DOCUMENT_CACHE_MS: optionalWhole(0, 'how long anonymous pages are kept whole (0: not at all)'),
  DOCUMENT_S_MAXAGE: optionalWhole(0, 'how long a shared cache keeps an anonymous page, in seconds'),
  DOCUMENT_STALE_SECONDS: optionalWhole(0, 'how long a shared cache may serve it stale while it asks again'),
  PURGE_URL: text("the CDN's or proxy's purge-by-surrogate-key endpoint, called after every change pages show"),
  SCHEDULE_SWEEP_MS: whole(1, 30_000, 'how often scheduled pages and articles are published or taken offline'),
  // Limits on visitors.
  CART_MAX_TICKETS: whole(1, DEFAULT_TICKET_LIMIT, 'most tickets one cart may hold in total, and in one seat group'),
  CART_MAX_TICKETS_PER_ADDRESS: optionalWhole(1, 'most tickets all live carts of one address may hold together (default: 4 carts)'),
  CART_ADDS_PER_CLIENT: whole(1, 10, 'cart additions one client may make per window'),
  CART_ADDS_PER_ADDRESS: whole(1, 30, 'cart additions one address may make per window, whatever cookies it sends'),
  CART_ADDS_WINDOW_MS: whole(1, 60_000, 'the window of the cart addition limits'),
  LOGIN_FAILURES_PER_ACCOUNT: whole(1, 5, 'failed logins an account may have before its tries wait'),
  UPLOAD_MAX_BYTES: whole(1, 5 * MB, 'largest file a visitor may upload'),
  UPLOAD_QUOTA_BYTES: whole(1, 25 * MB, 'bytes one client may have waiting in unattached uploads within a day'),
  UPLOADS_PER_ADDRESS: whole(1, 10, 'uploads one address may start per window'),
  UPLOADS_WINDOW_MS: whole(1, 10 * 60_000, 'the window of the upload limit'),
  UPLOAD_MEDIA_MAX_BYTES: whole(1, 200 * MB, 'largest video or audio file staff may upload into the media library'),
  UPLOAD_BUDGET_BYTES_PER_HOUR: whole(1, 1024 * MB, 'bytes all visitors together may upload within an hour'),
  UPLOAD_FREE_DISK_FLOOR_BYTES: whole(0, 512 * MB, "free disk below which visitors' uploads are refused (507)"),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** The environment read once through the schema; throws one message naming each variable that is wrong. */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '));
}
