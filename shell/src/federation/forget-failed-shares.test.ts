/** @jest-environment node */
import { forgetFailedSharedLoads, unfinishedSharedLoads } from 'site-config/remote-kit/forget-failed-shares';

const rejected = () => {
  const promise = Promise.reject(new Error('Loading chunk 152 failed'));
  promise.catch(() => undefined);
  return promise;
};

describe('forgetFailedSharedLoads', () => {
  it('drops a rejected load and keeps loaded, resolved and still running ones', async () => {
    const failed = { loading: rejected(), loaded: false };
    const running = { loading: new Promise(() => undefined), loaded: false };
    const done = { loading: Promise.resolve(() => 1), loaded: true, lib: () => 1 };
    const federation = {
      __SHARE__: { mf_shell: { default: { 'date-fns-tz': { '3.2.0': failed }, react: { '18.3.1': done } } } },
      __INSTANCES__: [{ shareScopeMap: { default: { swiper: { '11.0.0': running }, 'date-fns-tz': { '3.2.0': failed } } } }],
    };
    const unfinished = unfinishedSharedLoads(federation);
    expect(unfinished).toHaveLength(2);
    await expect(forgetFailedSharedLoads(unfinished)).resolves.toBe(1);
    expect(failed.loading).toBeNull();
    expect(running.loading).toBeInstanceOf(Promise);
    expect(done.loading).toBeInstanceOf(Promise);
  });

  it('does nothing without a federation runtime', async () => {
    expect(unfinishedSharedLoads(undefined)).toEqual([]);
  });
});
