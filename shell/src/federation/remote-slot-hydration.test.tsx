// The shell registers every remote at boot; here the runtime knows none, and registering one is a no-op.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), getInstance: () => null, registerRemotes: () => undefined }), { virtual: false });

import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ANONYMOUS } from 'shared-contracts/constants';
import type { SlotProps } from 'shared-contracts/slots';
import { ServerSlotsContext, slotSegments } from 'site-config/remote-kit/server-slots';
import type { ServerSlotOutcome } from 'shared-contracts/server-render';
import { RemoteSlot } from './remote-slot';

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

function slotProps(): SlotProps<'mf_events', 'EventList'> {
  return { locale: 'de', host: { navigate: jest.fn() }, auth: ANONYMOUS, settings: null, query: {} };
}

/** What the shell's Node build writes for a page with one slot, once the slot's outcome is known. */
async function serverMarkup(outcome: ServerSlotOutcome): Promise<string> {
  const asked: string[] = [];
  const html = renderToString(
    <ServerSlotsContext.Provider value={{ ask: (id) => (asked.push(id), `${id}#0`) }}>
      <RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} />
    </ServerSlotsContext.Provider>,
  );
  expect(asked).toEqual(['mf_events/EventList']);
  return (await Promise.all(slotSegments(html, () => Promise.resolve(outcome)))).join('');
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('RemoteSlot rendered on the server', () => {
  it('writes the slot HTML and its state inside the wrapper the browser creates', async () => {
    const html = await serverMarkup({ kind: 'html', html: '<p>Wassermusik</p>', state: { queries: [], mutations: [], note: '</script>' } });
    expect(html).toContain('data-slot="mf_events/EventList" data-ssr="html"');
    expect(html).toContain('<p>Wassermusik</p><script type="application/json" data-slot-state>');
    // The state cannot end its script element early.
    expect(html).not.toContain('"</script>');
    // Only the variant the outcome chose is left: no markers, no second wrapper.
    expect(html).not.toContain('<template');
    expect(html.match(/data-slot=/g)).toHaveLength(1);
  });

  it('writes the skeleton, marked, when the slot could not be rendered', async () => {
    const html = await serverMarkup({ kind: 'skeleton' });
    expect(html).toContain('data-ssr="skeleton"');
    expect(html).toContain('Inhalt wird geladen');
  });

  it('keeps the server DOM while hydrating, then mounts the parcel into it with the state and the wish to hydrate', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // jsdom has no user timing; the mark names the slot whose server HTML became live.
    const marks: string[] = [];
    Object.assign(performance, { mark: (name: string) => void marks.push(name) });
    const state = { queries: [{ queryKey: ['events'] }], mutations: [] };
    const container = document.createElement('div');
    container.innerHTML = await serverMarkup({ kind: 'html', html: '<p>Wassermusik</p>', state });
    document.body.appendChild(container);
    const serverParagraph = container.querySelector('p')!;
    const mount = jest.fn((props: { domElement: HTMLElement; dehydratedState: unknown; hydrate: boolean }) => {
      // What the parcel finds: its own DOM only, the state script taken out.
      expect(props.domElement.innerHTML).toBe('<p>Wassermusik</p>');
      return Promise.resolve();
    });
    let resolve!: (m: unknown) => void;
    loadRemoteMock.mockReturnValue(new Promise((r) => (resolve = r)));
    await act(async () => {
      hydrateRoot(container, <RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} />);
    });
    expect(container.querySelector('p')).toBe(serverParagraph);
    await act(async () => resolve({ bootstrap: () => Promise.resolve(), mount, unmount: () => Promise.resolve() }));
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount.mock.calls[0][0]).toMatchObject({ dehydratedState: state, hydrate: true, locale: 'de' });
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(marks).toEqual(['slot-hydrated:mf_events/EventList']);
    expect(errors.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
  });

  it('applies prop changes made while the slot still mounts one after the other, the latest last, without an error', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(performance, { mark: () => undefined });
    const container = document.createElement('div');
    container.innerHTML = await serverMarkup({ kind: 'html', html: '<p>Wassermusik</p>', state: { queries: [], mutations: [] } });
    document.body.appendChild(container);
    // The mount (a hydration) and each update take a while, as a slot's do.
    let mounted!: () => void;
    const mount = jest.fn(() => new Promise<void>((r) => (mounted = r)));
    const running: string[] = [];
    const update = jest.fn(async (props: { locale: string; query: Record<string, string> }) => {
      running.push(`${props.locale}${props.query.step ?? ''}`);
      await new Promise((r) => setTimeout(r, 5));
    });
    loadRemoteMock.mockResolvedValue({ bootstrap: () => Promise.resolve(), mount, unmount: () => Promise.resolve(), update });
    const page = (props: SlotProps<'mf_events', 'EventList'>) => <RemoteSlot remote="mf_events" slot="EventList" props={props} />;
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, page(slotProps()));
    });
    expect(mount).toHaveBeenCalledTimes(1);
    // A language switch before the slot is live: the props change twice.
    await act(async () => root.render(page({ ...slotProps(), locale: 'en', query: { step: '1' } })));
    await act(async () => root.render(page({ ...slotProps(), locale: 'en', query: { step: '2' } })));
    expect(update).not.toHaveBeenCalled();
    await act(async () => {
      mounted();
      await new Promise((r) => setTimeout(r, 30));
    });
    expect(running).toEqual(['en2']);
    // A change once it is live is applied as well.
    await act(async () => {
      root.render(page({ ...slotProps(), locale: 'de', query: { step: '3' } }));
      await new Promise((r) => setTimeout(r, 30));
    });
    expect(running).toEqual(['en2', 'de3']);
    expect(errors.mock.calls.filter((call) => /failed/.test(String(call[0])))).toEqual([]);
    expect(container.textContent).not.toContain('konnte');
  });

  it('leaves a slot below the fold unloaded until the visitor points at it, and replays a press made before it was live', async () => {
    Object.assign(performance, { mark: () => undefined });
    const container = document.createElement('div');
    container.innerHTML = await serverMarkup({ kind: 'html', html: '<button type="button">Tickets</button>', state: { queries: [], mutations: [] } });
    document.body.appendChild(container);
    loadRemoteMock.mockClear();
    // The parcel's element, which the slot measures, lies far below an 800 px window.
    const host = container.querySelector<HTMLElement>('[data-slot] > div')!;
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    host.getBoundingClientRect = () => ({ top: 3000, bottom: 3400, left: 0, right: 400, width: 400, height: 400, x: 0, y: 3000, toJSON: () => ({}) });
    // The page is still loading, so no idle wait starts either.
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const pressed = jest.fn();
    const mount = jest.fn((props: { domElement: HTMLElement }) => {
      props.domElement.querySelector('button')!.addEventListener('click', pressed);
      return Promise.resolve();
    });
    loadRemoteMock.mockResolvedValue({ bootstrap: () => Promise.resolve(), mount, unmount: () => Promise.resolve() });
    await act(async () => {
      hydrateRoot(container, <RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} />);
    });
    expect(loadRemoteMock).not.toHaveBeenCalled();
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('keeps the server markup readable and its links working when the code cannot be loaded, says so, and recovers by itself', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(performance, { mark: () => undefined });
    const container = document.createElement('div');
    container.innerHTML = await serverMarkup({ kind: 'html', html: '<p><a href="/de/veranstaltungen/x/1">Wassermusik</a></p>', state: { queries: [], mutations: [] } });
    document.body.appendChild(container);
    const serverLink = container.querySelector('a')!;
    loadRemoteMock.mockRejectedValueOnce(new Error('broken build'));
    jest.useFakeTimers();
    try {
      await act(async () => {
        hydrateRoot(container, <RemoteSlot remote="mf_events" slot="EventList" props={slotProps()} />);
      });
      // The server's list is still there, the same nodes, with a notice above it.
      expect(container.querySelector('a')).toBe(serverLink);
      expect(container.textContent).toContain('Dieser Bereich konnte gerade nicht geladen werden.');
      // A press on its link is not held for code that did not come: the browser follows it.
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      serverLink.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
      // The origin is fixed: the retry a few seconds later loads the code and hydrates the same DOM.
      const mount = jest.fn(() => Promise.resolve());
      loadRemoteMock.mockResolvedValueOnce({ bootstrap: () => Promise.resolve(), mount, unmount: () => Promise.resolve() });
      await act(async () => {
        jest.advanceTimersByTime(5_000);
      });
      await act(async () => {
        await Promise.resolve();
      });
      expect(mount).toHaveBeenCalledTimes(1);
      expect((mount.mock.calls[0] as unknown[])[0]).toMatchObject({ hydrate: true });
      expect(container.querySelector('a')).toBe(serverLink);
      expect(container.textContent).not.toContain('Dieser Bereich konnte gerade nicht geladen werden.');
    } finally {
      jest.useRealTimers();
    }
  });
});
