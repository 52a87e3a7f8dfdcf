import { test, expect } from '../support/fixtures';
import { sellsNow } from '../support/on-sale';
import { untilHydrated } from '../support/site';

/** The event page's booking call to action, the detail sections, the phone's first screen and language details. */

async function concert(request: import('@playwright/test').APIRequestContext) {
  const list = (await (await request.get('/de/api/events/?page_size=50')).json()) as { results: Array<{ id: number; slug: string; mark: string; sales_stopped: boolean; date_start: string; date_end: string | null; is_sold_out: boolean; production: { name: string } | null; urls: { de: string; en: string } }> };
  return list.results.find((e) => sellsNow(e) && !e.is_sold_out && e.production?.name.startsWith('Klosterkonzerte'))!;
}

for (const width of [375, 1280] as const) {
  test(`"Tickets buchen" opens this event's ticket choice on the page, uncovered, at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const event = await concert(request);
    await page.goto(event.urls.de);
    const cta = page.getByRole('main').getByRole('link', { name: 'Tickets buchen' });
    await expect(cta).toBeVisible();
    // Nothing fixed sits on top of the call to action.
    const box = (await cta.boundingBox())!;
    const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.textContent, [box.x + box.width / 2, box.y + box.height / 2]);
    expect(onTop).toContain('Tickets buchen');
    await cta.click();
    await expect(page).toHaveURL(/#tickets$/);
    expect(new URL(page.url()).pathname).toBe(event.urls.de);
    const widget = page.locator('#tickets');
    await expect(widget.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
    await expect(widget).toBeInViewport();
    // The widget has the focus, and the bottom bar is out of the way.
    await expect.poll(() => page.evaluate(() => document.querySelector('#tickets')?.contains(document.activeElement) ?? false)).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Schnellzugriff', includeHidden: true })).toHaveAttribute('data-hidden');
  });
}

test('the event page shows its sections in order and the language switch keeps to the English slug', async ({ page, request }) => {
  const event = await concert(request);
  await page.goto(event.urls.de);
  await expect(page.getByRole('heading', { level: 2, name: 'Ablauf' })).toBeVisible();
  const order = await page.locator('[data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
  expect(order.slice(0, 4)).toEqual(['ImportantInfo', 'Description', 'ImageSlider', 'Programs']);
  expect(order).toContain('Sponsors');
  expect(order.at(-1)).toBe('Promoter');
  await page.getByRole('link', { name: 'English version of this page' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${event.urls.en}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Programme' })).toBeVisible();
});

test('phones: the top alert takes one line with "mehr", and the footer line is English on /en', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/de');
  const alert = page.getByRole('region', { name: 'Aktuelle Meldung' });
  await expect(alert).toBeVisible();
  expect((await alert.boundingBox())!.height).toBeLessThan(70);
  await alert.getByRole('button', { name: /^mehr/ }).click();
  expect((await alert.boundingBox())!.height).toBeGreaterThan(70);
  await expect(page.getByRole('banner').getByText(/^Heute (\d|geschlossen)/)).toBeVisible();
  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('a project of the state and its museums')).toBeVisible();
  await expect(footer.getByText('ein Projekt des Landes')).toBeHidden();
  // The address block names the exhibition, the product and the venue in the page's language.
  await expect(footer.getByText('River Land – Life on the Great River')).toBeVisible();
  await expect(footer.getByText('State Exhibition 2026')).toBeVisible();
  await expect(footer.getByText('Auenstein Abbey', { exact: true })).toBeVisible();
  await expect(footer.getByText('Flussland – Leben am großen Strom')).toBeHidden();
  await expect(footer.getByText('Kloster Auenstein', { exact: true })).toBeHidden();
});

test('the events overlay keeps overlay=true in the address while open', async ({ page }) => {
  // The bottom bar steps aside over the list's text, so the side tab of wide screens opens the overlay here.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de/veranstaltungen');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  // The overlay is the shell's code: its button answers once the page is live.
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Programm und Karten', expanded: false }).click();
  await expect(page).toHaveURL(/[?&]overlay=true/);
  await page.getByRole('button', { name: /Programm schließen/ }).click();
  await expect(page).not.toHaveURL(/overlay=true/);
});

test('the self-hosted demo video of "Medien" plays from the server', async ({ page, request }) => {
  const video = await request.get('/media/demo-rundgang.mp4');
  expect(video.status()).toBe(200);
  expect(video.headers()['content-type']).toMatch(/^video\/mp4/);
  await page.goto('/de/medien');
  const player = page.locator('video[aria-label]').first();
  await expect(player).toBeAttached();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThan(0);
});

test('phones: the media consent prompt on a production page keeps both its buttons inside its dark box', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const list: { results: Array<{ urls: { de: string } }> } = await (await request.get('/de/api/productions/?page_size=5')).json();
  await page.goto(list.results[0].urls.de);
  const allow = page.getByRole('main').getByRole('button', { name: 'Medien-Inhalte erlauben' }).first();
  await expect(allow).toBeVisible();
  const outside = await allow.evaluate((button) => {
    let box: HTMLElement | null = button.parentElement;
    while (box && getComputedStyle(box).aspectRatio === 'auto') box = box.parentElement;
    if (!box) return ['no box with an aspect ratio around the prompt'];
    const frame = box.getBoundingClientRect();
    return Array.from(box.querySelectorAll('button'))
      .filter((b) => b.getBoundingClientRect().bottom > frame.bottom + 0.5 || b.getBoundingClientRect().top < frame.top - 0.5)
      .map((b) => b.textContent ?? '');
  });
  expect(outside).toEqual([]);
});

test('a production\'s dates: every ticket widget starts collapsed, "Tickets auswählen" opens that one only', async ({ page, request }) => {
  const list: { results: Array<{ urls: { de: string } }> } = await (await request.get('/de/api/productions/?page_size=5')).json();
  await page.goto(list.results[0].urls.de);
  const choose = page.getByRole('main').getByRole('button', { name: 'Tickets auswählen' });
  await expect(choose.first()).toBeVisible();
  const widgets = page.getByRole('main').getByRole('region', { name: /^Tickets für / });
  // Widgets mount one by one: compare once every date's widget is there and each shows its collapsed button.
  await expect.poll(async () => (await widgets.count()) > 1 && (await choose.count()) === (await widgets.count())).toBe(true);
  await expect(page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await choose.nth(1).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(1);
  await expect(widgets.nth(1).getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
});
