import { test, expect } from '../support/fixtures';
import { untilHydrated } from '../support/site';

/**
 * What a visitor's browser runs on the pages most visits start on, on a form and in the ticket shop. The schema
 * library the back office and the server validate with is about 540 KB of script (two copies: the shell's and a
 * remote's) and would cost a phone a quarter of a second to start: a rule or constant the pages need lives apart from
 * the schemas, so that importing it does not bring them along. These pages load none of it.
 */
const SCHEMA_LIBRARY = /\bZodError\b|\$ZodType\b/;

test('the home page, the events list, an event, an article, a form and the ticket shop load no schema library', async ({ page, request }) => {
  const first = async (api: string) => ((await (await request.get(api)).json()) as { results: Array<{ slug: string; id: number }> }).results[0];
  const event = await first('/de/api/events/?page_size=1');
  const article = await first('/de/api/articles/?page_size=1');
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.text().catch(() => ''));
  });
  for (const path of ['/de', '/de/veranstaltungen', `/de/veranstaltungen/${event.slug}/${event.id}`, `/de/mediathek-de/${article.slug}/${article.id}`, '/de/forms/kontakt/1']) {
    await page.goto(path);
    await untilHydrated(page);
    // Whatever the page loads once it is live (a slot's code, a widget's chunk) counts as well.
    await page.waitForLoadState('networkidle');
  }
  // The ticket shop has a layout of its own, live once its main region is there.
  await page.goto('/webshop');
  await expect(page.getByRole('main', { name: 'Ticketshop' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.size, 'scripts were recorded').toBeGreaterThan(5);
  const withSchemas: string[] = [];
  for (const [path, body] of scripts) if (SCHEMA_LIBRARY.test(await body)) withSchemas.push(path);
  expect(withSchemas).toEqual([]);
});
