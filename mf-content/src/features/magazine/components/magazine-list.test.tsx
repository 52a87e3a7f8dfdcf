import { screen } from '@testing-library/react';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { MagazineList } from './magazine-list';

const article = (id: number, title: string) => ({
  id,
  slug: `a-${id}`,
  title,
  teaser_text: 'Teaser',
  date: '2026-11-20',
  category: { id: 2, name: 'Geschichte', slug: 'geschichte' },
  tags: [],
  image_obj: null,
  image_thumbnails: null,
  urls: { de: `/de/mediathek-de/a-${id}/${id}`, en: `/en/mediathek-en/a-${id}/${id}` },
});
const categories = [
  { id: 1, name: 'Hinter den Kulissen', slug: 'hinter-den-kulissen' },
  { id: 2, name: 'Geschichte', slug: 'geschichte' },
];

describe('MagazineList', () => {
  it("shows 'All', one link per category with the active one highlighted, and 'All #Topics'", async () => {
    const fetchMock = mockFetch({
      '/api/article-categories/': categories,
      '/api/article-tags/': [],
      '/en/api/articles/': { count: 1, next: null, previous: null, results: [article(1, 'Salt for the Hanse')] },
    });
    renderSlot(<MagazineList category={{ slug: 'geschichte', id: '2' }} withHeader />, { locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Salt for the Hanse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/en/mediathek-en');
    expect(screen.getByRole('link', { name: 'Geschichte' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Hinter den Kulissen' })).toHaveAttribute('href', '/en/mediathek-en/categories/hinter-den-kulissen/1');
    expect(screen.getByRole('link', { name: 'All #Topics' })).toHaveAttribute('href', '/en/mediathek-en/tags');
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/en/api/articles/?category=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Geschichte' })).toBeInTheDocument();
  });

  it('treats a failing categories call as an empty list', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/de/api/articles/': { count: 1, next: '/de/api/articles/?page=2', previous: null, results: [article(1, 'Salz für die Hanse')] } });
    renderSlot(<MagazineList withHeader />);
    expect(await screen.findByRole('link', { name: 'Salz für die Hanse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Alle #Themen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weitere laden' })).toBeInTheDocument();
  });

  it('leaves the header to the shell by default and names a tag list with an h2', async () => {
    mockFetch({
      '/api/article-tags/': [{ id: 3, name: 'Musik', slug: 'musik' }],
      '/de/api/articles/': { count: 0, next: null, previous: null, results: [] },
    });
    renderSlot(<MagazineList tag={{ slug: 'musik', id: '3' }} />);
    expect(await screen.findByText('In dieser Auswahl gibt es noch keine Beiträge.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Alle #Themen' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '#Musik' })).toBeInTheDocument();
  });
});
