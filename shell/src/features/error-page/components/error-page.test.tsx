import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { mockFetch } from 'site-config/jest/mock-fetch';
import { LocaleContext } from '../../../app/locale-context';
import { ErrorScreen } from './error-screen';

function renderAt(ui: React.ReactNode, locale: 'de' | 'en' = 'de', client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/de/gibt-es-nicht']}>
        <LocaleContext.Provider value={locale}>{ui}</LocaleContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('error pages', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = mockFetch({ '/api/dashboard-error-log/': () => ({ status: 201, body: '' }) });
  });

  it('404 posts the url to the error log with the CSRF header', async () => {
    document.cookie = 'csrftoken=abc';
    renderAt(<ErrorScreen status={404} />);
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
    const logCall = () => fetchMock.mock.calls.find(([url]) => url === '/de/api/dashboard-error-log/');
    await waitFor(() => expect(logCall()).toBeDefined());
    const [, init] = logCall();
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ url: '/de/gibt-es-nicht' });
    expect(init.headers['X-CSRFToken']).toBe('abc');
  });

  it('shows 503 and the generic error in English', () => {
    const { unmount } = renderAt(<ErrorScreen status={503} />, 'en');
    expect(screen.getByRole('heading', { name: 'Website offline' })).toBeInTheDocument();
    unmount();
    renderAt(<ErrorScreen status={502} />, 'en');
    expect(screen.getByRole('heading', { name: '502 an unknown error occurred' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the start page' })).toHaveAttribute('href', '/en');
  });

  it('shows the custom HTML of design settings for the status', async () => {
    const settings = { status: 200, data: { is_site_online: true, is_shop_online: true, design: { error_pages: [404] } } };
    mockFetch({
      '/pageeditor-api/settings': settings,
      '/html/404.json': { style: '.c>p{}', body: '<p class="c">Nicht Teil der Ausstellung</p>' },
      '/api/dashboard-error-log/': () => ({ status: 201, body: '' }),
    });
    const client = new QueryClient();
    client.setQueryData(['site', 'settings'], settings.data);
    const { unmount } = renderAt(<ErrorScreen status={404} />, 'de', client);
    const custom = await screen.findByText('Nicht Teil der Ausstellung');
    // The status headline (docs/product.md) stays above the custom body, the start-page link below it.
    const headline = screen.getByRole('heading', { level: 1, name: '404 Not Found' });
    const home = screen.getByRole('link', { name: 'Zur Startseite' });
    expect(headline.compareDocumentPosition(custom) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(custom.compareDocumentPosition(home) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelector('style')?.textContent).toBe('.c>p{}');
    expect(document.title).toBe('404 Not Found | Landesausstellung 2026');
    unmount();

    renderAt(<ErrorScreen status={404} variant="unmatched" />, 'en', client);
    expect(await screen.findByText('Nicht Teil der Ausstellung')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the start page' })).toHaveAttribute('href', '/en');
  });
});
