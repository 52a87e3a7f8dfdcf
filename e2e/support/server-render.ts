import type { Page } from '@playwright/test';

/**
 * Documents without the server's render of the page (as when the shell's Node build is missing or SERVER_RENDER=0):
 * an empty #root and no server state, so the browser renders the page itself and makes every call of its own. For
 * tests of how the browser handles those calls failing.
 */
export async function renderInBrowserOnly(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/remotes/') && !/\/api\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<div id="root">[\s\S]*?<\/div>(\s*<noscript>)/, '<div id="root"></div>$1')
        .replace(/window\.__SHELL_STATE__=[^<]*/, '');
      // The body is handed over decoded: the server's content-encoding no longer describes it.
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)));
      await route.fulfill({ response, body, headers });
    },
  );
}
