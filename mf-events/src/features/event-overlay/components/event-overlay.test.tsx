import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus } from 'shared-contracts/events';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { EventOverlay } from './event-overlay';

beforeEach(() => window.history.replaceState(null, '', '/de/impressum?room=3&overlay=true'));

it("shows the default headline 'Programm und Karten' when the page editor has none, and only logs the failure", async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  mockFetch({ '/pageeditor-api/page/': () => ({ status: 500, body: {} }) });
  renderSlot(
    <EventOverlay open onClose={jest.fn()}>
      <p>list</p>
    </EventOverlay>,
  );
  expect(await screen.findByRole('heading', { name: 'Programm und Karten' })).toBeInTheDocument();
  await waitFor(() => expect(error).toHaveBeenCalled());
  expect(screen.getByRole('heading', { name: 'Programm und Karten' })).toBeInTheDocument();
  error.mockRestore();
});

it('takes the headline of the events page', async () => {
  const fetchMock = mockFetch({ '/pageeditor-api/page/': { headline: 'Programm & Tickets 2026' } });
  renderSlot(
    <EventOverlay open onClose={jest.fn()}>
      <p>list</p>
    </EventOverlay>,
  );
  expect(await screen.findByRole('heading', { name: 'Programm & Tickets 2026' })).toBeInTheDocument();
  expect(String(fetchMock.mock.calls[0][0])).toBe('/de/pageeditor-api/page/veranstaltungen');
});

it('announces opening and closing, and closing clears the query string', async () => {
  mockFetch({ '/pageeditor-api/page/': { headline: '' } });
  const bus = createBus();
  const opened = jest.fn();
  const closed = jest.fn();
  const offs = [bus.on('overlay.opened', opened), bus.on('overlay.closed', closed)];
  const onClose = jest.fn();
  const { host, rerender } = renderSlot(
    <EventOverlay open onClose={onClose}>
      <p>list</p>
    </EventOverlay>,
    { locale: 'en' },
  );
  expect(opened).toHaveBeenCalledWith({ id: 'events' });
  expect(await screen.findByRole('heading', { name: 'Programme and tickets' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Close programme' }));
  expect(host.navigate).toHaveBeenCalledWith('/de/impressum');
  expect(onClose).toHaveBeenCalled();
  rerender(<></>);
  expect(closed).toHaveBeenCalledWith({ id: 'events' });
  offs.forEach((off) => off());
});

it('closes when the route path changes', async () => {
  mockFetch({ '/pageeditor-api/page/': { headline: '' } });
  const onClose = jest.fn();
  renderSlot(
    <EventOverlay open onClose={onClose}>
      <p>list</p>
    </EventOverlay>,
  );
  act(() => {
    window.history.pushState(null, '', '/de/veranstaltungen/wassermusik/32');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(onClose).toHaveBeenCalled();
});
