import type { Page } from '@playwright/test';
import { test, expect, EDITOR } from '../support/fixtures';
import { chrome } from '../support/site';

/**
 * The site works under its Content-Security-Policy: no page the visitor or the editor sees reports a violation,
 * and the policy is the one the server builds (nonce'd boot script, no 'unsafe-inline' scripts, framing rules).
 */

/** Collects CSP violations the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  return violations;
}

interface ApiList {
  results: Array<{ id: number; slug: string }>;
}

test('visitor pages load their remotes under the policy without a single violation', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const [event] = ((await (await request.get('/de/api/events/?page_size=1')).json()) as ApiList).results;
  const visits: Array<[string, (p: Page) => ReturnType<Page['getByText']>]> = [
    ['/de', (p) => chrome(p).main.getByRole('heading', { level: 2 }).first()],
    ['/en', (p) => chrome(p).main.getByRole('heading', { level: 2 }).first()],
    ['/de/veranstaltungen', (p) => chrome(p).main.getByText('Ausstellungsart').first()],
    [`/de/veranstaltungen/${event.slug}/${event.id}`, (p) => chrome(p).main.getByRole('heading', { level: 1 }).first()],
    ['/de/mediathek-de', (p) => chrome(p).main.getByRole('heading').first()],
    ['/de/search?q=kloster', (p) => chrome(p).main.getByRole('searchbox', { name: 'Suchbegriff' })],
    ['/webshop', (p) => p.getByRole('main', { name: 'Ticketshop' })],
  ];
  for (const [path, ready] of visits) {
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await expect(ready(page)).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('login and editor pages refuse framing; the editor loads for staff under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const login = await page.goto('/de/login/');
  expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(login?.headers()['x-frame-options']).toBe('DENY');
  await page.getByLabel('Benutzername').fill(EDITOR.username);
  await page.getByLabel('Passwort').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('region', { name: 'Redaktionswerkzeuge' })).toContainText(EDITOR.name);
  const staffPage = await page.goto('/de/veranstaltungen');
  expect(staffPage?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('region', { name: 'Redaktionswerkzeuge' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the login page never shows inside a frame', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  await page.goto(`${baseURL}/de`);
  const framed = await page.evaluate(async (url) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    document.body.append(frame);
    await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    try {
      return Boolean(frame.contentDocument?.querySelector('input[name="password"]'));
    } catch {
      return false;
    }
  }, `${baseURL}/de/login/`);
  // The site's own frame-src names only embed providers and the login page refuses every ancestor.
  expect(framed).toBe(false);
  expect(violations.length).toBeGreaterThan(0);
});
