import { AsyncResource } from 'node:async_hooks';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { RemoteName, ServerRemoteMap } from 'shared-contracts/slots';
import { RENDER_READ_HEADER, type ServerRenderResult } from 'shared-contracts/server-render';
import { startTsWorker } from '../ts-worker';
import { SLOT_BUDGET_MS, type RenderSlotOptions } from './render-slot';
import { SlotRenderError } from './slot-render-error';
import type { FromWorker, SlotWorkerData, ToWorker } from './slot-worker-protocol';

export interface SlotWorkerPoolOptions {
  /** How many worker threads render slots. */
  size: number;
  map: ServerRemoteMap;
  siteOrigin: string;
  /** A worker whose thread has not run a timer for this long is stuck in a render: it is ended and replaced. */
  stallMs?: number;
  /** How often workers beat (and the watchdog looks). */
  beatMs?: number;
}

/** Long enough for a new worker to compile its code and load its first container before it must beat. */
const START_GRACE_MS = 20_000;

interface Job {
  slotId: string;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  resolve(result: ServerRenderResult): void;
  reject(error: Error): void;
}

interface Member {
  worker: Worker;
  heartbeat: Float64Array;
  startedAt: number;
  jobs: Map<number, Job>;
  /** Told which slots the worker loaded when it was asked to warm them. */
  onWarmed?: (ids: string[]) => void;
}

/**
 * Slots rendered in worker threads, so no remote's code runs on the server's main thread: a render that loops stalls
 * its worker only. The pool keeps each slot's budget with its own timer (past it the slot's skeleton goes out), and a
 * watchdog ends a worker whose heartbeat stopped and starts a new one, so a runaway render costs one worker for about
 * `stallMs`, never the process. A render's API reads come back here and are answered by the caller's `fetch` in the
 * caller's async context (the page's cache load sees them as its own reads).
 */
export class SlotWorkerPool {
  private readonly members: Member[] = [];
  private readonly stallMs: number;
  private readonly beatMs: number;
  private readonly watchdog: NodeJS.Timeout;
  private warmed: Array<[RemoteName, string]> = [];
  private nextId = 1;
  private closed = false;
  /** Workers ended because they stalled or died: for logs and tests. */
  replaced = 0;

  constructor(private readonly options: SlotWorkerPoolOptions) {
    this.stallMs = options.stallMs ?? 1_000;
    this.beatMs = options.beatMs ?? 50;
    for (let i = 0; i < Math.max(1, options.size); i += 1) this.members.push(this.spawn());
    this.watchdog = setInterval(() => this.endStalled(), this.beatMs * 2);
    this.watchdog.unref();
  }

  /**
   * Loads these slots in every worker (and in each new one), so the first visitors get rendered slots. Resolves with
   * the slots every worker loaded.
   */
  async warm(slots: Array<[RemoteName, string]>): Promise<string[]> {
    this.warmed = slots;
    const loaded = await Promise.all(
      this.members.map(
        (member) =>
          new Promise<string[]>((resolve) => {
            member.onWarmed = resolve;
            this.post(member, { type: 'warm', slots });
          }),
      ),
    );
    return loaded.reduce((all, ids) => all.filter((id) => ids.includes(id)));
  }

  render(remote: RemoteName, slot: string, props: unknown, options: RenderSlotOptions): Promise<ServerRenderResult> {
    if (this.closed) return Promise.reject(new SlotRenderError('unavailable', `${remote}/${slot}`, new Error('the slot workers are closed')));
    const id = this.nextId++;
    const slotId = `${remote}/${slot}`;
    const member = this.members.reduce((least, m) => (m.jobs.size < least.jobs.size ? m : least));
    // The reads run later, from a worker's message: bound here, they run in the page render's async context.
    const fetch = options.fetch && AsyncResource.bind(options.fetch);
    return new Promise<ServerRenderResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        member.jobs.delete(id);
        this.post(member, { type: 'abort', id });
        reject(new SlotRenderError('timeout', slotId));
      }, options.budgetMs ?? SLOT_BUDGET_MS);
      const settle = () => {
        clearTimeout(timer);
        member.jobs.delete(id);
      };
      member.jobs.set(id, {
        slotId,
        fetch,
        resolve: (result) => (settle(), resolve(result)),
        reject: (error) => (settle(), reject(error)),
      });
      // Props are data (the render contract); functions such as the host's navigate stay behind.
      this.post(member, { type: 'render', id, remote, slot, props: JSON.parse(JSON.stringify(props ?? {})), apiOrigin: options.apiOrigin, memo: options.memo });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.watchdog);
    const all = this.members.splice(0);
    await Promise.all(all.map((member) => this.retire(member, new Error('the slot workers are closed'))));
  }

  private spawn(): Member {
    const heartbeat = new SharedArrayBuffer(Float64Array.BYTES_PER_ELEMENT);
    const data: SlotWorkerData = { map: this.options.map, siteOrigin: this.options.siteOrigin, heartbeat, beatMs: this.beatMs };
    const worker = startTsWorker(path.join(__dirname, 'slot-worker.ts'), { workerData: data });
    // Rendering slots is no reason to keep the process alive.
    worker.unref();
    const member: Member = { worker, heartbeat: new Float64Array(heartbeat), startedAt: Date.now(), jobs: new Map() };
    worker.on('message', (message: FromWorker) => this.receive(member, message));
    worker.on('error', (error) => this.replace(member, error));
    worker.on('exit', (code) => this.replace(member, new Error(`slot worker stopped (${code})`)));
    if (this.warmed.length) this.post(member, { type: 'warm', slots: this.warmed });
    return member;
  }

  private receive(member: Member, message: FromWorker): void {
    if (message.type === 'fetch') return void this.answerFetch(member, message);
    if (message.type === 'warmed') return void member.onWarmed?.(message.ids);
    const job = member.jobs.get(message.id);
    // A render whose budget ran out: its skeleton went out already.
    if (!job) return;
    if (message.type === 'done') job.resolve(message.result);
    else job.reject(new SlotRenderError(message.reason, job.slotId, new Error(message.message)));
  }

  private async answerFetch(member: Member, message: Extract<FromWorker, { type: 'fetch' }>): Promise<void> {
    const job = member.jobs.get(message.id);
    if (!job?.fetch) {
      this.post(member, { type: 'fetch-failed', fetchId: message.fetchId, message: job ? 'no fetch for this render' : 'the render is over' });
      return;
    }
    try {
      // A memo's check names the answer it has; while that is still the one, a 304 crosses instead of the body.
      const init: RequestInit = message.readVersion ? { method: message.method, headers: { [RENDER_READ_HEADER]: message.readVersion } } : { method: message.method };
      const response = await job.fetch(message.url, init);
      const body = response.status === 204 || response.status === 304 ? null : await response.text();
      const readVersion = response.headers.get(RENDER_READ_HEADER) ?? undefined;
      this.post(member, { type: 'fetch-answer', fetchId: message.fetchId, status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body, readVersion });
    } catch (error) {
      this.post(member, { type: 'fetch-failed', fetchId: message.fetchId, message: (error as Error).message });
    }
  }

  private endStalled(): void {
    const now = Date.now();
    for (const member of this.members) {
      const lastBeat = member.heartbeat[0] || member.startedAt + START_GRACE_MS;
      if (now - lastBeat > this.stallMs) this.replace(member, new Error(`slot worker stalled for ${now - lastBeat} ms`));
    }
  }

  /** Starts a worker in the place of one that stalled or died, and ends that one. */
  private replace(member: Member, error: Error): void {
    const index = this.members.indexOf(member);
    if (index < 0 || this.closed) return;
    this.members[index] = this.spawn();
    this.replaced += 1;
    void this.retire(member, error);
  }

  /** Fails what the worker had and ends its thread. */
  private async retire(member: Member, error: Error): Promise<void> {
    member.onWarmed?.([]);
    for (const job of [...member.jobs.values()]) job.reject(new SlotRenderError('render-failed', job.slotId, error));
    member.jobs.clear();
    member.worker.removeAllListeners();
    member.worker.on('error', () => undefined);
    await member.worker.terminate();
  }

  private post(member: Member, message: ToWorker): void {
    member.worker.postMessage(message);
  }
}
