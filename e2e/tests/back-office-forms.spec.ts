import path from 'node:path';
import type { Page } from '@playwright/test';
import { CONSENT_COOKIE, expect, test } from '../support/fixtures';
import { untilHydrated } from '../support/site';

/**
 * Forms in the back office, in Chromium against the built site: an editor adds a required field to a form in the
 * back office; the server refuses an entry without it at once, a visitor's form asks for it, and the visitor's entry
 * with it is in the form's entry list and in its CSV export.
 */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');
test.describe.configure({ timeout: 120_000 });
// A remote's first load can take long on a machine busy with builds; these waits are about arrival, not speed.
const ARRIVES = { timeout: 60_000 };

async function csrf(page: Page): Promise<string> {
  const answer = await page.request.get('/api/csrf-token/');
  const fromBody = answer.ok() ? ((await answer.json().catch(() => ({}))) as { csrftoken?: string; token?: string }) : {};
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  return cookie ?? fromBody.csrftoken ?? fromBody.token ?? '';
}

test('an editor adds a required field; an entry without it is refused, the entry with it is listed and exported', async ({ browser, baseURL, editorState }) => {
  const stamp = Date.now().toString(36);
  const staff = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, storageState: editorState });
  const consent = [{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL! }];
  await staff.addCookies(consent);
  const page = await staff.newPage();
  const headers = { 'X-CSRFToken': await csrf(page) };

  // The form and its e-mail field come through the API; the field under test is added in the back office.
  const form = await page.request.post('/de/pageeditor-api/resources/forms/', {
    headers,
    data: { title_de: `Führungsanfrage ${stamp}`, title_en: `Tour request ${stamp}`, success_de: `Danke ${stamp}!`, success_en: `Thanks ${stamp}!` },
  });
  expect(form.status()).toBe(201);
  const { id: formId, slug_de: slug } = (await form.json()) as { id: number; slug_de: string };
  const email = await page.request.post('/de/pageeditor-api/resources/form-fields/', {
    headers,
    data: { form_id: formId, label_de: 'E-Mail', label_en: 'E-mail', slug: 'email', field_type: '3', required: true, sort: 10 },
  });
  expect(email.status()).toBe(201);

  await page.goto('/de/cms-hub/form-fields/new');
  await page.getByRole('combobox', { name: 'Formular' }).selectOption({ label: `Führungsanfrage ${stamp}` }, ARRIVES);
  await page.getByRole('textbox', { name: 'Beschriftung (deutsch)' }).fill('Schule');
  await page.getByRole('textbox', { name: 'Beschriftung (englisch)' }).fill('School');
  await page.getByRole('combobox', { name: 'Feldtyp' }).selectOption({ label: 'Textzeile' });
  await page.getByRole('checkbox', { name: 'Pflichtfeld' }).check();
  await page.getByRole('spinbutton', { name: 'Reihenfolge' }).fill('20');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Angelegt.');

  // The server takes the new field as the rule for the very next submission.
  const visitor = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  await visitor.addCookies(consent);
  const v = await visitor.newPage();
  const refused = await v.request.post('/de/api/forms-entries/', { headers: { 'X-CSRFToken': await csrf(v) }, data: { form: formId, field_values: { email: 'a@example.org' } } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({ schule: 'Dieses Feld ist erforderlich!' });

  // The visitor's form asks for it too, and sends once it is filled.
  await v.goto(`/de/forms/${slug}/${formId}/`);
  await untilHydrated(v, ['mf_content/FormPage']);
  const emailBox = v.getByRole('textbox', { name: 'E-Mail', exact: true });
  await expect(emailBox).toBeVisible(ARRIVES);
  // Typed once the form is live: text typed into the server's HTML before that is not the form's yet.
  await expect(async () => {
    await emailBox.fill('lehrerin@example.org');
    await v.waitForTimeout(300);
    await expect(emailBox).toHaveValue('lehrerin@example.org', { timeout: 100 });
  }).toPass(ARRIVES);
  await v.getByRole('button', { name: 'Absenden' }).click();
  await expect(v.getByRole('textbox', { name: /^Schule/ })).toHaveAttribute('aria-invalid', 'true');
  await v.getByRole('textbox', { name: /^Schule/ }).fill(`Gymnasium ${stamp}`);
  await v.screenshot({ path: path.join(SHOTS, 'forms-visitor-375.png'), fullPage: true });
  await v.getByRole('button', { name: 'Absenden' }).click();
  await expect(v.getByRole('status').filter({ hasText: `Danke ${stamp}!` })).toBeVisible();

  await page.goto(`/de/cms-hub/forms/${formId}`);
  const entries = page.getByRole('region', { name: 'Einsendungen' });
  await expect(entries.getByRole('row').nth(1)).toContainText(`Gymnasium ${stamp}`, ARRIVES);
  await expect(page.getByRole('region', { name: 'Felder dieses Formulars' }).getByRole('link', { name: 'Schule bearbeiten' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'forms-back-office-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, 'forms-back-office-375.png'), fullPage: true });

  const csv = await page.request.get(`/de/pageeditor-api/forms/${formId}/entries/csv/`);
  expect(csv.status()).toBe(200);
  const text = (await csv.body()).toString('utf8');
  expect(text.startsWith('\uFEFFNr.;Eingegangen;Sprache;E-Mail;Schule\r\n')).toBe(true);
  expect(text).toContain(`;de;lehrerin@example.org;Gymnasium ${stamp}\r\n`);
  // Anonymous visitors get neither the list nor the export.
  expect((await v.request.get(`/de/pageeditor-api/forms/${formId}/entries/csv/`)).status()).toBe(401);
  await visitor.close();
  await staff.close();
});
