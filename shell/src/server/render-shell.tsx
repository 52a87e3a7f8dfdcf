import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { Suspense, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { isLocale } from 'shared-contracts/locales';
import { ServerSlotsContext, slotSegments, type ServerSlotRenderer } from 'site-config/remote-kit/server-slots';
import type { ServerSlotOutcome, ShellRenderInput, ShellRenderResult } from 'shared-contracts/server-render';
import { dehydrateForBrowser } from 'site-config/remote-kit/server-prefetch';
import { renderWithData } from 'site-config/remote-kit/render-with-data';
import { provideServerCookies } from 'site-config/remote-kit/cookies';
import { provideServerFetch } from 'site-config/remote-kit/http';
import { createQueryClient } from 'site-config/remote-kit/query-client';
import { ShellRoutes } from '../app/router';
import { ShellProviders } from '../app/shell-providers';
import { loadTranslations } from '../i18n/i18n';
import { provideServerRequest, type ServerRequest } from '../lib/server-request';
import type { ShellState } from '../boot/shell-state';
import { shellQueries } from '../app/route-queries';
import { berlinOffsetsAround } from 'shared-contracts/berlin-time';

const requests = new AsyncLocalStorage<ServerRequest>();
provideServerRequest(() => requests.getStore());
// The shell's cookie reads and API reads go to the request being rendered.
provideServerCookies(() => requests.getStore()?.cookies);
provideServerFetch(() => requests.getStore()?.fetch);

/** What the browser needs before it hydrates the chrome. */
const shellState = (queries: unknown, parts: string[], renderedAt: number) => ({ queries, parts, renderedAt, berlinOffsets: berlinOffsetsAround(renderedAt) });

/** The whole tree to HTML, waiting for everything that suspends (lazy screens, the other language's texts). */
function renderComplete(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error inside a boundary renders its fallback; the browser renders that part again on its own.
      onError: (error) => {
        console.error('shell server render:', error);
      },
    });
  });
}

/**
 * The shell's page for one request, as the browser's first render will build it: the same routes, texts and data
 * (the queries the route declares, fetched through `fetch` as the visitor before the one render). A slot starts
 * rendering as soon as that render meets it. Should the render read a query the route did not declare, it renders
 * again (safety net; `undeclared` names the query), and a slot whose props changed starts again. The result is cut at
 * the slots: the chrome can leave while they finish.
 */
export function renderShell(input: ShellRenderInput): Promise<ShellRenderResult<ShellState>> {
  const { url, renderSlot, ...rest } = input;
  const request: ServerRequest = { ...rest, parts: new Set(), renderedAt: Date.now() };
  return requests.run(request, async () => {
    const boot = request.boot as { locale?: unknown } | null;
    if (boot && isLocale(boot.locale)) await loadTranslations(boot.locale);
    const client = createQueryClient();
    // The browser retries; the document's first byte must not wait for retries.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    const started = new Map<string, { id: string; props: string; outcome: Promise<ServerSlotOutcome> }>();
    const asked = new Map<string, { id: string; props: object }>();
    const seen = new Map<string, number>();
    /** Starts the render of a slot occurrence unless one with the same props is running. */
    const start = (key: string, id: string, props: object) => {
      // Functions (the host's navigate) do not reach a server render, so the data decides whether props changed.
      const json = JSON.stringify(props);
      if (started.get(key)?.props === json) return;
      started.set(key, { id, props: json, outcome: renderSlot(id, props).catch((): ServerSlotOutcome => ({ kind: 'skeleton' })) });
    };
    const slots: ServerSlotRenderer = {
      ask(id, props) {
        const count = seen.get(id) ?? 0;
        seen.set(id, count + 1);
        const key = `${id}#${count}`;
        asked.set(key, { id, props });
        start(key, id, props);
        return key;
      },
    };
    const element = (
      <ServerSlotsContext.Provider value={slots}>
        <ShellProviders client={client}>
          <StaticRouter location={url}>
            <Suspense fallback={null}>
              <ShellRoutes />
            </Suspense>
          </StaticRouter>
        </ShellProviders>
      </ServerSlotsContext.Provider>
    );
    const status = (boot as { status?: unknown } | null)?.status;
    const skeleton: Promise<ServerSlotOutcome> = Promise.resolve({ kind: 'skeleton' });
    const { html, renders, partial, undeclared } = await renderWithData({
      client,
      declared: shellQueries(url, typeof status === 'number' ? status : 200),
      render: () => renderComplete(element),
      beforeRender: () => {
        seen.clear();
        asked.clear();
      },
    });
    return {
      segments: slotSegments(html, (key) => started.get(key)?.outcome ?? skeleton),
      // Berlin's offsets around the render time let the browser read dates without loading Intl's zone data.
      state: shellState(dehydrateForBrowser(client), [...request.parts], request.renderedAt),
      slots: [...new Set([...asked.values()].map((entry) => entry.id))],
      passes: renders,
      partial,
      undeclared,
    };
  });
}
