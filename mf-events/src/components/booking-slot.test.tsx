import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderSlot } from 'site-config/jest/render-slot';
import { BookingSlot } from './booking-slot';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(() => null), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const mocked = { getInstance: jest.mocked(getInstance), loadRemote: jest.mocked(loadRemote), registerRemotes: jest.mocked(registerRemotes) };

/** A stand-in parcel: what mf-booking's lifecycles would do, recording the props it receives. */
function fakeWidget() {
  const seen: Record<string, unknown>[] = [];
  const config = {
    bootstrap: async () => undefined,
    mount: async (props: Record<string, unknown>) => {
      seen.push(props);
      const el = document.createElement('p');
      el.textContent = `widget for ${props.eventId} (${props.locale})`;
      (props.domElement as HTMLElement).append(el);
    },
    update: async (props: Record<string, unknown>) => {
      seen.push(props);
      (props.domElement as HTMLElement).querySelector('p')!.textContent = `widget for ${props.eventId} (${props.locale})`;
    },
    unmount: async (props: Record<string, unknown>) => (props.domElement as HTMLElement).replaceChildren(),
  };
  return { config, seen };
}

beforeEach(() => {
  jest.clearAllMocks();
  (window as unknown as Record<string, unknown>).__REMOTE_MAP__ = { mf_booking: 'https://cdn.example/mf-booking/mf-manifest.json' };
});

it('registers mf_booking from the remote map and mounts its widget with the slot props', async () => {
  const { config, seen } = fakeWidget();
  mocked.loadRemote.mockResolvedValue(config);
  const { rerenderWith } = renderSlot(<BookingSlot eventId={32} widgetId="list-32" headingLevel={4} />);
  expect(await screen.findByText('widget for 32 (de)')).toBeInTheDocument();
  expect(mocked.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_booking', entry: 'https://cdn.example/mf-booking/mf-manifest.json' }]);
  expect(mocked.loadRemote).toHaveBeenCalledWith('mf_booking/BookingWidget');
  expect(seen[0]).toMatchObject({ eventId: 32, widgetId: 'list-32', headingLevel: 4, locale: 'de', query: {} });

  // A language switch reaches the parcel through update, without a remount.
  rerenderWith({ locale: 'en' });
  expect(await screen.findByText('widget for 32 (en)')).toBeInTheDocument();
});

it('does not register the remote twice when the host already knows it', async () => {
  mocked.getInstance.mockReturnValue({ options: { remotes: [{ name: 'mf_booking', entry: '/remotes/mf-booking/mf-manifest.json' }] } } as never);
  mocked.loadRemote.mockResolvedValue(fakeWidget().config);
  renderSlot(<BookingSlot eventId={1} headingLevel={2} />);
  await screen.findByText('widget for 1 (de)');
  expect(mocked.registerRemotes).not.toHaveBeenCalled();
});

it('shows a localized fallback with retry when the widget cannot load', async () => {
  mocked.loadRemote.mockRejectedValue(new Error('offline'));
  renderSlot(<BookingSlot eventId={5} headingLevel={2} />, { locale: 'en' });
  expect(await screen.findByText('Ticket booking is not available right now.', {}, { timeout: 2000 })).toBeInTheDocument();
  mocked.loadRemote.mockResolvedValue(fakeWidget().config);
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(screen.getByText('widget for 5 (en)')).toBeInTheDocument());
});
