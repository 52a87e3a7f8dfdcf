import { test as base, expect, request as playwrightRequest, type BrowserContext } from '@playwright/test';

/** The shell's consent cookie (shell/src/features/cookie-consent/consent.ts): a stored choice keeps the dialog closed. */
export const CONSENT_COOKIE = 'cookie_consent';
export const EDITOR = { username: 'editor', password: 'editor', name: 'Eda Editor' };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Options {
  /** Store a consent decision before the page loads, so the modal dialog does not cover what a test is about. */
  consentStored: boolean;
}

/** Logs one staff account in through the server's JSON login and returns its cookies. */
export async function staffLogin(baseURL: string, username: string, password: string): Promise<StorageState> {
  const api = await playwrightRequest.newContext({ baseURL });
  await api.get('/de/login/');
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await api.post('/de/login/', { data: { username, password }, headers: { 'X-CSRFToken': csrf } });
  expect(response.status(), await response.text()).toBe(200);
  const state = await api.storageState();
  await api.dispose();
  return state;
}

/**
 * `test` with a stored cookie decision by default (opt out with `test.use({ consentStored: false })`) and one
 * session per worker for the editor (`editorState`), the admin (`adminState`) and the box office (`boxOfficeState`),
 * each logged in once through the server's JSON login.
 */
export const test = base.extend<Options, { editorState: StorageState; adminState: StorageState; boxOfficeState: StorageState }>({
  consentStored: [true, { option: true }],
  context: async ({ context, consentStored, baseURL }, use) => {
    if (consentStored) await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL! }]);
    await use(context);
  },
  editorState: [async ({}, use, workerInfo) => use(await staffLogin(workerInfo.project.use.baseURL!, EDITOR.username, EDITOR.password)), { scope: 'worker' }],
  adminState: [async ({}, use, workerInfo) => use(await staffLogin(workerInfo.project.use.baseURL!, 'admin', 'admin')), { scope: 'worker' }],
  boxOfficeState: [async ({}, use, workerInfo) => use(await staffLogin(workerInfo.project.use.baseURL!, 'kasse', 'kasse')), { scope: 'worker' }],
});

export { expect };
