import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/e2e/support/chromium.ts';
(async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console:', m.text().slice(0, 200)));
  await page.goto('http://localhost:3090' + (process.argv[2] ?? '/de'), { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  console.log(await page.evaluate(() => ({ rs: document.readyState, cookie: document.cookie, consentBackdrop: document.body.innerHTML.includes('consent'), dialogs: [...document.querySelectorAll('[role=dialog]')].map((d) => d.getAttribute('aria-labelledby') ?? d.getAttribute('aria-label')), h1: [...document.querySelectorAll('h1')].map((h) => h.textContent) })));
  await browser.close();
})();
