import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { sellsNow } from '../support/on-sale';
import { untilHydrated } from '../support/site';
import type { Event } from 'shared-contracts/entities';

/** What a visitor met in the last round of trials: each test here failed before its fix. */

/** Opens `path` with the events overlay and follows its first "Details" link to that event's page. */
async function openEventFromOverlay(page: Page, path: string) {
  await page.goto(`${path}?overlay=true`);
  const dialog = page.getByRole('dialog', { name: 'Programm und Karten' });
  const details = dialog.getByRole('link', { name: /^Details zu/ }).first();
  await expect(details).toBeVisible();
  const href = (await details.getAttribute('href'))!;
  await details.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  return { dialog, href };
}

for (const width of [375, 1280] as const) {
  test(`"Details" in the events overlay opens the event and stays there, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const { dialog, href } = await openEventFromOverlay(page, '/de/veranstaltungen');
    // The bounce came a moment later: the address went back to the list and the overlay closed.
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe(href);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('Back from an event opened in the events overlay shows the overlay again, as its address says', async ({ page }) => {
  const { dialog } = await openEventFromOverlay(page, '/de/besuch');
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/de/besuch' && url.searchParams.get('overlay') === 'true');
  await expect(dialog).toBeVisible();
});

test('a printed event page leaves the ticket widget out', async ({ page, request }) => {
  const list: { results: Event[] } = await (await request.get('/de/api/events/?page_size=50')).json();
  const event = list.results.find((e) => sellsNow(e) && e.seat_groups.some((g) => g.status === '1' && g.timeslots.length === 0 && g.available > 0))!;
  await page.goto(event.urls.de);
  const widget = page.locator('#tickets');
  await expect(widget.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(widget.getByRole('button', { name: 'In den Warenkorb' })).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('the language switch keeps the query string: filter ids, dates and the search term as typed', async ({ page }) => {
  for (const [from, to] of [
    ['/de/veranstaltungen?room=1&genre=3', '/en/events?room=1&genre=3'],
    ['/de/veranstaltungen?date=02-12-2026', '/en/events?date=02-12-2026'],
    ['/de/search?q=fluss', '/en/search?q=fluss'],
  ] as const) {
    await page.goto(from);
    // The switch keeps what the page's code reads from the address: it is checked once that code is live.
    await untilHydrated(page);
    const link = page.getByRole('link', { name: 'English version of this page' }).first();
    await expect(link).toHaveAttribute('href', to);
    await link.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to);
  }
});

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
    const list = (await (await request.get('/de/api/events/?page_size=50')).json()) as { results: Event[] };
    const event = list.results.find((e) => sellsNow(e) && !e.is_sold_out && e.id_jet !== null)!;
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

test.describe('client navigation shows its progress', () => {
  interface Sample {
    barOpacity: number;
    barWidth: number;
    barHeight: number;
    failed: boolean;
    fade: number;
  }

  /** Samples the top bar and the main area's fade on every frame until `stop()`. */
  async function startSampling(page: import('@playwright/test').Page) {
    await page.evaluate(() => {
      const samples: Sample[] = [];
      (window as unknown as { __samples: Sample[] }).__samples = samples;
      const tick = () => {
        const bar = document.querySelector<HTMLElement>('[role="progressbar"]');
        const fade = document.querySelector<HTMLElement>('#main-content > div');
        if (bar && fade) {
          const box = bar.getBoundingClientRect();
          samples.push({ barOpacity: Number(getComputedStyle(bar).opacity), barWidth: box.width, barHeight: box.height, failed: bar.hasAttribute('data-failed'), fade: Number(getComputedStyle(fade).opacity) });
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    return () => page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples);
  }

  async function slowEvents(page: import('@playwright/test').Page, status = 200) {
    await page.route('**/de/api/events/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      if (status === 200) await route.continue();
      else await route.fulfill({ status, body: '{"message":"down"}', contentType: 'application/json' });
    });
  }

  test('the 2 px bar runs while the next page loads and hides afterwards; the page fades out and in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/de');
    await untilHydrated(page, ['mf_content/Page']);
    await page.waitForLoadState('networkidle');
    await slowEvents(page);
    const samples = await startSampling(page);
    // The home page has card headings too: the new page counts as shown once the slowed events list is in.
    const listLoaded = page.waitForResponse((r) => r.url().includes('/de/api/events/'), { timeout: 30_000 });
    await page.locator('main a[href="/de/veranstaltungen"]:visible').first().click();
    await listLoaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Programm und Karten' })).toBeVisible();
    await page.waitForTimeout(1200);
    const seen = await samples();
    const running = seen.filter((s) => s.barOpacity > 0.9 && s.barWidth > 0);
    expect(running.length).toBeGreaterThan(0);
    expect(running.map((s) => ({ height: s.barHeight, failed: s.failed }))).toContainEqual({ height: 2, failed: false });
    expect(seen.some((s) => s.fade < 0.5)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ barOpacity: 0, fade: 1 });
  });

  test('the bar turns red when the next page cannot be loaded', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/de');
    await untilHydrated(page, ['mf_content/Page']);
    await page.waitForLoadState('networkidle');
    await page.route('**/de/pageeditor-api/page/besuch**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ status: 500, body: '{"message":"down"}', contentType: 'application/json' });
    });
    const samples = await startSampling(page);
    await page.locator('a[href="/de/besuch"]:visible').first().click();
    await expect(page).toHaveURL(/\/de\/besuch$/);
    // The page call is retried once before the error page shows; the bar then turns red, fills and hides.
    await expect.poll(async () => (await samples()).filter((s) => s.failed && s.barOpacity > 0.9 && s.barWidth > 0).length, { timeout: 20_000 }).toBeGreaterThan(0);
  });

  test('with reduced motion nothing fades or creeps, and the bar still shows', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/de');
    await untilHydrated(page, ['mf_content/Page']);
    await page.waitForLoadState('networkidle');
    await slowEvents(page);
    const samples = await startSampling(page);
    // The home page has card headings too: the new page counts as shown once the slowed events list is in.
    const listLoaded = page.waitForResponse((r) => r.url().includes('/de/api/events/'), { timeout: 30_000 });
    await page.locator('main a[href="/de/veranstaltungen"]:visible').first().click();
    await listLoaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Programm und Karten' })).toBeVisible();
    await page.waitForTimeout(1200);
    const seen = await samples();
    expect(seen.every((s) => s.fade === 1)).toBe(true);
    expect(seen.some((s) => s.barOpacity === 1 && s.barWidth > 0)).toBe(true);
    expect(await page.locator('[role="progressbar"]').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  });
});
