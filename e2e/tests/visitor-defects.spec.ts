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

/** Lines of text (headings, paragraphs, list items, table cells) that the shown bottom bar paints over. */
function textUnderStickyBar(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('nav[aria-label="Schnellzugriff"], nav[aria-label="Quick access"]');
    if (!bar || bar.hasAttribute('data-hidden') || Number(getComputedStyle(bar).opacity) < 0.5) return [];
    const box = bar.getBoundingClientRect();
    const covered: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main h4, main p, main li, main dt, main dd, main td, main th, main blockquote')) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text that is not painted (a closed <details>, something hidden) cannot be covered.
        if (!node.textContent?.trim() || !node.parentElement?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (line.width === 0 || line.height === 0) continue;
          if (line.right > box.left && line.left < box.right && line.bottom > box.top && line.top < box.bottom) covered.push(node.textContent.trim().slice(0, 40));
        }
      }
    }
    return [...new Set(covered)];
  });
}

for (const [path, width] of [['/de', 375], ['/de', 1280], ['/de/besuch', 1280], ['/de/besuch', 375]] as const) {
  test(`the bottom bar never paints over text on ${path} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bar = page.getByRole('navigation', { name: 'Schnellzugriff', includeHidden: true });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const seen: string[] = [];
    let shown = 0;
    for (let y = 0; y < height; y += 250) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(400);
      for (const text of await textUnderStickyBar(page)) seen.push(`${y}: ${text}`);
      if (await bar.evaluate((el) => !el.hasAttribute('data-hidden'))) shown += 1;
    }
    expect(seen).toEqual([]);
    // It steps aside over text only: where images, bands and gaps pass beneath, it is there.
    expect(shown).toBeGreaterThan(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the event page says plainly where the widget would be that booking needs JavaScript, and the site note is styled', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const list = (await (await request.get('/de/api/events/?page_size=50')).json()) as { results: Array<{ mark: string; is_sold_out: boolean; id_jet: number | null; urls: { de: string } }> };
    const event = list.results.find((e) => e.mark === 'show' && !e.is_sold_out && e.id_jet !== null)!;
    await page.goto(event.urls.de);
    const tickets = page.locator('#tickets');
    await expect(tickets.getByText('Die Ticketbuchung braucht JavaScript.')).toBeVisible();
    await expect(page.getByText('Ticketbuchung wird geladen …')).toBeHidden();
    // Styled like the site's notes: a tinted block with the accent rule, not bare text.
    const block = tickets.getByText('Die Ticketbuchung braucht JavaScript.').locator('..');
    expect(await block.evaluate((el) => getComputedStyle(el).borderLeftWidth)).toBe('4px');
    // The site-wide note stands above the header, in the page's language only, and styled; no bottom bar covers anything.
    const note = page.locator('.noscript-note');
    await expect(note.getByText(/^Kartenkauf, Warenkorb, Suche und Filter brauchen JavaScript/)).toBeVisible();
    await expect(note.getByText(/^Tickets, the cart, search and filters need JavaScript/)).toBeHidden();
    expect(await note.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect((await note.boundingBox())!.y).toBeLessThan((await page.getByRole('banner').first().boundingBox())!.y);
    await expect(page.getByRole('navigation', { name: 'Schnellzugriff' })).toBeHidden();
  });
});
