jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, registerRemotes: jest.fn(), loadRemote: jest.fn(() => new Promise(() => undefined)) }));

import { screen } from '@testing-library/react';
import { mockFetch } from 'site-config/jest/mock-fetch';
import { renderShell } from '../../testing/render-shell';
import { DefaultLayout } from './default-layout';

const settings = (sticky: boolean) =>
  ({ is_site_online: true, is_shop_online: true, html_header: { code: '' }, html_footer_top: { code: '' }, html_footer_bottom: { code: '' }, html_footer_logos: null, design: { error_pages: [], sticky_overlay_button: sticky, header_basket_link: '/webshop/cart/' } }) as never;

beforeEach(() => {
  window.scrollTo = jest.fn();
  // Nothing is served: every call answers 404.
  mockFetch({});
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('DefaultLayout side tab room', () => {
  it('keeps room for the sticky side tab only while the design setting shows it', () => {
    const { container, unmount } = renderShell(<DefaultLayout />, { shell: { settings: settings(true) } });
    const withTab = screen.getAllByRole('button', { name: 'Programm und Karten' }).length;
    expect(container.firstElementChild).toHaveAttribute('data-side-tab', 'true');
    expect(container.firstElementChild).toHaveClass('withSideTab');
    unmount();

    const other = renderShell(<DefaultLayout />, { shell: { settings: settings(false) } });
    // The sticky navigation's own overlay button stays; only the side tab is gone.
    expect(screen.queryAllByRole('button', { name: 'Programm und Karten' })).toHaveLength(withTab - 1);
    expect(other.container.firstElementChild).not.toHaveAttribute('data-side-tab');
  });
});
