import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchHit } from 'shared-contracts/entities';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { SearchPage } from './search-page';

const hit = (id: number, type: SearchHit['type'], title: string, date: string | null = null): SearchHit => ({
  id,
  type,
  title,
  text: `${title} – Beschreibung`,
  url: `/de/x/${id}`,
  date,
  image_obj: null,
});
const page = (results: SearchHit[], count = results.length, next: string | null = null) => ({ count, next, previous: null, results });

describe('SearchPage', () => {
  it('answers a query from /api/search/ with tabs and counts', async () => {
    const fetchMock = mockFetch({
      '/api/search/?': { query: 'oper', events: page([hit(1, 'event', 'Opernabend', '2026-06-12T17:30:00Z')]), others: page([hit(2, 'article', 'Die Oper lebt')]) },
    });
    const { navigate } = renderSlot(<SearchPage />, { query: { q: 'oper' } });
    expect(await screen.findByRole('link', { name: 'Opernabend' })).toHaveAttribute('href', '/de/x/1');
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/search/?query=oper&lang=de');
    expect(screen.getByText('12. Juni 2026, 19:30 Uhr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Veranstaltungen/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: /Weitere Inhalte/ }));
    expect(navigate).toHaveBeenCalledWith('/de/search/others/1?q=oper');
  });

  it('pages through one category', async () => {
    const fetchMock = mockFetch({
      '/api/search/?': { query: 'kunst', events: page([], 0), others: page([hit(3, 'page', 'Kunst')], 25) },
      '/api/search/others/': { count: 25, next: '/api/search/others/?page=3', previous: '/api/search/others/?page=1', results: [hit(4, 'page', 'Kunst Seite 2')] },
    });
    const { navigate } = renderSlot(<SearchPage category="others" page="2" />, { query: { q: 'kunst' }, locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Kunst Seite 2' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/search/others/?query=kunst&page=2&lang=en');
    await userEvent.click(screen.getByRole('link', { name: /Next page/ }));
    expect(navigate).toHaveBeenCalledWith('/en/search/others/3?q=kunst');
  });

  it("says 'Your search did not return any results' when nothing matches", async () => {
    mockFetch({ '/api/search/?': { query: 'zzz', events: page([], 0), others: page([], 0) } });
    renderSlot(<SearchPage />, { query: { q: 'zzz' }, locale: 'en' });
    expect(await screen.findByText('Your search did not return any results')).toBeInTheDocument();
  });

  it('asks for a term and does not call the API without one', () => {
    const fetchMock = mockFetch({});
    renderSlot(<SearchPage />);
    expect(screen.getByRole('heading', { name: 'Suche' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
