import { parentPort, workerData } from 'node:worker_threads';
import { createRemoteLoader } from './remote-loader';
import { renderRemoteSlot } from './render-slot';
import { SlotRenderError } from './slot-render-error';
import type { FromWorker, SlotWorkerData, ToWorker } from './slot-worker-protocol';
import { RENDER_READ_HEADER } from 'shared-contracts/server-render';

/**
 * One slot worker: remotes' Node builds are loaded and rendered here, never on the server's main thread, so a render
 * that loops cannot hold up the server's other requests. The pool keeps the time budget; this thread only renders,
 * and asks the main thread for every API read (answered there in-process, as the visitor, inside the page's cache
 * load).
 */
const data = workerData as SlotWorkerData;
const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);

const beat = new Float64Array(data.heartbeat);
beat[0] = Date.now();
setInterval(() => (beat[0] = Date.now()), data.beatMs);

const loader = createRemoteLoader({ map: data.map, siteOrigin: data.siteOrigin });
const aborts = new Map<number, AbortController>();
const answers = new Map<number, { resolve(response: Response): void; reject(error: Error): void }>();
let nextFetchId = 1;

/** An API read of render `id`, answered by the main thread. */
function fetchVia(id: number) {
  return (url: string, init?: RequestInit): Promise<Response> =>
    new Promise((resolve, reject) => {
      const fetchId = nextFetchId++;
      answers.set(fetchId, { resolve, reject });
      const readVersion = init?.headers ? new Headers(init.headers).get(RENDER_READ_HEADER) ?? undefined : undefined;
      send({ type: 'fetch', id, fetchId, url, method: init?.method ?? 'GET', readVersion });
    });
}

async function render(message: Extract<ToWorker, { type: 'render' }>): Promise<void> {
  const abort = new AbortController();
  aborts.set(message.id, abort);
  // Functions do not cross threads: a render on the server never navigates, so the host's navigate does nothing.
  const props = { ...(message.props as object), host: { navigate: () => undefined } };
  try {
    // No budget here: the pool's timer is the budget (it ends the render with an abort message, or this thread).
    const result = await renderRemoteSlot(loader, message.remote, message.slot as never, props as never, {
      apiOrigin: message.apiOrigin,
      budgetMs: Number.POSITIVE_INFINITY,
      fetch: fetchVia(message.id),
      signal: abort.signal,
      memo: message.memo,
    });
    // The state crosses the thread once: as the JSON the page carries when the build gives it, else as the object.
    const { dehydratedState, ...rest } = result;
    send({ type: 'done', id: message.id, result: result.stateJson !== undefined ? rest : { ...rest, dehydratedState } });
  } catch (error) {
    const reason = error instanceof SlotRenderError ? error.reason : 'render-failed';
    send({ type: 'failed', id: message.id, reason, message: (error as Error).message });
  } finally {
    aborts.delete(message.id);
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'render':
      void render(message);
      break;
    case 'abort':
      aborts.get(message.id)?.abort(new SlotRenderError('timeout', String(message.id)));
      break;
    case 'warm':
      void Promise.all(message.slots.map(([remote, slot]) => loader.loadSlot(remote, slot).then(() => `${remote}/${slot}`, () => null))).then((ids) =>
        send({ type: 'warmed', ids: ids.filter((id): id is string => id !== null) }),
      );
      break;
    case 'fetch-answer': {
      const waiting = answers.get(message.fetchId);
      answers.delete(message.fetchId);
      const headers: Record<string, string> = { 'content-type': message.contentType };
      if (message.readVersion) headers[RENDER_READ_HEADER] = message.readVersion;
      waiting?.resolve(new Response(message.body, { status: message.status, headers }));
      break;
    }
    case 'fetch-failed': {
      const waiting = answers.get(message.fetchId);
      answers.delete(message.fetchId);
      waiting?.reject(new Error(message.message));
      break;
    }
  }
});
