import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/**
 * Layout integrity at a phone and a desktop width: no page scrolls sideways, and no fixed or sticky element
 * (header, bottom bar, side tab) sits on top of the control that has the keyboard focus.
 */

const WIDTHS = [375, 1280] as const;

async function firstId(page: Page, api: string): Promise<{ id: number; slug: string }> {
  const response = await page.request.get(api);
  const body = (await response.json()) as { results: Array<{ id: number; slug: string; mark?: string }> };
  const show = body.results.find((r) => r.mark === undefined || r.mark === 'show') ?? body.results[0];
  return { id: show.id, slug: show.slug };
}

async function pagesToCheck(page: Page): Promise<string[]> {
  const event = await firstId(page, '/de/api/events/?page_size=5');
  const production = await firstId(page, '/de/api/productions/?page_size=5');
  return [
    '/de',
    '/en',
    '/de/veranstaltungen',
    `/de/veranstaltungen/${event.slug}/${event.id}`,
    '/de/produktionen',
    `/de/produktionen/${production.slug}/${production.id}`,
    '/de/mediathek-de',
    '/de/search?q=fluss',
    '/de/besuch',
    '/de/cms-hub',
    '/de/forms/gruppenfuehrung-anfragen/2',
    '/en/team',
  ];
}

/**
 * Focus may move the page (scrolling it into view, a header that hides or shows): wait until the scroll position
 * holds still from one frame to the next (at most two seconds, so a page that never settles fails on its covered
 * control, not on the test's clock). The tests run with reduced motion, so what settles is the final layout.
 */
function scrollSettled(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const giveUp = setTimeout(resolve, 2_000);
        let last = -1;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 1) {
            clearTimeout(giveUp);
            resolve();
          } else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * What the focused control is hidden under, if anything: a 3 × 3 grid of points inside the control is hit-tested,
 * and a point that lands on something outside the control counts when that something is (inside) a fixed element
 * or a sticky one stuck to an edge of the viewport. Hit-testing a few points keeps each of the many tab stops cheap.
 */
function coveringElementAt(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body || focused.id === 'main-content') return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    // Only what is on screen: the browser scrolls a focused control into view (with the scroll padding).
    if (box.bottom <= 0 || box.top >= window.innerHeight) return null;
    const covering = (hit: Element): HTMLElement | null => {
      for (let el: HTMLElement | null = hit as HTMLElement; el && el !== document.body; el = el.parentElement) {
        if (el.contains(focused)) return null;
        const style = getComputedStyle(el);
        if (style.position !== 'fixed' && style.position !== 'sticky') continue;
        if (style.visibility === 'hidden' || Number(style.opacity) === 0 || el.closest('[inert]')) continue;
        const r = el.getBoundingClientRect();
        // A sticky element only covers while it is stuck to an edge of the viewport.
        if (style.position === 'sticky' && r.top > 1 && r.bottom < window.innerHeight - 1) continue;
        return el;
      }
      return null;
    };
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    for (const fx of [0.2, 0.5, 0.8]) {
      for (const fy of [0.2, 0.5, 0.8]) {
        const hit = document.elementFromPoint(box.left + box.width * fx, top + (bottom - top) * fy);
        if (!hit || focused.contains(hit) || hit.contains(focused)) continue;
        const el = covering(hit);
        if (el) {
          const name = (focused.getAttribute('aria-label') || focused.textContent || focused.tagName).trim().slice(0, 40);
          return `${name} under ${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 40)}`;
        }
      }
    }
    return null;
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 }, reducedMotion: 'reduce' });

    test('no page scrolls sideways, and no fixed element covers the focused control while tabbing through it', async ({ page }) => {
      test.setTimeout(240_000);
      for (const path of await pagesToCheck(page)) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect.soft(overflow, `${path} is ${overflow}px wider than the viewport`).toBeLessThanOrEqual(0);
        // The page keeps focus clear of the sticky header through its scroll padding, which follows the header's
        // height once the page has hydrated and its fonts are in: tabbing starts when the two agree.
        await expect
          .poll(() =>
            page.evaluate(() => {
              const header = document.querySelector('header');
              return !header || parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) >= header.getBoundingClientRect().height - 1;
            }),
          )
          .toBe(true);
        // Start at the content (the skip link's target), where the controls a bottom bar could hide are.
        await page.evaluate(() => document.getElementById('main-content')?.focus());
        const problems: string[] = [];
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press('Tab');
          await scrollSettled(page);
          const covered = await coveringElementAt(page);
          if (covered) problems.push(covered);
        }
        expect(problems, `${path} at ${width}px`).toEqual([]);
      }
    });
  });
}

for (const width of [375, 1024, 1280] as const) {
  test(`header search opens in full view at ${width} px and leaves "Menü" in the header`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/de');
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: /Menü/ });
    await expect(menu).toBeVisible();
    const menuBefore = await menu.boundingBox();
    await header.getByRole('button', { name: 'Suche öffnen' }).click();
    const field = page.getByRole('combobox', { name: 'Suchbegriff' });
    await expect(field).toBeVisible();
    await field.fill('kloster');
    const box = (await field.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const suggestions = page.getByRole('list', { name: 'Suchvorschläge' });
    await expect(suggestions).toBeVisible();
    const list = (await suggestions.boundingBox())!;
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(width);
    // The suggestions sit under the field, not over it (they slide in from 0.35rem above their place).
    expect(list.y).toBeGreaterThanOrEqual(box.y + box.height - 8);
    const menuAfter = (await menu.boundingBox())!;
    expect(menuAfter.x + menuAfter.width).toBeLessThanOrEqual(width);
    expect(Math.abs(menuAfter.x - menuBefore!.x)).toBeLessThan(2);
  });
}

for (const width of [375, 1280] as const) {
  test(`content hub cards do not overlap at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/de/cms-hub');
    const cards = page.locator('main ul > li:has(> a)').filter({ has: page.locator('> a') });
    await expect(cards.first()).toBeVisible();
    const boxes = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main ul')[0]?.children ?? []).map((li) => {
        const r = li.getBoundingClientRect();
        const content = Array.from(li.querySelectorAll('a')).map((a) => a.getBoundingClientRect());
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, contentBottom: Math.max(...content.map((c) => c.bottom)) };
      }),
    );
    expect(boxes.length).toBeGreaterThan(2);
    for (const [i, a] of boxes.entries()) {
      // Everything a card holds stays inside it…
      expect(a.contentBottom).toBeLessThanOrEqual(a.bottom + 0.5);
      // …and no two cards share any area.
      for (const b of boxes.slice(i + 1)) {
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        expect(overlap).toBe(false);
      }
    }
  });
}

for (const width of [375, 1280] as const) {
  test(`"Besuch": the anchor list stays under the header and "Anfahrt" jumps to its target at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // The server's HTML shows the list at once; it sticks under the header once the page has hydrated (the header
    // publishes its height then), so the test waits for the page to settle first.
    await page.goto('/de/besuch', { waitUntil: 'networkidle' });
    const anchors = page.getByRole('navigation', { name: 'Sprungmarken' });
    await expect(anchors).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    // The header may still be changing its height after the jump (it is compact once scrolled): poll until the
    // list sits right under the header's bottom edge.
    await expect
      .poll(async () => {
        const header = (await page.getByRole('banner').boundingBox())!;
        const stuck = (await anchors.boundingBox())!;
        const gap = Math.round(stuck.y - (header.y + header.height));
        return gap >= -2 && gap < 40 ? 'under the header' : `${gap}px below the header's bottom edge`;
      })
      .toBe('under the header');
    await anchors.getByRole('link', { name: 'Anfahrt' }).click();
    await expect(page).toHaveURL(/#anfahrt$/);
    const target = page.locator('#anfahrt');
    await expect(target).toBeInViewport();
    await expect
      .poll(async () => {
        const box = (await target.boundingBox())!;
        const list = (await anchors.boundingBox())!;
        return box.y >= list.y + list.height - 1 && box.y < 800;
      })
      .toBe(true);
  });
}
