import { test, expect } from '../support/fixtures';

/** What a visitor met in the last round of trials: each test here failed before its fix. */

for (const width of [375, 1280] as const) {
  test(`"Details" in the events overlay opens the event and stays there, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/de/veranstaltungen?overlay=true');
    const dialog = page.getByRole('dialog', { name: 'Programm und Karten' });
    const details = dialog.getByRole('link', { name: /^Details zu/ }).first();
    await expect(details).toBeVisible();
    const href = (await details.getAttribute('href'))!;
    await details.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    // The bounce came a moment later: the address went back to the list and the overlay closed.
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe(href);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
}
