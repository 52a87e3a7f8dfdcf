import { act, renderHook } from '@testing-library/react';
import { useIdle } from './use-idle';

describe('useIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('turns true when the browser reports idle time', () => {
    let run: (() => void) | undefined;
    Object.assign(window, { requestIdleCallback: jest.fn((cb: () => void) => ((run = cb), 1)), cancelIdleCallback: jest.fn() });
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => run?.());
    expect(result.current).toBe(true);
  });

  it('falls back to a short timer without requestIdleCallback', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });
});
