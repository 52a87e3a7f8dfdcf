import { getJsonWithCredentials, HttpError, sendJson } from 'site-config/remote-kit/http';

/** The network (or the server behind it) did not answer: the door goes on offline. */
export class NetworkDown extends Error {
  constructor() {
    super('network down');
    this.name = 'NetworkDown';
  }
}

/** How long the door waits for an answer before it decides the scan itself: a guest waits at the door. */
export const DOOR_TIMEOUT_MS = 5000;

// A proxy's gateway answers mean the server is out of reach, as much as no answer does.
const GATEWAY_DOWN = new Set([502, 503, 504]);

/**
 * A staff call of the door (the remote-kit's credentialed calls) that gives up after a few seconds instead of waiting
 * for a network that is gone, and is never kept to be sent later: what it did not do, the offline queue does, visibly.
 */
export async function doorRequest<T>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, timeoutMs = DOOR_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await (method === 'GET' ? getJsonWithCredentials<T>(url, controller.signal) : sendJson<T>(method, url, body, {}, controller.signal));
  } catch (error) {
    if (error instanceof HttpError && !GATEWAY_DOWN.has(error.status)) throw error;
    throw new NetworkDown();
  } finally {
    clearTimeout(timer);
  }
}
