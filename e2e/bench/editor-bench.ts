/**
 * The editor's figures for `npm run bench`, as the demo editor in headless Chromium: the JS bytes of mf-editor (loaded
 * only for staff; as Chromium received them and gzipped) and the time from pressing Save in a module's dialog until
 * the page shows the new text, and from pressing Publish in the toolbar until a visitor (another browser context)
 * who opens the page sees it (the publish call, then the visitor's whole page load).
 */
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'site-config/testing/chromium';
import { startSite } from '../support/server';

const RUNS = 7;
const PORT = Number(process.env.EDITOR_BENCH_PORT ?? 3996);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const site = await startSite(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: site.url }]);
    const page = await context.newPage();
    await page.goto('/de/login/');
    const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    const login = await page.request.post('/de/login/', { data: { username: 'editor', password: 'editor' }, headers: { 'X-CSRFToken': csrf } });
    if (login.status() !== 200) throw new Error(`login failed: ${login.status()}`);

    const editorScripts: Array<Promise<[string, number]>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/remotes/mf-editor/')) {
        editorScripts.push(request.sizes().then((sizes) => [request.url(), sizes.responseBodySize]));
      }
    });
    await page.goto('/de/ausstellung?edit');
    const edit = page.getByRole('button', { name: 'Bearbeiten: Überschrift' }).first();
    await edit.waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(editorScripts);
    let gzip = 0;
    for (const [url] of scripts) gzip += zlib.gzipSync(Buffer.from(await (await page.request.get(url)).body())).length;
    const received = scripts.reduce((sum, [, size]) => sum + size, 0);
    console.log(`mf-editor JS (staff only): ${scripts.length} files, ${(gzip / 1024).toFixed(1)} KB gzip, ${(received / 1024).toFixed(1)} KB as received (brotli)`);

    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const text = `Messung ${run} ${Date.now()}`;
      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Überschrift bearbeiten' });
      await dialog.getByLabel('Inhalt').fill(text);
      const start = Date.now();
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await page.getByRole('main').getByText(text).waitFor();
      times.push(Date.now() - start);
      await page.getByRole('status').waitFor({ state: 'detached', timeout: 10_000 });
    }
    console.log(`Save to updated page: ${median(times)} ms (median of ${RUNS}; min ${Math.min(...times)}, max ${Math.max(...times)})`);

    const visitorContext = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
    await visitorContext.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: site.url }]);
    const visitor = await visitorContext.newPage();
    const toolbar = page.getByRole('region', { name: 'Redaktionswerkzeuge' });
    const publishTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const text = `Veröffentlicht ${run} ${Date.now()}`;
      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Überschrift bearbeiten' });
      await dialog.getByLabel('Inhalt').fill(text);
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await page.getByRole('main').getByText(text).waitFor();
      await toolbar.getByText('Unveröffentlichte Änderungen').waitFor();
      const start = Date.now();
      await toolbar.getByRole('button', { name: 'Veröffentlichen' }).click();
      await toolbar.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
      await toolbar.getByText('Veröffentlicht', { exact: true }).waitFor();
      await visitor.goto('/de/ausstellung');
      await visitor.getByRole('main').getByText(text).waitFor();
      publishTimes.push(Date.now() - start);
      await page.getByRole('status').filter({ hasText: 'Änderungen gespeichert.' }).waitFor({ state: 'detached', timeout: 10_000 });
    }
    console.log(`Publish to visitor sees it: ${median(publishTimes)} ms (median of ${RUNS}, including the visitor's page load; min ${Math.min(...publishTimes)}, max ${Math.max(...publishTimes)})`);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
