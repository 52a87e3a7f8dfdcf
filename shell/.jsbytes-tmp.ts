import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/e2e/support/chromium.ts';
(async () => {
  const base = 'http://localhost:3090';
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const js: string[] = [];
  page.on('response', (r) => { if (r.request().resourceType() === 'script') js.push(new URL(r.url()).pathname); });
  await page.goto(base + (process.argv[2] ?? '/de'), { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  let total = 0;
  for (const p of js) {
    const m = p.match(/^\/remotes\/([^/]+)\/(.*)$/);
    const file = m ? `/work/main/${m[1]}/dist/${m[2]}` : `/work/main/shell/dist${p}`;
    const gz = fs.existsSync(file + '.gz') ? fs.statSync(file + '.gz').size : fs.existsSync(file) ? fs.statSync(file).size : -1;
    total += gz;
    const head = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').slice(0, 0) : '';
    console.log(String(gz).padStart(8), p, head);
  }
  console.log('total gz', total);
  await browser.close();
})();
