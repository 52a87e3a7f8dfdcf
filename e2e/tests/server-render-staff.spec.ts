import { type Page, request as playwrightRequest } from '@playwright/test';
import { EDITOR, test, expect } from '../support/fixtures';

/**
 * Staff answers are rendered for staff alone: never kept in the anonymous page cache, never handed to anyone else,
 * in either order of arrival. The anonymous side asks without cookies, as a first visit does.
 */
const PAGE = '/de/besuch';

async function anonymousHtml(baseURL: string): Promise<{ html: string; cacheControl: string }> {
  const api = await playwrightRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const answer = await api.get(PAGE);
    expect(answer.status()).toBe(200);
    return { html: await answer.text(), cacheControl: answer.headers()['cache-control'] ?? '' };
  } finally {
    await api.dispose();
  }
}

test('a staff page is the editor\'s own: not stored, not served to the anonymous visitor before or after it', async ({ browser, editorState, baseURL }) => {
  // Anonymous first: this fills the anonymous cache with the page.
  const before = await anonymousHtml(baseURL!);
  expect(before.html).toContain('data-ssr="html"');
  expect(before.html).not.toContain(EDITOR.name);

  const staff = await browser.newContext({ storageState: editorState });
  const page = await staff.newPage();
  const answer = await page.goto(PAGE);
  expect(answer!.headers()['cache-control']).toBe('private, no-store');
  // The staff chrome is rendered as staff (the account name), not the cached anonymous page.
  expect(await answer!.text()).toContain(EDITOR.name);
  await expect(page.getByText(EDITOR.name).first()).toBeAttached();
  await staff.close();

  // And after the staff answer, the anonymous visitor still gets the anonymous page.
  const after = await anonymousHtml(baseURL!);
  expect(after.html).not.toContain(EDITOR.name);
  expect(after.html).not.toMatch(/"is_staff":\s*true/);
  // The anonymous page is the one shared answer every visitor gets (a shared cache may keep it), never the staff one.
  expect(after.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
});

test('the box office on ?edit sees the page as visitors do: no edit buttons it could only be refused at', async ({ browser, editorState, boxOfficeState }) => {
  const editButtons = (page: Page) => page.getByRole('button', { name: /^Bearbeiten/ });
  const editor = await browser.newContext({ storageState: editorState });
  const asEditor = await editor.newPage();
  await asEditor.goto(`${PAGE}?edit`);
  await expect(editButtons(asEditor).first()).toBeVisible({ timeout: 20_000 });
  await editor.close();

  const boxOffice = await browser.newContext({ storageState: boxOfficeState });
  const asBoxOffice = await boxOffice.newPage();
  await asBoxOffice.goto(`${PAGE}?edit`);
  // The toolbar is there (its menu leads to the box office) and the page's content; no editing.
  await expect(asBoxOffice.getByRole('main')).toBeVisible();
  await expect(asBoxOffice.getByRole('region', { name: 'Redaktionswerkzeuge' })).toBeAttached({ timeout: 20_000 });
  await expect(editButtons(asBoxOffice)).toHaveCount(0);
  await boxOffice.close();
});
