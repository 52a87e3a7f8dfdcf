import { screen, waitFor } from '@testing-library/react';
import { ANONYMOUS } from 'shared-contracts/constants';
import { page } from '../testing/fixtures';
import { mockFetch } from 'site-config/jest/render-slot';
import * as lifecycles from './event-list';

// The lifecycles render into their own root and resolve from a timer, as in the browser: no act() scope around them.
beforeAll(() => {
  (globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, registerRemotes: jest.fn(), loadRemote: jest.fn() }));

it('mounts as a parcel and switches language on update without remounting', async () => {
  mockFetch({ '/api/events/': page([]), '/api/teasers/': [], '/api/rooms/': [], '/api/exhibition-types/': [], '/api/event-tags/': [], '/api/series/': [], '/api/genres/': [] });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { name: 'mf_events/EventList', domElement, locale: 'de' as const, host: { navigate: jest.fn() }, auth: ANONYMOUS, settings: null, query: {} };
  const singleSpa = {} as never;
  const mountParcel = jest.fn();
  await lifecycles.bootstrap({ ...props, singleSpa, mountParcel });
  await lifecycles.mount({ ...props, singleSpa, mountParcel });
  expect(await screen.findByText('Leider gibt es keine bevorstehenden Veranstaltungen.')).toBeInTheDocument();
  const root = domElement.firstElementChild;

  await lifecycles.update!({ ...props, locale: 'en', singleSpa, mountParcel });
  await waitFor(() => expect(screen.getByText('Unfortunately, there are no upcoming events.')).toBeInTheDocument());
  expect(domElement.firstElementChild).toBe(root);

  await lifecycles.unmount({ ...props, singleSpa, mountParcel });
  expect(domElement).toBeEmptyDOMElement();
});
