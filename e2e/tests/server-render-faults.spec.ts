import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { REPO_ROOT, startSite, type RunningServer } from '../support/server';
import { freePort, serveFolder } from '../support/static-server';

/**
 * Fault isolation on the server, one remote each: mf-content's Node build is missing, mf-events' throws while it
 * loads, mf-search's origin never answers. The server's answer has the chrome and that slot's skeleton (marked
 * `data-ssr="skeleton"`), and the browser mounts the slot on its own from the remote's browser build, with its content.
 * The other remotes' slots (the booking widget, the shop, the editor) mount only in the browser, so nothing of them
 * is rendered on the server that could fail there.
 */
const CONSENT = `cookie_consent=${encodeURIComponent('{"tracking":false,"media":false}')}`;

const CASES = [
  { remote: 'mf-content', slot: 'mf_content/Page', path: '/de', h1: 'Flussland – Leben am großen Strom', fault: 'missing' },
  { remote: 'mf-events', slot: 'mf_events/EventList', path: '/de/veranstaltungen', text: 'Wassermusik', fault: 'throws' },
  { remote: 'mf-search', slot: 'mf_search/SearchPage', path: '/de/search/others/1?q=Biber', text: 'Der Biber ist zurück', fault: 'never answers' },
] as const;

test.describe('a remote failing on the server', () => {
  let broken: string;
  let cdn: Awaited<ReturnType<typeof serveFolder>>;
  let silent: http.Server;
  const held: http.ServerResponse[] = [];
  let site: RunningServer;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    // A Node build of mf-events whose container throws as soon as it is loaded.
    broken = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-events-throws-'));
    fs.cpSync(path.join(REPO_ROOT, 'mf-events/dist/server'), broken, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(broken, 'mf-manifest.json'), 'utf8')) as { metaData: { remoteEntry: { name: string } } };
    fs.writeFileSync(path.join(broken, manifest.metaData.remoteEntry.name), 'throw new Error("this build of mf-events is broken");\n');
    cdn = await serveFolder(broken, await freePort());
    // An origin that takes the request and never answers.
    silent = http.createServer((_request, response) => void held.push(response));
    const silentPort = await freePort();
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
    const serverRemotes = {
      mf_content: '/remotes/mf-content/server/not-deployed/mf-manifest.json',
      mf_events: `${cdn.url}/mf-manifest.json`,
      mf_search: `http://127.0.0.1:${silentPort}/mf-manifest.json`,
    };
    site = await startSite(await freePort(), { SERVER_REMOTES: JSON.stringify(serverRemotes), SLOT_BUDGET_MS: '300' }, { skipBuild: true });
  });

  test.afterAll(async () => {
    await site?.stop();
    await cdn?.stop();
    for (const response of held) response.destroy();
    await new Promise((resolve) => silent?.close(resolve));
    if (broken) fs.rmSync(broken, { recursive: true, force: true });
  });

  for (const failing of CASES) {
    test(`${failing.remote} (${failing.fault}): its slot is a skeleton in the server's page, the chrome is there, the browser mounts the slot`, async ({ page, context }) => {
      const answer = await fetch(`${site.url}${failing.path}`, { headers: { cookie: CONSENT } });
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain(`data-slot="${failing.slot}" data-ssr="skeleton"`);
      expect(html).not.toContain(`data-slot="${failing.slot}" data-ssr="html"`);
      // The chrome is rendered all the same: header navigation and footer.
      expect(html).toMatch(/<header\b/);
      expect(html).toMatch(/<footer\b/);
      expect(html).toContain('href="/de/impressum"');

      await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('{"tracking":false,"media":false}'), url: site.url }]);
      await page.goto(`${site.url}${failing.path}`);
      const slot = page.locator(`[data-slot="${failing.slot}"]`);
      if ('h1' in failing) await expect(slot.locator('h1')).toHaveText(failing.h1);
      else await expect(slot.getByText(failing.text).first()).toBeVisible();
    });
  }
});
