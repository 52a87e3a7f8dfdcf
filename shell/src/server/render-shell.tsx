import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { Suspense, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { isLocale } from 'shared-contracts/locales';
import { ServerSlotsContext, slotSegments, type ServerSlotRenderer } from 'site-config/remote-kit/server-slots';
import type { ServerSlotOutcome, ShellRenderInput, ShellRenderResult } from 'shared-contracts/server-render';
import { dehydrateForBrowser } from 'site-config/remote-kit/server-prefetch';
import { RenderMemo, recordingFetch, refreshedState, stateJsonAt, renderMinute, type RenderRead } from 'site-config/remote-kit/render-memo';
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

/** A render of the chrome kept for the next request with the same inputs: its markup and what it left behind. */
interface KeptShell {
  html: string;
  queries: unknown;
  parts: string[];
  /** The clock the markup shows; the browser hydrates with it, so it travels with the markup it belongs to. */
  renderedAt: number;
  /** The slot occurrences the render met, in order, with their props: each is rendered (or reused) again. */
  asked: Array<[key: string, id: string, props: object]>;
  /** The state the page carries, serialised once with its fetch times left open (see stateJsonAt). */
  stateJson: (now: number) => string;
}

/** Lives as long as this build is loaded: a new shell build starts with an empty one. */
const kept = new RenderMemo<KeptShell>();

/** What the browser needs before it hydrates the chrome. */
const shellState = (queries: unknown, parts: string[], renderedAt: number) => ({ queries, parts, renderedAt, berlinOffsets: berlinOffsetsAround(renderedAt) });

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
 * the slots: the chrome can leave while they finish. With `memo`, a render whose address, boot data and minute match
 an earlier one, and whose every API read answers the same now, reuses its markup and state and only asks for the
 slots again (`passes: 0`).
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
    const skeleton: Promise<ServerSlotOutcome> = Promise.resolve({ kind: 'skeleton' });
    const result = (html: string, queries: unknown, parts: string[], renderedAt: number, passes: number, partial: boolean, undeclared: string[], stateJson?: string) => ({
      segments: slotSegments(html, (key) => started.get(key)?.outcome ?? skeleton),
      // Berlin's offsets around the render time let the browser read dates without loading Intl's zone data.
      state: shellState(queries, parts, renderedAt),
      stateJson,
      slots: [...new Set([...asked.values()].map((entry) => entry.id))],
      passes,
      partial,
      undeclared,
    });
    const { path, cookies, alternates, fetch } = rest;
    const key = `${renderMinute(request.renderedAt)}|${url}|${path}|${cookies}|${JSON.stringify(boot)}|${JSON.stringify(alternates)}`;
    const earlier = memo ? await kept.reuse(key, fetch) : undefined;
    if (earlier) {
      for (const [slotKey, id, props] of earlier.asked) {
        asked.set(slotKey, { id, props });
        start(slotKey, id, props);
      }
      const now = Date.now();
      return result(earlier.html, refreshedState(earlier.queries, now), earlier.parts, earlier.renderedAt, 0, false, [], earlier.stateJson(now));
    }
    let reads: RenderRead[] | null = memo ? [] : null;
    if (reads) request.fetch = recordingFetch(fetch, reads, () => (reads = null));
    let boundaryCaught = false;
    const { html, renders, partial, undeclared } = await renderWithData({
      client,
      declared: shellQueries(url, typeof status === 'number' ? status : 200),
      render: () => renderComplete(element, () => (boundaryCaught = true)),
      beforeRender: () => {
        seen.clear();
        asked.clear();
      },
    });
    const queries = dehydrateForBrowser(client);
    // Only a render that had all its data after its one render is a function of what it read; one that hit an error
    // (shown as a boundary's fallback) is not kept, the next render tries again.
    if (reads && renders === 1 && !boundaryCaught) {
      const slotsAsked = [...asked.entries()].map(([slotKey, entry]): KeptShell['asked'][number] => [slotKey, entry.id, entry.props]);
      const parts = [...request.parts];
      // The whole state with its query times left open: the queries' times are the only part a reuse changes.
      const renderedAt = request.renderedAt;
      const stateJson = stateJsonAt((now) => shellState(refreshedState(queries, now), parts, renderedAt));
      kept.keep(key, reads, { html, queries, parts, renderedAt, asked: slotsAsked, stateJson }, html.length + stateJson(0).length);
    }
    return result(html, queries, [...request.parts], request.renderedAt, renders, partial, undeclared);
  });
}
