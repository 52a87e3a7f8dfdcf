import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { Suspense, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { isLocale } from 'shared-contracts/locales';
import { ServerSlotsContext, type ServerSlotOutcome, type ServerSlotRenderer } from 'site-config/remote-kit/server-slots';
import { dehydrateForBrowser, fetchRegisteredQueries } from 'site-config/remote-kit/server-prefetch';
import { provideServerCookies } from 'site-config/remote-kit/cookies';
import { provideServerFetch } from 'site-config/remote-kit/http';
import { createQueryClient } from 'site-config/remote-kit/query-client';
import { ShellRoutes } from '../app/router';
import { ShellProviders } from '../app/shell-providers';
import { loadTranslations } from '../i18n/i18n';
import { provideServerRequest, type ServerRequest } from '../lib/server-request';
import type { ShellState } from '../boot/shell-state';

/** Renders after which the shell and its slots must have their data: a deeper chain renders what it has. */
const MAX_PASSES = 6;

export interface ShellRenderInput extends Omit<ServerRequest, 'parts'> {
  /** The document's URL (path and query). */
  url: string;
  /** Renders one slot (`mf_events/EventList`) with its Node build; a failure is `{ kind: 'skeleton' }`, never a throw. */
  renderSlot(id: string, props: object): Promise<ServerSlotOutcome>;
}

export interface ShellRenderResult {
  /** The markup for `#root`. */
  html: string;
  /** What the browser needs before it hydrates: the shell's query cache and the on-demand parts shown. */
  state: ShellState;
  /** What each slot of the page gave: rendered or skeleton. */
  slots: Record<string, ServerSlotOutcome['kind']>;
}

const requests = new AsyncLocalStorage<ServerRequest>();
provideServerRequest(() => requests.getStore());
// The shell's cookie reads and API reads go to the request being rendered.
provideServerCookies(() => requests.getStore()?.cookies);
provideServerFetch(() => requests.getStore()?.fetch);

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
      onError: (error) => console.error('shell server render:', error),
    });
  });
}

/**
 * The shell's page for one request, as the browser's first render will build it: the same routes, texts and data
 * (the queries the chrome asked for, fetched through `fetch` as the visitor), with each slot's server HTML inside
 * the wrapper the browser's RemoteSlot creates. Renders until neither the shell nor a slot waits for data.
 */
export function renderShell(input: ShellRenderInput): Promise<ShellRenderResult> {
  const { url, renderSlot, ...rest } = input;
  const request: ServerRequest = { ...rest, parts: new Set() };
  return requests.run(request, async () => {
    const boot = request.boot as { locale?: unknown } | null;
    if (boot && isLocale(boot.locale)) await loadTranslations(boot.locale);
    const client = createQueryClient();
    // The browser retries; the document's first byte must not wait for retries.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    const outcomes = new Map<string, ServerSlotOutcome>();
    const wanted = new Map<string, object>();
    const slots: ServerSlotRenderer = {
      outcome(id, props) {
        const outcome = outcomes.get(id);
        if (!outcome && !wanted.has(id)) wanted.set(id, props);
        return outcome;
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
    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      wanted.clear();
      html = await renderComplete(element);
      // Slots get their props from the shell's data: they render once the shell has all of it.
      if ((await fetchRegisteredQueries(client)) > 0) continue;
      const missing = [...wanted].filter(([id]) => !outcomes.has(id));
      if (missing.length === 0) break;
      await Promise.all(missing.map(async ([id, props]) => outcomes.set(id, await renderSlot(id, props))));
    }
    return {
      html,
      state: { queries: dehydrateForBrowser(client), parts: [...request.parts] },
      slots: Object.fromEntries([...outcomes].map(([id, outcome]) => [id, outcome.kind])),
    };
  });
}
