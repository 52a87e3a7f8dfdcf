import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { inTransition } from './in-transition';

const never = new Promise<never>(() => undefined);
function Waiting(): never {
  throw never;
}
const page = (content: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{content}</Suspense>;

describe('inTransition', () => {
  let element: HTMLDivElement;
  let root: Root;
  beforeEach(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    element = document.createElement('div');
    root = createRoot(element);
    await act(async () => root.render(page(<p>shown</p>)));
  });
  afterEach(() => act(() => root.unmount()));

  it('runs the callback at once and returns what it returned', () => {
    expect(inTransition(() => 42)).toBe(42);
  });

  it('renders what it starts at transition priority: what is on screen stays while the new tree waits', async () => {
    await act(async () => inTransition(() => root.render(page(<Waiting />))));
    expect(element.textContent).toBe('shown');
  });

  it('(without it the same render hides the content behind the fallback)', async () => {
    await act(async () => root.render(page(<Waiting />)));
    expect(element.textContent).toContain('loading');
  });
});
