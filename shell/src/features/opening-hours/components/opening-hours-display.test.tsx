import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LocaleContext } from '../../../app/locale-context';
import { SHELL_STATE_GLOBAL } from 'shared-contracts/server-render';
import { OpeningHoursDisplay } from './opening-hours-display';

const today = {
  opening_hours: [{ time_from: '10:00:00', time_to: '18:00:00', closed: false, alternative_text: null, alternative_link_url: null }],
  opening_hours_exceptions: [],
};

function tree() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['opening-hours', 'today', 'de'], today);
  return (
    <QueryClientProvider client={client}>
      <LocaleContext.Provider value="de">
        <OpeningHoursDisplay />
      </LocaleContext.Provider>
    </QueryClientProvider>
  );
}

const status = (root: Element) => root.querySelector('[data-status]')?.getAttribute('data-status');

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[SHELL_STATE_GLOBAL];
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('OpeningHoursDisplay', () => {
  it('hydrates with the time the server rendered the page, then shows the state of the real clock', async () => {
    // Rendered at 17:59 Berlin time (open until 18:00), hydrated at 18:01 (closed).
    jest.useFakeTimers({ now: new Date('2026-07-15T18:01:00+02:00'), doNotFake: ['queueMicrotask'] });
    (window as unknown as Record<string, unknown>)[SHELL_STATE_GLOBAL] = { queries: {}, parts: [], renderedAt: new Date('2026-07-15T17:59:00+02:00').getTime() };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    expect(status(container)).toBe('open');
    await act(async () => {
      hydrateRoot(container, tree());
    });
    expect(status(container)).toBe('late');
    expect(errors.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
  });

  it('without a server render shows the state of the real clock at once', () => {
    jest.useFakeTimers({ now: new Date('2026-07-15T18:01:00+02:00'), doNotFake: ['queueMicrotask'] });
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    expect(status(container)).toBe('late');
  });
});
