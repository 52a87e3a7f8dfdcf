import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { usePageLoad, type PageLoad } from './use-page-load';

const seen: PageLoad[] = [];
let router: ReturnType<typeof createMemoryRouter>;
const go = (to: string) => void router.navigate(to);

function Probe() {
  seen.push(usePageLoad());
  return <main id="main-content" />;
}

/** The address changes first (as single-spa announces it), the router shows the page afterwards. */
function changeAddress(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
  });
}

beforeEach(() => {
  seen.length = 0;
  window.history.replaceState(null, '', '/de');
  router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/de'] });
  render(<RouterProvider router={router} />);
});
const last = () => seen[seen.length - 1];
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 600)));

it('loads from the change of address until the new page is shown and its main area is no longer busy', async () => {
  expect(last()).toEqual({ loading: false, failed: false });
  changeAddress('/de/veranstaltungen');
  expect(last().loading).toBe(true);
  const skeleton = document.createElement('div');
  skeleton.setAttribute('aria-busy', 'true');
  await act(async () => {
    document.getElementById('main-content')!.appendChild(skeleton);
    go('/de/veranstaltungen');
  });
  await settle();
  expect(last().loading).toBe(true);
  await act(async () => skeleton.setAttribute('aria-busy', 'false'));
  await settle();
  expect(last()).toEqual({ loading: false, failed: false });
});

it('reports a region of the new page that failed', async () => {
  changeAddress('/de/besuch');
  await act(async () => {
    const failed = document.createElement('div');
    failed.setAttribute('data-slot-failed', '');
    document.getElementById('main-content')!.appendChild(failed);
    go('/de/besuch');
  });
  await settle();
  expect(last().failed).toBe(true);
  expect(last().loading).toBe(false);
});

it('ignores changes of the query string alone', () => {
  changeAddress('/de?room=1');
  expect(last().loading).toBe(false);
});
