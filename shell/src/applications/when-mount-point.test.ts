import { whenMountPoint } from './register-applications';

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('whenMountPoint', () => {
  it('waits until the layout rendered the element, so the application mounts inside its frame', async () => {
    let settled = false;
    const waiting = whenMountPoint('shop-root').then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    const frame = document.createElement('main');
    frame.innerHTML = '<div id="shop-root"></div>';
    document.body.appendChild(frame);
    await waiting;
    expect(settled).toBe(true);
  });

  it('does not wait for an element that is already there', async () => {
    document.body.innerHTML = '<div id="shop-root"></div>';
    await expect(whenMountPoint('shop-root')).resolves.toBeUndefined();
  });

  it('gives up after the wait, so a layout that never comes does not hold the application back for good', async () => {
    jest.useFakeTimers();
    const waiting = whenMountPoint('shop-root', 100);
    jest.advanceTimersByTime(100);
    await expect(waiting).resolves.toBeUndefined();
  });
});
