import type { Page } from '@playwright/test';
import { test, expect, CONSENT_COOKIE } from '../support/fixtures';
import { chrome, untilHydrated } from '../support/site';
import { withOnlineFlags } from '../support/site-settings';
import { renderInBrowserOnly } from '../support/server-render';

/** Site chrome: top alert, cookie consent, shop offline state, document head. */

const ALERT_COOKIE = 'top_alert_dismissed';

test('top alert: closing stores the alert id in a cookie and it stays closed after a reload', async ({ page, request, context }) => {
  const news = (await (await request.get('/api/breaking-news/?lang=de')).json()) as Array<{ id: number; title: string }>;
  expect(news.length).toBeGreaterThan(0);
  await page.goto('/de');
  const alert = page.getByRole('region', { name: 'Aktuelle Meldung' });
  await expect(alert).toContainText(news[0].title);
  await alert.getByRole('button', { name: 'Meldung schließen' }).click();
  await expect(alert).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === ALERT_COOKIE);
  expect(cookie?.value).toBe(String(news[0].id));
  await page.reload();
  await expect(chrome(page).main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(chrome(page).banner).toBeVisible();
  await expect(alert).toHaveCount(0);
  // Another page, same decision.
  await page.goto('/de/veranstaltungen');
  await expect(chrome(page).main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('top alert: a cookie holding another alert id does not hide the current alert', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: ALERT_COOKIE, value: '999999', url: baseURL! }]);
  await page.goto('/en');
  await expect(page.getByRole('region', { name: 'Current notice' })).toBeVisible();
});

test.describe('cookie consent', () => {
  test.use({ consentStored: false });

  /**
   * Holds the window load event back for a moment (one slow image added at DOMContentLoaded), as on a slow
   * connection: the dialog is in the page from the start and must work before the load event.
   */
  async function slowLoad(page: Page) {
    await page.route('**/e2e-slow-load.gif', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ status: 204 });
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const img = document.createElement('img');
        img.src = '/e2e-slow-load.gif';
        img.alt = '';
        document.body.appendChild(img);
      });
    });
  }

  test('shows after a fast page load too', async ({ page }) => {
    await page.goto('/de');
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  });

  test('shows with the page, traps focus, stores the choice, and the footer link reopens it with focus restored', async ({ page, context }) => {
    await slowLoad(page);
    await page.goto('/de');
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(dialog).toBeVisible();
    // The browser's code has taken over the dialog (before that its buttons post the no-script form).
    await expect(page.locator('[data-consent-pending]')).toHaveCount(0);
    for (const name of ['Notwendig', 'Statistik und Marketing', 'Externe Medien']) await expect(dialog.getByRole('checkbox', { name: new RegExp(name) })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Notwendig/ })).toBeDisabled();

    // Focus is trapped: many Tabs (and a Shift+Tab) never leave the dialog.
    await dialog.getByRole('button', { name: 'Nur notwendige' }).focus();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus inside after ${i + 1} Tab`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await dialog.getByRole('checkbox', { name: /Externe Medien/ }).check();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toHaveCount(0);
    const stored = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(JSON.parse(decodeURIComponent(stored!.value))).toMatchObject({ tracking: false, media: true });

    await page.reload();
    await expect(chrome(page).main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState('load');
    await expect(dialog).toHaveCount(0);

    const settingsButton = chrome(page).footer.getByRole('button', { name: 'Cookie-Einstellungen' });
    await settingsButton.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Externe Medien/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Statistik und Marketing/ })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(settingsButton).toBeFocused();
    const after = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(JSON.parse(decodeURIComponent(after!.value))).toMatchObject({ tracking: true, media: true });
  });

  test('English dialog, and the footer link opens it', async ({ page }) => {
    await slowLoad(page);
    await page.goto('/en');
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('[data-consent-pending]')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Required only' }).click();
    await expect(dialog).toHaveCount(0);
    await chrome(page).footer.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(dialog).toBeVisible();
  });
});

test.describe('shop offline', () => {
  test('with is_shop_online false (settings answer), cart and account are disabled with the tooltip "Webshop offline"', async ({ page }) => {
    await renderInBrowserOnly(page);
    await page.route('**/pageeditor-api/settings', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { is_shop_online: boolean } };
      body.data.is_shop_online = false;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/de');
    const banner = chrome(page).banner;
    for (const name of ['Warenkorb', 'Anmelden']) {
      const item = banner.getByRole('link', { name: `${name}: Webshop offline` });
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      await expect(item).not.toHaveAttribute('href');
      await item.hover();
      await expect(item.getByText('Webshop offline')).toBeVisible();
    }
    await expect(banner.getByRole('link', { name: 'Warenkorb', exact: true })).toHaveCount(0);
  });

  test('toggled in the database through the staff endpoint: the same tooltip, and back when the shop returns', async ({ page, baseURL, adminState }) => {
    await withOnlineFlags(baseURL!, adminState, { is_shop_online: false }, async () => {
      await page.goto('/de');
      const cart = chrome(page).banner.getByRole('link', { name: 'Warenkorb: Webshop offline' });
      await expect(cart).toHaveAttribute('aria-disabled', 'true');
      await cart.hover();
      await expect(cart.getByText('Webshop offline')).toBeVisible();
    });
    await page.reload();
    await expect(chrome(page).banner.getByRole('link', { name: 'Warenkorb', exact: true })).toBeVisible();
  });
});

test.describe('document head', () => {
  for (const [path, locale, other] of [
    ['/de', 'de', '/en'],
    ['/en/exhibition', 'en', '/de/ausstellung'],
    ['/de/veranstaltungen', 'de', '/en/events'],
  ] as const) {
    test(`${path}: title, robots none, hreflang alternates, html lang (HTTP and browser)`, async ({ request, page, baseURL }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`<html[^>]*lang="${locale}"`));
      expect(html).toMatch(/<title>[^<]*Landesausstellung 2026<\/title>/);
      expect(html).toMatch(/<meta name="robots" content="none"/);
      expect(html).toContain(`hreflang="${locale === 'de' ? 'en' : 'de'}" href="${baseURL}${other}"`);

      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(/Landesausstellung 2026$/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'none');
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates.locator('xpath=self::*[@hreflang="de"]')).toHaveCount(1);
      await expect(alternates.locator('xpath=self::*[@hreflang="en"]')).toHaveCount(1);
      await expect(alternates.locator('xpath=self::*[@hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator(`link[rel="alternate"][hreflang="${locale === 'de' ? 'en' : 'de'}"]`)).toHaveAttribute('href', `${baseURL}${other}`);
    });
  }

  test('the title follows client-side navigation and ends with the product name', async ({ page }) => {
    await page.goto('/de');
    // Client-side navigation needs the shell's code live; a click before that loads a new document.
    await untilHydrated(page);
    await chrome(page).banner.getByRole('link', { name: 'Mediathek' }).click();
    await expect(page).toHaveURL(/\/de\/mediathek-de$/);
    await expect(page).toHaveTitle(/^Mediathek.*Landesausstellung 2026$/);
    // The switch's address names the English page once the page's own data has come.
    await expect(chrome(page).banner.getByRole('link', { name: 'English version of this page' })).toHaveAttribute('href', '/en/mediathek-en');
    await chrome(page).banner.getByRole('link', { name: 'English version of this page' }).click();
    await expect(page).toHaveURL(/\/en\/mediathek-en$/);
    await expect(page).toHaveTitle(/^Media library.*Landesausstellung 2026$/);
  });
});
