import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ScrollManager } from './scroll-manager';

describe('ScrollManager', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.scrollTo = jest.fn() as never;
  });
  afterEach(() => jest.useRealTimers());

  it('scrolls to the top on navigation', async () => {
    const router = createMemoryRouter([{ path: '*', element: <ScrollManager /> }], { initialEntries: ['/de'] });
    render(<RouterProvider router={router} />);
    (window.scrollTo as jest.Mock).mockClear();
    await act(() => router.navigate('/de/veranstaltungen'));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('scrolls smoothly to a hash anchor after 1 s, 130 px above it', async () => {
    const anchor = document.createElement('div');
    anchor.id = 'preise';
    anchor.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    document.body.appendChild(anchor);
    const router = createMemoryRouter([{ path: '*', element: <ScrollManager /> }], { initialEntries: ['/de'] });
    render(<RouterProvider router={router} />);
    (window.scrollTo as jest.Mock).mockClear();
    await act(() => router.navigate('/de/besuch#preise'));
    act(() => jest.advanceTimersByTime(999));
    expect(window.scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    act(() => jest.advanceTimersByTime(1));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 770, behavior: 'smooth' });
    anchor.remove();
  });

  it('keeps the offset of design settings above the anchor', async () => {
    const anchor = document.createElement('div');
    anchor.id = 'anfahrt';
    anchor.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    document.body.appendChild(anchor);
    document.documentElement.style.setProperty('--anchor-offset', '60px');
    const router = createMemoryRouter([{ path: '*', element: <ScrollManager /> }], { initialEntries: ['/de'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/de/besuch#anfahrt'));
    act(() => jest.advanceTimersByTime(1000));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 840, behavior: 'smooth' });
    document.documentElement.style.removeProperty('--anchor-offset');
    anchor.remove();
  });
});
