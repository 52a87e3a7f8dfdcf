import type { APIRequestContext, Page, Route } from '@playwright/test';
import { test, expect, EDITOR } from '../support/fixtures';
import { chrome } from '../support/site';
import { sellsNow } from '../support/on-sale';
import type { Event } from 'shared-contracts/entities';

/**
 * A remote that is down (its manifest, its remoteEntry.js or its chunks unreachable) shows the localized fallback
 * within a few seconds, and "Erneut versuchen" brings it back once it is reachable again, without a reload.
 */

type FailureKind = 'manifest' | 'entry' | 'chunks';
const KINDS: FailureKind[] = ['manifest', 'entry', 'chunks'];

function failing(remote: string, kind: FailureKind): RegExp {
  const base = `/remotes/${remote}/`;
  if (kind === 'manifest') return new RegExp(`${base}mf-manifest\\.json`);
  if (kind === 'entry') return new RegExp(`${base}remoteEntry\\.js`);
  return new RegExp(`${base}(?!remoteEntry|mf-manifest)[^?]+\\.(js|css)`);
}

/** Fails the matching requests until the returned function is called; records whether any was failed. */
async function outage(page: Page, pattern: RegExp) {
  const state = { hits: 0 };
  const handler = (route: Route) => {
    state.hits++;
    return route.abort('connectionrefused');
  };
  await page.route(pattern, handler);
  return { state, restore: () => page.unroute(pattern, handler) };
}

// Speeds up nothing: the fallback must come by itself; the bound only keeps a hanging skeleton from passing.
const FALLBACK_WITHIN = 10_000;

const REGIONS = [
  { remote: 'mf-content', path: '/de', ready: (page: Page) => chrome(page).main.getByRole('heading', { level: 2 }).first() },
  { remote: 'mf-events', path: '/de/veranstaltungen', ready: (page: Page) => chrome(page).main.getByRole('group', { name: /Ausstellungsart/ }).or(chrome(page).main.getByText('Ausstellungsart')).first() },
  { remote: 'mf-search', path: '/de/search?q=kloster', ready: (page: Page) => chrome(page).main.getByRole('searchbox', { name: 'Suchbegriff' }) },
] as const;

for (const { remote, path, ready } of REGIONS) {
  test.describe(`${remote} down and back`, () => {
    for (const kind of KINDS) {
      test(`${kind} unreachable: fallback, then retry recovers`, async ({ page }) => {
        const { state, restore } = await outage(page, failing(remote, kind));
        await page.goto(path);
        const { banner, main, footer } = chrome(page);
        await expect(main.getByText('Dieser Bereich konnte gerade nicht geladen werden.')).toBeVisible({ timeout: FALLBACK_WITHIN });
        expect(state.hits).toBeGreaterThan(0);
        await expect(banner.getByRole('link', { name: 'Startseite' })).toBeVisible();
        await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible();

        await restore();
        await main.getByRole('button', { name: 'Erneut versuchen' }).click();
        await expect(ready(page)).toBeVisible();
        await expect(main.getByText('Dieser Bereich konnte gerade nicht geladen werden.')).toHaveCount(0);
      });
    }
  });
}

/** The first future event the shop sells without timeslots: its page carries mf-booking's widget. */
async function bookableEventPath(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/de/api/events/?page_size=50')).json()) as {
    results: Array<Pick<Event, 'id' | 'slug' | 'mark' | 'sales_stopped' | 'date_start' | 'date_end' | 'seat_groups'>>;
  };
  const event = list.results.find((e) => sellsNow(e) && e.seat_groups.some((g) => g.status === '1' && g.timeslots.length === 0 && g.available > 0));
  expect(event, 'a bookable demo event').toBeTruthy();
  return `/de/veranstaltungen/${event!.slug}/${event!.id}`;
}

test.describe('mf-booking down and back', () => {
  for (const kind of KINDS) {
    test(`${kind} unreachable: the event page keeps its details and says booking is unavailable; retry recovers`, async ({ page, request }) => {
      const path = await bookableEventPath(request);
      const { state, restore } = await outage(page, failing('mf-booking', kind));
      await page.goto(path);
      const { main, footer } = chrome(page);
      const message = main.getByRole('alert').filter({ hasText: 'Die Ticketbuchung ist gerade nicht erreichbar.' });
      await expect(message).toBeVisible({ timeout: FALLBACK_WITHIN });
      expect(state.hits).toBeGreaterThan(0);
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible();

      await restore();
      await message.getByRole('button', { name: 'Erneut laden' }).click();
      await expect(main.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
      await expect(message).toHaveCount(0);
    });
  }
});

test.describe('mf-shop down and back', () => {
  for (const kind of KINDS) {
    test(`${kind} unreachable: the shop frame keeps header, footer and a message with a way back; retry recovers`, async ({ page }) => {
      const { restore } = await outage(page, failing('mf-shop', kind));
      await page.goto('/webshop');
      const { banner, footer } = chrome(page);
      const message = page.getByRole('alert').filter({ hasText: 'Der Ticketshop ist gerade nicht erreichbar' });
      await expect(message).toBeVisible({ timeout: FALLBACK_WITHIN });
      await expect(banner.getByRole('link', { name: 'Startseite' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible();
      await expect(message.getByRole('link', { name: 'Zurück zur Website' })).toHaveAttribute('href', '/de');

      await restore();
      await message.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(page.getByRole('main', { name: 'Ticketshop' })).toBeVisible();
      await expect(message).toHaveCount(0);
    });
  }

  test('the way back leads to the home page', async ({ page }) => {
    await outage(page, failing('mf-shop', 'entry'));
    await page.goto('/webshop');
    await page.getByRole('link', { name: 'Zurück zur Website' }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(chrome(page).main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
});

test.describe('mf-editor down and back', () => {
  for (const kind of KINDS) {
    test(`${kind} unreachable: staff see the page and a message instead of the tools; retry brings the toolbar`, async ({ page }) => {
      const { state, restore } = await outage(page, failing('mf-editor', kind));
      await page.goto('/de/login/');
      await page.getByLabel('Benutzername').fill(EDITOR.username);
      await page.getByLabel('Passwort').fill(EDITOR.password);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page).toHaveURL(/\/de$/);
      const message = page.getByRole('alert').filter({ hasText: 'Die Redaktionswerkzeuge konnten gerade nicht geladen werden.' });
      await expect(message).toBeVisible({ timeout: FALLBACK_WITHIN });
      expect(state.hits).toBeGreaterThan(0);
      await expect(chrome(page).main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Redaktionswerkzeuge' })).toHaveCount(0);

      await restore();
      await message.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(page.getByRole('region', { name: 'Redaktionswerkzeuge' })).toContainText(EDITOR.name);
      await expect(message).toHaveCount(0);
    });
  }
});
