import { test as base, expect, request as playwrightRequest, type BrowserContext } from '@playwright/test';

/** The shell's consent cookie (shell/src/features/cookie-consent/consent.ts): a stored choice keeps the dialog closed. */
export const CONSENT_COOKIE = 'cookie_consent';
export const EDITOR = { username: 'editor', password: 'editor', name: 'Eda Editor' };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Options {
  /** Store a consent decision before the page loads, so the modal dialog does not cover what a test is about. */
  consentStored: boolean;
}

/**
 * `test` with a stored cookie decision by default (opt out with `test.use({ consentStored: false })`) and one
 * editor session per worker (`editorState`), logged in once through the server's JSON login.
 */
export const test = base.extend<Options, { editorState: StorageState }>({
  consentStored: [true, { option: true }],
  context: async ({ context, consentStored, baseURL }, use) => {
    if (consentStored) await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL! }]);
    await use(context);
  },
  editorState: [
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const api = await playwrightRequest.newContext({ baseURL });
      await api.get('/de/login/');
      const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
      const response = await api.post('/de/login/', { data: { username: EDITOR.username, password: EDITOR.password }, headers: { 'X-CSRFToken': csrf } });
      expect(response.status(), await response.text()).toBe(200);
      const state = await api.storageState();
      await api.dispose();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

export { expect };
