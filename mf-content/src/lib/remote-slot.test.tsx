import { render, screen } from '@testing-library/react';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_MAP_GLOBAL } from 'shared-contracts/slots';
import { ANONYMOUS } from 'shared-contracts/constants';
import { RemoteSlot, loadSlot } from './remote-slot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const base = { locale: 'de' as const, host: { navigate: jest.fn() }, auth: ANONYMOUS, settings: null, query: {} };

describe('loadSlot', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[REMOTE_MAP_GLOBAL];
    jest.mocked(registerRemotes).mockClear();
  });

  it('registers the remote from window.__REMOTE_MAP__ when the host has not, then loads the slot', async () => {
    (window as unknown as Record<string, unknown>)[REMOTE_MAP_GLOBAL] = { mf_booking: '/v2/mf-booking/mf-manifest.json' };
    jest.mocked(getInstance).mockReturnValue({ options: { remotes: [] } } as never);
    jest.mocked(loadRemote).mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    await loadSlot('mf_booking', 'BookingWidget');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_booking', entry: '/v2/mf-booking/mf-manifest.json' }]);
    expect(loadRemote).toHaveBeenCalledWith('mf_booking/BookingWidget');
  });

  it('leaves a remote the host registered alone', async () => {
    jest.mocked(getInstance).mockReturnValue({ options: { remotes: [{ name: 'mf_booking' }] } } as never);
    jest.mocked(loadRemote).mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    await loadSlot('mf_booking', 'BookingWidget');
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});

describe('RemoteSlot', () => {
  it('shows the fallback when the remote cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(getInstance).mockReturnValue({ options: { remotes: [] } } as never);
    jest.mocked(loadRemote).mockRejectedValue(new Error('offline'));
    render(<RemoteSlot remote="mf_booking" slot="BookingWidget" props={{ ...base, eventId: 1 }} fallback={<p>Buchung nicht verfügbar</p>} />);
    expect(await screen.findByText('Buchung nicht verfügbar')).toBeInTheDocument();
  });

  it('mounts the loaded slot as a parcel with the given props', async () => {
    const mount = jest.fn(async (props: { domElement: HTMLElement; eventId: number }) => {
      props.domElement.textContent = `Widget ${props.eventId}`;
    });
    jest.mocked(getInstance).mockReturnValue({ options: { remotes: [{ name: 'mf_booking' }] } } as never);
    jest.mocked(loadRemote).mockResolvedValue({ bootstrap: jest.fn(async () => {}), mount, unmount: jest.fn(async () => {}), update: jest.fn(async () => {}) });
    render(<RemoteSlot remote="mf_booking" slot="BookingWidget" props={{ ...base, eventId: 42 }} fallback={<p>fallback</p>} />);
    expect(await screen.findByText('Widget 42')).toBeInTheDocument();
  });
});
