import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { Suspense, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { isLocale } from 'shared-contracts/locales';
import { ServerSlotsContext, slotSegments, type ServerSlotRenderer } from 'site-config/remote-kit/server-slots';
import type { ServerSlotOutcome, ShellRenderInput, ShellRenderResult } from 'shared-contracts/server-render';
import { dehydrateForBrowser, prefetchDeclared } from 'site-config/remote-kit/server-prefetch';
import { RenderMemo, memoKey, queryCacheIdentity, renderMinute } from 'site-config/remote-kit/render-memo';
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

const requests = new AsyncLocalStorage<ServerRequest>();
provideServerRequest(() => requests.getStore());
// The shell's cookie reads and API reads go to the request being rendered.
provideServerCookies(() => requests.getStore()?.cookies);
provideServerFetch(() => requests.getStore()?.fetch);

/** A render of the chrome kept for the next request with the same inputs: its markup and what it left behind. */
interface KeptShell {
  html: string;
  parts: string[];
  /** The clock the markup shows; the browser hydrates with it, so it travels with the markup it belongs to. */
  renderedAt: number;
  /** The slot occurrences the render met, in order, with their props: each is rendered (or reused) again. */
  asked: Array<[key: string, id: string, props: object]>;
}

/** Lives as long as this build is loaded: a new shell build starts with an empty one. */
const kept = new RenderMemo<KeptShell>();

/** The whole tree to HTML, waiting for everything that suspends (lazy screens, the other language's texts). */
function renderComplete(element: ReactElement, failed: () => void): Promise<string> {
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
        failed();
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
 * the slots: the chrome can leave while they finish. With `memo`, a render whose address, boot data, data and minute
 match an earlier one reuses its markup and only asks for the slots again (`passes: 0`).
 */
export function renderShell(input: ShellRenderInput): Promise<ShellRenderResult<ShellState>> {
  const { url, renderSlot, memo, ...rest } = input;
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
    const declared = shellQueries(url, typeof status === 'number' ? status : 200);
    const skeleton: Promise<ServerSlotOutcome> = Promise.resolve({ kind: 'skeleton' });
    const result = (html: string, parts: string[], renderedAt: number, passes: number, partial: boolean, undeclared: string[]) => ({
      segments: slotSegments(html, (key) => started.get(key)?.outcome ?? skeleton),
      state: { queries: dehydrateForBrowser(client), parts, renderedAt },
      slots: [...new Set([...asked.values()].map((entry) => entry.id))],
      passes,
      partial,
      undeclared,
    });
    let key: string | null = null;
    if (memo) {
      await prefetchDeclared(client, declared);
      const { path, cookies, alternates } = rest;
      key = memoKey([url, path, cookies, JSON.stringify(boot), JSON.stringify(alternates), renderMinute(request.renderedAt), queryCacheIdentity(client)]);
      const earlier = kept.get(key);
      if (earlier) {
        for (const [slotKey, id, props] of earlier.asked) {
          asked.set(slotKey, { id, props });
          start(slotKey, id, props);
        }
        return result(earlier.html, earlier.parts, earlier.renderedAt, 0, false, []);
      }
    }
    let boundaryCaught = false;
    const { html, renders, partial, undeclared } = await renderWithData({
      client,
      declared,
      render: () => renderComplete(element, () => (boundaryCaught = true)),
      beforeRender: () => {
        seen.clear();
        asked.clear();
      },
    });
    // Only a render that had all its data from the key's queries is a function of the key; one that hit an error
    // (shown as a boundary's fallback) is not kept, the next render tries again.
    if (key !== null && renders === 1 && !boundaryCaught) {
      const slotsAsked = [...asked.entries()].map(([slotKey, entry]): KeptShell['asked'][number] => [slotKey, entry.id, entry.props]);
      kept.set(key, { html, parts: [...request.parts], renderedAt: request.renderedAt, asked: slotsAsked });
    }
    return result(html, [...request.parts], request.renderedAt, renders, partial, undeclared);
  });
}
