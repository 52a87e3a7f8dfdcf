import { test, expect } from '../support/fixtures';
import { chrome, recordRequests, remoteOf, untilHydrated } from '../support/site';

/**
 * The first visit's JS budget (decision 032): heavy widgets a page view may never use load on the visitor's first turn to them, behind a
 * stand-in that looks and answers the same. These tests drive the real widgets through their stand-ins.
 */

const scriptsOf = (paths: string[], remote: string) => paths.filter((p) => remoteOf(p) === remote && p.endsWith('.js'));

test('header search: mf-search loads on the first press, which opens the field; typing suggests and Enter searches', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/de');
  const { banner, main } = chrome(page);
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scriptsOf(requests, 'mf-search'), 'no mf-search code before the visitor turns to the search').toEqual([]);

  await banner.getByRole('button', { name: 'Suche öffnen' }).click();
  const field = banner.getByRole('combobox', { name: 'Suchbegriff' });
  await expect(field).toBeFocused();
  expect(scriptsOf(requests, 'mf-search').length).toBeGreaterThan(0);

  await field.pressSequentially('Einb');
  await expect(banner.getByRole('list', { name: 'Suchvorschläge' }).getByRole('button', { name: 'einbaum' })).toBeVisible();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/de\/search\?q=Einb$/);
});

test('header search by keyboard: focus alone loads nothing, Enter opens the field with the focus in it', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/de');
  const { banner, main } = chrome(page);
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const button = banner.getByRole('button', { name: 'Suche öffnen' });
  // Focus given before the shell hydrates would sit on the server's button, which hydration may replace.
  await untilHydrated(page);
  await button.focus();
  await page.waitForLoadState('networkidle');
  expect(scriptsOf(requests, 'mf-search')).toEqual([]);
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  // mf-search's first load on a machine busy with other work: the wait is about arrival, not speed.
  await expect(banner.getByRole('combobox', { name: 'Suchbegriff' })).toBeFocused({ timeout: 60_000 });
});

test('highlights slider on /de: swiper loads when the visitor turns to it, and an arrow press before that is kept', async ({ page }) => {
  // One slide per view (the default), so the arrows have somewhere to go with the three demo highlights.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/de');
  const slider = chrome(page).main.getByRole('group', { name: 'Höhepunkte' });
  await expect(slider).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The first view is drawn without swiper.
  await expect(slider.locator('.swiper')).toHaveCount(0);
  const firstHeadline = await slider.getByRole('heading').first().textContent();

  await slider.getByRole('button', { name: 'Nächstes Element' }).click();
  await expect(slider.locator('.swiper-initialized')).toHaveCount(1);
  const active = slider.locator('.swiper-slide-active');
  await expect(active).toHaveCount(1);
  await expect(active.getByRole('heading')).not.toHaveText(firstHeadline ?? '');
  await expect(slider.locator('.swiper-slide').nth(1)).toHaveClass(/swiper-slide-active/);

  await slider.getByRole('button', { name: 'Vorheriges Element' }).click();
  await expect(slider.locator('.swiper-slide').first()).toHaveClass(/swiper-slide-active/);
});
