/** @jest-environment node */
import { handleErrorLoadRemote } from './fallback-plugin';
import { isFallbackModule } from 'site-config/remote-kit/fallback-module';
import { createRetryPlugin, fetchWithRetry } from './retry-plugin';

const noSleep = () => Promise.resolve();

describe('fallback plugin (errorLoadRemote)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());
  const error = new Error('down');

  it('onLoad from runtime (loadRemote) returns the fallback module itself', () => {
    const result = handleErrorLoadRemote({ id: 'mf_search/SearchBox', error, from: 'runtime', lifecycle: 'onLoad' });
    expect(isFallbackModule(result)).toBe(true);
    expect(result).toMatchObject({ id: 'mf_search/SearchBox', error, __esModule: true });
  });

  it('onLoad from build (static import) returns a module factory', () => {
    const result = handleErrorLoadRemote({ id: 'mf_search/SearchBox', error, from: 'build', lifecycle: 'onLoad' });
    expect(typeof result).toBe('function');
    expect(isFallbackModule((result as () => unknown)())).toBe(true);
  });

  it.each(['afterResolve', 'beforeRequest', 'beforeLoadShare'] as const)('%s gets no substitute, so the error reaches onLoad', (lifecycle) => {
    expect(handleErrorLoadRemote({ id: '/remotes/mf-search/mf-manifest.json', error, from: 'runtime', lifecycle })).toBeUndefined();
  });
});

describe('retry plugin', () => {
  it('retries a failed fetch and returns the first good response', async () => {
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(new Response('', { status: 502 }))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    const response = await fetchWithRetry('/m.json', {}, { retries: 2, delayMs: 0, fetchImpl, sleep: noSleep });
    expect(await response.json()).toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('gives up after the retries with the last error', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('', { status: 404 }));
    await expect(fetchWithRetry('/m.json', {}, { retries: 2, delayMs: 0, fetchImpl, sleep: noSleep })).rejects.toThrow('HTTP 404 for /m.json');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('waits longer before each attempt', async () => {
    const sleep = jest.fn(noSleep);
    const fetchImpl = jest.fn().mockRejectedValue(new Error('x'));
    await expect(fetchWithRetry('/m.json', {}, { retries: 2, delayMs: 100, fetchImpl, sleep })).rejects.toThrow('x');
    expect(sleep.mock.calls).toEqual([[100], [200]]);
  });

  it('retries a failed remote entry through loadEntryError', async () => {
    const plugin = createRetryPlugin({ retries: 2, delayMs: 0, sleep: noSleep });
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('script')).mockResolvedValueOnce(exports);
    const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'mf_events' }, globalLoading: {}, uniqueKey: 'k' };
    await expect(plugin.loadEntryError!(args as never)).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('clears the failing load from globalLoading before asking again, so the retry does not wait on itself', async () => {
    const plugin = createRetryPlugin({ retries: 1, delayMs: 0, sleep: noSleep });
    const globalLoading: Record<string, Promise<unknown>> = { k: new Promise(() => undefined) };
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn(() => ('k' in globalLoading ? globalLoading.k : Promise.resolve(exports)));
    const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'mf_events' }, globalLoading, uniqueKey: 'k' };
    await expect(plugin.loadEntryError!(args as never)).resolves.toBe(exports);
  });

  it('gives a hanging manifest up after the timeout', async () => {
    const fetchImpl = ((_url: unknown, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch;
    await expect(fetchWithRetry('/m.json', {}, { retries: 0, delayMs: 0, timeoutMs: 20, fetchImpl, sleep: noSleep })).rejects.toThrow();
  });

  it('sets a script timeout for remote entries', () => {
    const plugin = createRetryPlugin({ retries: 1, delayMs: 0, timeoutMs: 5000 });
    expect(plugin.createScript!({} as never)).toEqual({ timeout: 5000 });
  });

  it('returns nothing when the entry keeps failing', async () => {
    const plugin = createRetryPlugin({ retries: 2, delayMs: 0, sleep: noSleep });
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('script'));
    const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'mf_events' }, globalLoading: {}, uniqueKey: 'k' };
    await expect(plugin.loadEntryError!(args as never)).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
