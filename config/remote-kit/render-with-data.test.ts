import { QueryClient, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { MAX_RENDERS, renderWithData } from './render-with-data';
import { prefetchDeclared } from './server-prefetch';

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** A "render" that reads the cache as useQuery would on the server: a missing entry registers a pending query. */
function reader(client: QueryClient, keys: () => string[][]) {
  return () => {
    const seen = keys().map((key) => {
      const data = client.getQueryData<string>(key);
      if (data === undefined) client.getQueryCache().build(client, { queryKey: key, queryFn: async () => `late ${key.join('/')}` });
      return data ?? 'loading';
    });
    return `<p>${seen.join(', ')}</p>`;
  };
}

test('declared queries and the stages that read them are fetched first, so one render has all the data', async () => {
  const client = newClient();
  const calls: string[] = [];
  const event = queryOptions({ queryKey: ['event', '32'], queryFn: async () => (calls.push('event'), { series: 2 }) });
  const series = (id: number) => queryOptions({ queryKey: ['series', String(id)], queryFn: async () => (calls.push('series'), `series ${id}`) });
  const outcome = await renderWithData({
    client,
    declared: [event, (c) => [series(c.getQueryData(event.queryKey)!.series)]],
    render: reader(client, () => [['series', '2']]),
  });
  expect(outcome).toEqual({ html: '<p>series 2</p>', renders: 1, partial: false, undeclared: [] });
  expect(calls).toEqual(['event', 'series']);
});

test('a query nobody declared costs a render more, and the outcome names it', async () => {
  const client = newClient();
  const outcome = await renderWithData({ client, declared: [], render: reader(client, () => [['menu']]) });
  expect(outcome).toEqual({ html: '<p>late menu</p>', renders: 2, partial: false, undeclared: ['["menu"]'] });
});

test('a chain of undeclared queries deeper than the cap goes out partial, not passed off as whole', async () => {
  const client = newClient();
  let depth = 0;
  const outcome = await renderWithData({
    client,
    declared: [],
    render: reader(client, () => [[`link-${depth++}`]]),
  });
  expect(outcome.renders).toBe(MAX_RENDERS);
  expect(outcome.partial).toBe(true);
  expect(outcome.undeclared).toHaveLength(MAX_RENDERS);
});

test('disabled declarations are skipped, infinite ones fetch their first page, and a failure stays a failure', async () => {
  const client = newClient();
  const fetched: string[] = [];
  const count = await prefetchDeclared(client, [
    queryOptions({ queryKey: ['off'], queryFn: async () => fetched.push('off'), enabled: false }),
    infiniteQueryOptions({ queryKey: ['list'], queryFn: async ({ pageParam }) => (fetched.push(`list ${pageParam}`), [pageParam]), initialPageParam: 1, getNextPageParam: () => undefined }),
    queryOptions({ queryKey: ['gone'], queryFn: async () => Promise.reject(new Error('404')) }),
  ]);
  expect(count).toBe(2);
  expect(fetched).toEqual(['list 1']);
  expect(client.getQueryData(['list'])).toEqual({ pages: [[1]], pageParams: [1] });
  expect(client.getQueryState(['gone'])?.status).toBe('error');
});
