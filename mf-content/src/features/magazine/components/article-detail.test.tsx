import { screen } from '@testing-library/react';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { ArticleDetail } from './article-detail';

const article = {
  id: 7,
  slug: 'quallen',
  title: 'Quallen im Becken',
  teaser_text: 'Vorspann',
  date: '2026-11-20',
  category: { id: 2, name: 'Geschichte', slug: 'geschichte' },
  tags: [],
  image_obj: null,
  image_thumbnails: null,
  urls: { de: '/de/mediathek-de/quallen/7', en: '/en/mediathek-en/jellyfish/7' },
  author: 'Redaktion',
  body: '<p>Text</p>',
};

describe('ArticleDetail', () => {
  it('shows no state to a visitor (the answer carries none)', async () => {
    mockFetch({ '/de/api/articles/7/': article });
    renderSlot(<ArticleDetail id="7" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quallen im Becken' })).toBeInTheDocument();
    expect(screen.queryByText(/Entwurf|Geplant/)).toBeNull();
  });

  it('marks a draft for staff, in German', async () => {
    mockFetch({ '/de/api/articles/7/': { ...article, state: 'offline', publish_at: null } });
    renderSlot(<ArticleDetail id="7" />);
    expect(await screen.findByText('Entwurf: offline, Besucher sehen diesen Artikel nicht.')).toBeInTheDocument();
  });

  it('marks a scheduled article with its Berlin time, in English', async () => {
    mockFetch({ '/en/api/articles/7/': { ...article, state: 'scheduled', publish_at: '2026-12-01T08:30:00.000Z' } });
    renderSlot(<ArticleDetail id="7" />, { locale: 'en' });
    expect(await screen.findByText('Scheduled: visitors see this article from 1 Dec 2026, 09:30.')).toBeInTheDocument();
  });
});
