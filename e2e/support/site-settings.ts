import { expect, request, type BrowserContext } from '@playwright/test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
export interface OnlineFlags {
  is_site_online?: boolean;
  is_shop_online?: boolean;
}

/** Switches the site or the shop in the test's database through the staff endpoint (PATCH /pageeditor-api/settings). */
export async function setOnlineFlags(baseURL: string, editorState: StorageState, flags: OnlineFlags): Promise<void> {
  const api = await request.newContext({ baseURL, storageState: editorState });
  const csrf = editorState.cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await api.patch('/pageeditor-api/settings', { data: flags, headers: { 'X-CSRFToken': csrf } });
  expect(response.status(), await response.text()).toBe(200);
  await api.dispose();
}

/** Runs `body` with the flags switched, and switches them back even when it fails. */
export async function withOnlineFlags(baseURL: string, editorState: StorageState, flags: OnlineFlags, body: () => Promise<void>): Promise<void> {
  await setOnlineFlags(baseURL, editorState, flags);
  try {
    await body();
  } finally {
    await setOnlineFlags(baseURL, editorState, Object.fromEntries(Object.keys(flags).map((k) => [k, true])));
  }
}
