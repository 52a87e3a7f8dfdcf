import { holdClicksUntilLive, whenSlotWanted } from './hydration-gate';

/** jsdom lays nothing out: each test places the element where it needs it. */
function slotAt(top: number): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = '<button type="button">Tickets</button><a href="/de/x">more</a>';
  element.getBoundingClientRect = () => ({ top, bottom: top + 300, left: 0, right: 400, width: 400, height: 300, x: 0, y: top, toJSON: () => ({}) });
  document.body.append(element);
  return element;
}

type Observed = { callback: IntersectionObserverCallback; disconnected: boolean };
let observers: Observed[] = [];
let idle: Array<() => void> = [];

beforeEach(() => {
  observers = [];
  idle = [];
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    record: Observed;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  };
  window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(() => callback({} as IdleDeadline)) as number;
  window.cancelIdleCallback = () => undefined;
});

afterEach(() => {
  document.body.innerHTML = '';
});

const intersect = (isIntersecting: boolean) =>
  observers.forEach((o) => !o.disconnected && o.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));

describe('whenSlotWanted', () => {
  it('wants a slot on screen at once', () => {
    const wanted = jest.fn();
    whenSlotWanted(slotAt(100), wanted);
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('waits with a slot below the fold until it comes into view, then wants it once', () => {
    const wanted = jest.fn();
    whenSlotWanted(slotAt(2400), wanted);
    intersect(false);
    expect(wanted).not.toHaveBeenCalled();
    intersect(true);
    intersect(true);
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('wants a slot below the fold when the visitor points at or focuses into it', () => {
    const pointed = jest.fn();
    const slot = slotAt(2400);
    whenSlotWanted(slot, pointed);
    slot.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(pointed).toHaveBeenCalledTimes(1);

    const focused = jest.fn();
    const other = slotAt(3000);
    whenSlotWanted(other, focused);
    other.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(focused).toHaveBeenCalledTimes(1);
  });

  it('wants a slot below the fold when the browser is idle after the page has loaded', () => {
    const wanted = jest.fn();
    whenSlotWanted(slotAt(2400), wanted);
    // jsdom's document has finished loading, so the idle wait starts at once.
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('does nothing after it was cancelled (the slot unmounted first)', () => {
    const wanted = jest.fn();
    const slot = slotAt(2400);
    const cancel = whenSlotWanted(slot, wanted);
    cancel();
    intersect(true);
    slot.dispatchEvent(new Event('pointerdown'));
    expect(wanted).not.toHaveBeenCalled();
  });
});

describe('holdClicksUntilLive', () => {
  it('holds a press on a button back and replays it on the same button once the slot is live', () => {
    const slot = slotAt(2400);
    const button = slot.querySelector('button')!;
    const hold = holdClicksUntilLive(slot);
    const seen = jest.fn();
    document.body.addEventListener('click', seen);
    button.click();
    expect(seen).not.toHaveBeenCalled();
    hold.replay();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.calls[0]![0].target).toBe(button);
    button.click();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('holds a jump to a place on the page until the slot is live, whose handler does what it promises', () => {
    const slot = slotAt(2400);
    slot.insertAdjacentHTML('beforeend', '<a href="#tickets">Tickets buchen</a>');
    const jump = slot.querySelector<HTMLAnchorElement>('a[href="#tickets"]')!;
    const hold = holdClicksUntilLive(slot);
    const seen = jest.fn((event: Event) => event.preventDefault());
    document.body.addEventListener('click', seen);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    jump.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();
    hold.replay();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.calls[0]![0].target).toBe(jump);
    document.body.removeEventListener('click', seen);
  });

  it('lets a link work as it does without script', () => {
    const slot = slotAt(2400);
    holdClicksUntilLive(slot);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    slot.querySelector('a')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
