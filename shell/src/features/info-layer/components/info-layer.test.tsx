import { act, render, screen } from '@testing-library/react';
import { LocaleContext } from '../../../app/locale-context';
import { InfoLayer } from './info-layer';

describe('InfoLayer', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // jsdom lacks what a current browser has; the layer would rightly call it unsupported.
    Object.assign(window, { IntersectionObserver: class {}, CSS: { supports: () => true }, fetch: jest.fn() });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('tracks going offline and shows the reload button only after 4 s', () => {
    render(
      <LocaleContext.Provider value="en">
        <InfoLayer />
      </LocaleContext.Provider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('You are offline. Some content is unavailable.')).toBeInTheDocument();
    expect(screen.getByText('Bitte warten Sie einen Moment …')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
