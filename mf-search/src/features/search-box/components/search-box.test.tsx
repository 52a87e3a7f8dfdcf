import { notifyManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { SearchBox } from './search-box';

function setup(ui = <SearchBox />, locale: 'de' | 'en' = 'de') {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = renderSlot(ui, { locale });
  return { user, ...view };
}

async function expand(user: ReturnType<typeof userEvent.setup>, name = 'Suche öffnen') {
  await user.click(screen.getByRole('button', { name }));
  act(() => jest.advanceTimersByTime(200));
}

// Query results notify synchronously, so fake timers need not flush React Query's scheduler.
notifyManager.setScheduler((callback) => callback());
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchBox', () => {
  it('starts collapsed; the button expands the field and focuses it after 200 ms', async () => {
    mockFetch({});
    const { user } = setup();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await expand(user);
    expect(screen.getByRole('combobox', { name: 'Suchbegriff' })).toHaveFocus();
  });

  it('mounts expanded when the host stand-in button was pressed first, and focuses the field after 200 ms', () => {
    mockFetch({});
    setup(<SearchBox initiallyExpanded />);
    const field = screen.getByRole('combobox', { name: 'Suchbegriff' });
    expect(field).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(200));
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Suche schließen' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks for suggestions with lowercased text only, opens them and submits a chosen one', async () => {
    const fetchMock = mockFetch({ '/api/search/autocomplete/': { query: 'oper', suggestions: ['Opernabend', 'Oper im Park'] } });
    const onSubmitted = jest.fn();
    const { user, navigate } = setup(<SearchBox onSubmitted={onSubmitted} />);
    await expand(user);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByRole('combobox'), 'OPER');
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByRole('button', { name: 'Opernabend' });
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.every((url) => url.includes('query=oper'))).toBe(true);

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Opernabend' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Oper im Park' }));
    expect(navigate).toHaveBeenCalledWith('/de/search?q=Oper%20im%20Park');
    expect(onSubmitted).toHaveBeenCalled();
  });

  it('submits only non-empty text; an empty field collapses instead', async () => {
    mockFetch({});
    const { user, navigate } = setup();
    await expand(user);
    await user.type(screen.getByRole('combobox'), '   ');
    await user.click(screen.getByRole('button', { name: 'Suche schließen' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('carries the route category and page 1 into the search route', async () => {
    mockFetch({});
    const { user, navigate } = setup(<SearchBox routeCategory="events" />, 'en');
    await expand(user, 'Open search');
    await user.type(screen.getByRole('combobox'), 'jazz{Enter}');
    expect(navigate).toHaveBeenCalledWith('/en/search/events/1?q=jazz');
  });

  it('shows the clear button only with text; clearing empties and refocuses the field', async () => {
    mockFetch({});
    const { user } = setup();
    await expand(user);
    expect(screen.queryByRole('button', { name: 'Eingabe löschen' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox'), 'Kunst');
    await user.click(screen.getByRole('button', { name: 'Eingabe löschen' }));
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Eingabe löschen' })).not.toBeInTheDocument();
  });

  it('collapses 200 ms after focus leaves the box, at once on an outside click', async () => {
    mockFetch({});
    const { user } = setup(
      <>
        <SearchBox />
        <button type="button">elsewhere</button>
      </>,
    );
    await expand(user);
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    expect(screen.getByRole('combobox')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await expand(user);
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('stays silent when autocomplete fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/api/search/autocomplete/': () => ({ status: 500, body: { message: 'oops' } }) });
    const { user } = setup();
    await expand(user);
    await user.type(screen.getByRole('combobox'), 'x');
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
