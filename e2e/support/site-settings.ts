import { expect, request, type BrowserContext } from '@playwright/test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
export interface OnlineFlags {
  is_site_online?: boolean;
  is_shop_online?: boolean;
}

/** Switches the site or the shop in the test's database through the admin's endpoint (PATCH /pageeditor-api/settings). */
export async function setOnlineFlags(baseURL: string, adminState: StorageState, flags: OnlineFlags): Promise<void> {
  const api = await request.newContext({ baseURL, storageState: adminState });
  const csrf = adminState.cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await api.patch('/pageeditor-api/settings', { data: flags, headers: { 'X-CSRFToken': csrf } });
  expect(response.status(), await response.text()).toBe(200);
  await api.dispose();
}

/** Runs `body` with the flags switched, and switches them back even when it fails. */
export async function withOnlineFlags(baseURL: string, adminState: StorageState, flags: OnlineFlags, body: () => Promise<void>): Promise<void> {
  await setOnlineFlags(baseURL, adminState, flags);
  try {
    await body();
  } finally {
    await setOnlineFlags(baseURL, adminState, Object.fromEntries(Object.keys(flags).map((k) => [k, true])));
  }
}
