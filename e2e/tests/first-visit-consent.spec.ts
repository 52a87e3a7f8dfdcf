import type { Page } from '@playwright/test';
import { CONSENT_COOKIE, expect, test } from '../support/fixtures';

/**
 * The cookie dialog is in the first HTML of every page, so a first visit paints it with the page; a visitor who has
 * chosen never sees it, not even for a frame before the browser's code runs; without JavaScript its buttons post a
 * form that stores the same cookie and returns to the page.
 */

const storedChoice = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, consentStored: false });

  test('the dialog is in the page; "necessary only" and "accept all" store the choice and return to the page', async ({ page }) => {
    await page.goto('/de/veranstaltungen');
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(dialog).toBeVisible();
    // It does not block the page: without scripts it is a bar at the bottom, and the heading still takes a click.
    await page.locator('h1').first().click();
    await dialog.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(page).toHaveURL(/\/de\/veranstaltungen#cookie-consent$/);
    await expect(page.locator('h1').first()).toHaveText('Programm und Karten');
    await expect(dialog).toBeHidden();
    expect(await storedChoice(page)).toEqual({ tracking: false, media: false });

    await page.goto('/en/events?genre=1');
    await page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('button', { name: 'Accept all' }).click();
    await expect(page).toHaveURL(/\/en\/events\?genre=1#cookie-consent$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await storedChoice(page)).toEqual({ tracking: true, media: true });
  });
});

test.describe('with JavaScript', () => {
  test.use({ consentStored: false });

  test('a first visit paints the dialog with the page; a returning visitor never sees it, not for a frame', async ({ page }) => {
    // From the first byte on, every frame and every DOM change checks whether any part of the dialog is on screen.
    await page.addInitScript(() => {
      const w = window as unknown as { __consentShown: boolean };
      w.__consentShown = false;
      const check = () => {
        const el = document.getElementById('cookie-consent');
        if (el && el.getClientRects().length > 0 && getComputedStyle(el).display !== 'none') w.__consentShown = true;
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
      const frame = () => {
        check();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const shown = () => page.evaluate(() => (window as unknown as { __consentShown: boolean }).__consentShown);

    const html = await (await page.request.get('/de')).text();
    expect(html).toContain('data-consent-pending');
    await page.goto('/de');
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(dialog).toBeVisible();
    expect(await shown()).toBe(true);
    // Once the browser's code has decided, the dialog keeps the focus as a modal dialog does.
    await expect(page.locator('#cookie-consent[data-consent-pending]')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(dialog).toBeHidden();
    expect(await storedChoice(page)).toEqual({ tracking: true, media: true });

    for (const path of ['/de', '/de/veranstaltungen', '/en']) {
      await page.goto(path);
      await page.waitForLoadState('load');
      await expect(page.locator('#cookie-consent')).toHaveCount(0);
      expect(await shown(), path).toBe(false);
    }
  });
});
