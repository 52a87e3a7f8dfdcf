import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { untilHydrated } from '../support/site';

/**
 * A kept page's head carries only the CSS rules its markup uses; each sheet it uses in part follows at low priority.
 * Proof that nothing waits on those sheets: the server's markup looks the same with only the inline rules as with
 * every sheet, at a phone's and a desktop's width, so nothing can move when they arrive; and in a visitor's browser
 * they do arrive, styling what is below the fold, without a layout shift.
 */

/** Asks until the page comes from the shared cache (a first render streams its own answer with every rule inline). */
async function keptPage(request: APIRequestContext, path: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await request.get(path);
    const html = await answer.text();
    if (answer.headers()['cache-control']?.startsWith('public') && !html.includes('data-ssr="skeleton"')) return html;
    await new Promise((resolve) => setTimeout(resolve, 1100));
  }
  throw new Error(`${path} never came from the shared cache`);
}

/** Every element's box and the styles that place and paint it, in document order, with scripts off. */
async function looks(browser: Browser, baseURL: string | undefined, path: string, width: number, onlyInline: boolean) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, javaScriptEnabled: false });
  // Without scripts the `<noscript>` links would load the whole sheets; refused, the inline rules are all there is.
  if (onlyInline) await context.route(/\.css(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'load' });
  const result = await page.evaluate(() => {
    // The cookie dialog slides in: compared where it comes to rest, not at whatever frame the load ended.
    for (const animation of document.getAnimations()) animation.finish();
    const props = ['display', 'position', 'color', 'background-color', 'font-size', 'font-weight', 'margin-top', 'padding-left', 'grid-template-columns', 'flex-direction', 'visibility', 'border-top-width', 'line-height'];
    return [...document.querySelectorAll('#root *')].map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').trim().replace(/\s+/g, '.')}`;
      return `${name} ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')} ${props.map((p) => style.getPropertyValue(p)).join('|')}`;
    });
  });
  await context.close();
  return result;
}

test('the home page paints from its inline rules exactly as with every sheet, and the rest follows without a shift', async ({ browser, baseURL, request, page }) => {
  const html = await keptPage(request, '/de');
  const later = [...html.matchAll(/<link rel="preload" as="style" href="([^"]+)" fetchpriority="low" data-later-style>/g)].map((m) => m[1]);
  expect(later.length, 'the home page uses the shell\'s and its slot\'s sheets in part').toBeGreaterThan(0);
  // Nothing in the head holds up the first paint: a stylesheet link is there only for browsers without scripts.
  const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  expect(head).not.toContain('rel="stylesheet"');

  for (const width of [375, 1280]) {
    const inline = await looks(browser, baseURL, '/de', width, true);
    const whole = await looks(browser, baseURL, '/de', width, false);
    expect(inline.length).toBeGreaterThan(100);
    expect(inline, `at ${width} px`).toEqual(whole);
  }

  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/de');
  await untilHydrated(page, ['mf_content/Page']);
  // Each sheet that followed is applied, and what is below the fold (the partners' logos) is styled by it.
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('link[data-later-style]')].every((link) => (link as HTMLLinkElement).rel === 'stylesheet' && !!(link as HTMLLinkElement).sheet)))
    .toBe(true);
  // Nothing moved while the sheets arrived and the page came alive. (The web fonts' swap may nudge a line of text by
  // a fraction of a pixel despite the metric-matched fallbacks: far below what a visitor or Lighthouse would count.)
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
  const logos = page.getByRole('region', { name: 'Gefördert und unterstützt von' });
  expect(await logos.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(700);
  await logos.scrollIntoViewIfNeeded();
  expect(await logos.getByRole('list').evaluate((element) => [getComputedStyle(element).display, getComputedStyle(element).listStyleType])).toEqual(['flex', 'none']);
});
