import type { RemoteName, ServerRemoteMap } from 'shared-contracts/slots';
import type { ServerRenderResult } from 'shared-contracts/server-render';
import type { SlotRenderFailure } from './slot-render-error';

/** What a slot worker is started with: where remotes' Node builds come from, and its heartbeat cell. */
export interface SlotWorkerData {
  map: ServerRemoteMap;
  siteOrigin: string;
  /** One Float64 the worker sets to `Date.now()` while its thread is free to run timers: read by the pool's watchdog
   * without a message, so a busy main thread cannot make a healthy worker look stalled. */
  heartbeat: SharedArrayBuffer;
  /** How often the worker writes its heartbeat. */
  beatMs: number;
}

/** From the pool to a worker. */
export type ToWorker =
  | { type: 'render'; id: number; remote: RemoteName; slot: string; props: unknown; apiOrigin: string; memo?: boolean }
  | { type: 'abort'; id: number }
  | { type: 'warm'; slots: Array<[RemoteName, string]> }
  | { type: 'fetch-answer'; fetchId: number; status: number; contentType: string; body: string | null; readVersion?: string }
  | { type: 'fetch-failed'; fetchId: number; message: string };

/** From a worker to the pool. */
export type FromWorker =
  | { type: 'warmed'; ids: string[] }
  | { type: 'done'; id: number; result: ServerRenderResult }
  | { type: 'failed'; id: number; reason: SlotRenderFailure; message: string }
  | { type: 'fetch'; id: number; fetchId: number; url: string; method: string; readVersion?: string };
