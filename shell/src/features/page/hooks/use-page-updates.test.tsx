import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createBus } from 'shared-contracts/events';
import { usePageUpdates } from './use-page-updates';

function PageTitle({ path, fetchPage }: { path: string; fetchPage: (path: string) => Promise<{ id: number; title: string }> }) {
  usePageUpdates();
  const { data } = useQuery({ queryKey: ['page', 'de', path, null], queryFn: () => fetchPage(path) });
  return <p>{data?.title ?? 'loading'}</p>;
}

describe('usePageUpdates', () => {
  it("refetches the page query when mf-editor emits 'page.updated' for that page", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    let title = 'Before';
    const fetchPage = jest.fn(async () => ({ id: 7, title }));
    render(
      <QueryClientProvider client={client}>
        <PageTitle path="about" fetchPage={fetchPage} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Before')).toBeInTheDocument();

    title = 'After';
    act(() => createBus().emit('page.updated', { pageId: 7, path: '/de/about' }));
    expect(await screen.findByText('After')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('leaves queries of other pages alone', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const fetchPage = jest.fn(async () => ({ id: 7, title: 'Seven' }));
    render(
      <QueryClientProvider client={client}>
        <PageTitle path="about" fetchPage={fetchPage} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Seven')).toBeInTheDocument();
    act(() => createBus().emit('page.updated', { pageId: 99, path: '/de/other' }));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('refetches the header and footer navigation too, since page settings feed it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    let label = 'Besuch';
    const fetchNav = jest.fn(async () => label);
    function Menu() {
      usePageUpdates();
      const { data } = useQuery({ queryKey: ['navigation', 'de'], queryFn: fetchNav });
      return <p>{data ?? 'loading'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Menu />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Besuch')).toBeInTheDocument();
    label = 'Ihr Besuch';
    act(() => createBus().emit('page.updated', { pageId: 3, path: '/de/besuch' }));
    expect(await screen.findByText('Ihr Besuch')).toBeInTheDocument();
  });

  it('after an address change only marks the old address stale: fetched again it would be a 404 while the editor moves on', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const fetchPage = jest.fn(async () => ({ id: 7, title: 'About' }));
    render(
      <QueryClientProvider client={client}>
        <PageTitle path="about" fetchPage={fetchPage} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('About')).toBeInTheDocument();
    act(() => createBus().emit('page.updated', { pageId: 7, path: '/de/about-us' }));
    await waitFor(() => expect(client.getQueryState(['page', 'de', 'about', null])?.isInvalidated).toBe(true));
    expect(client.isFetching()).toBe(0);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
