// The shell registers every remote at boot; here the runtime knows none, and registering one is a no-op.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), getInstance: () => null, registerRemotes: () => undefined }), { virtual: false });

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ANONYMOUS } from 'shared-contracts/constants';
import type { SlotProps } from 'shared-contracts/slots';
import { RemoteSlot } from './remote-slot';
import { createFallbackModule } from 'site-config/remote-kit/fallback-module';
import { CHUNK_RELOAD_KEY } from './chunk-reload';

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

function fakeLifecycles() {
  const calls = { mount: jest.fn(), update: jest.fn(), unmount: jest.fn() };
  const lifecycles = {
    bootstrap: () => Promise.resolve(),
    mount: (props: { domElement: HTMLElement; locale: string }) => {
      calls.mount(props);
      const el = document.createElement('p');
      el.textContent = `events in ${props.locale}`;
      props.domElement.appendChild(el);
      return Promise.resolve();
    },
    update: (props: { domElement: HTMLElement; locale: string }) => {
      calls.update(props);
      props.domElement.querySelector('p')!.textContent = `events in ${props.locale}`;
      return Promise.resolve();
    },
    unmount: (props: { domElement: HTMLElement }) => {
      calls.unmount(props);
      props.domElement.innerHTML = '';
      return Promise.resolve();
    },
  };
  return { calls, lifecycles };
}

function slotProps(locale: 'de' | 'en' = 'de'): SlotProps<'mf_events', 'EventList'> {
  return { locale, host: { navigate: jest.fn() }, auth: ANONYMOUS, settings: null, query: {} };
}

beforeEach(() => {
  loadRemoteMock.mockReset();
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteSlot', () => {
  it('shows a skeleton while loading, then mounts the parcel', async () => {
    const { lifecycles, calls } = fakeLifecycles();
    let resolve!: (m: unknown) => void;
    loadRemoteMock.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} />);
    expect(screen.getByText('Inhalt wird geladen …')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_events/EventList');
    await act(async () => resolve(lifecycles));
    expect(await screen.findByText('events in de')).toBeInTheDocument();
    expect(calls.mount).toHaveBeenCalledTimes(1);
  });

  it('loads nothing while deferred and keeps the skeleton node when loading starts', async () => {
    const { lifecycles, calls } = fakeLifecycles();
    loadRemoteMock.mockClear();
    let resolve: (value: unknown) => void = () => undefined;
    loadRemoteMock.mockImplementation(() => new Promise((r) => (resolve = r)));
    const skeleton = <button type="button">stand-in</button>;
    const { rerender } = render(<RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} skeleton={skeleton} defer />);
    const standIn = screen.getByRole('button', { name: 'stand-in' });
    await act(async () => undefined);
    expect(loadRemoteMock).not.toHaveBeenCalled();
    rerender(<RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} skeleton={skeleton} />);
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_events/EventList');
    expect(screen.getByRole('button', { name: 'stand-in' })).toBe(standIn);
    await act(async () => resolve(lifecycles));
    expect(await screen.findByText('events in de')).toBeInTheDocument();
    expect(calls.mount).toHaveBeenCalledTimes(1);
  });

  it('accepts lifecycles on the default export', async () => {
    const { lifecycles } = fakeLifecycles();
    loadRemoteMock.mockResolvedValue({ __esModule: true, default: lifecycles });
    render(<RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} />);
    expect(await screen.findByText('events in de')).toBeInTheDocument();
  });

  it('shows the localized fallback when loading fails (rejected or fallback module)', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('manifest 404'));
    const { unmount } = render(<RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} />);
    expect(await screen.findByText('Dieser Bereich konnte gerade nicht geladen werden.')).toBeInTheDocument();
    unmount();

    loadRemoteMock.mockResolvedValueOnce(createFallbackModule('mf_events/EventList', new Error('entry failed')));
    render(<RemoteSlot remote="mf_events" slot="EventList" props={slotProps('en')} />);
    expect(await screen.findByText('This section could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the fallback when the module has no lifecycles', async () => {
    loadRemoteMock.mockResolvedValue({ something: 1 });
    render(<RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} />);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote throws while mounting', async () => {
    loadRemoteMock.mockResolvedValue({
      bootstrap: () => Promise.resolve(),
      mount: () => Promise.reject(new Error('render exploded')),
      unmount: () => Promise.resolve(),
    });
    render(<RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} />);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('retries after a failure', async () => {
    const { lifecycles } = fakeLifecycles();
    loadRemoteMock.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(lifecycles);
    render(<RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('events in de')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('passes prop changes to the parcel through update, without remounting', async () => {
    const { lifecycles, calls } = fakeLifecycles();
    loadRemoteMock.mockResolvedValue(lifecycles);
    const { rerender } = render(<RemoteSlot remote="mf_events" slot="EventList" props={slotProps('de')} />);
    await screen.findByText('events in de');
    rerender(<RemoteSlot remote="mf_events" slot="EventList" props={slotProps('en')} />);
    expect(await screen.findByText('events in en')).toBeInTheDocument();
    await waitFor(() => expect(calls.update).toHaveBeenCalledWith(expect.objectContaining({ locale: 'en' })));
    expect(calls.mount).toHaveBeenCalledTimes(1);
    expect(calls.unmount).not.toHaveBeenCalled();
  });

  it('reloads once per minute after a chunk-load failure', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    loadRemoteMock.mockResolvedValue(createFallbackModule('mf_events/EventList', chunkError));
    const { unmount } = render(<RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} />);
    // jsdom cannot navigate; the guard's timestamp shows the reload was asked for, and the skeleton stays up.
    await waitFor(() => expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull());
    expect(screen.getByText('Inhalt wird geladen …')).toBeInTheDocument();
    unmount();
    render(<RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} />);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
