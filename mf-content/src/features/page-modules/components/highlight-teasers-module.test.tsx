import { screen } from '@testing-library/react';
import { renderSlot } from 'site-config/jest/render-slot';
import { mockFetch } from 'site-config/jest/mock-fetch';
import { mod } from '../../../testing/fixtures';
import { HighlightTeasersModule } from './highlight-teasers-module';

const article = (id: number, title: string) => ({
  id,
  title,
  slug: `a-${id}`,
  teaser_text: '',
  image_obj: null,
  image_thumbnails: null,
  category: { id: 1, name: 'Forschung' },
  urls: { de: `/de/mediathek-de/a-${id}/${id}`, en: `/en/media-library/a-${id}/${id}` },
});

describe('HighlightTeasersModule', () => {
  it("shows each chosen category's latest article once, in the chosen order, and the others when one call fails", async () => {
    const calls = mockFetch({
      'category=1': { results: [article(7, 'Der Einbaum'), article(3, 'Älter')], next: null },
      'category=2': () => ({ status: 500, body: { message: 'down' } }),
      'category=3': { results: [article(9, 'Die Werkstatt')], next: null },
      'category=4': { results: [article(7, 'Der Einbaum')], next: null },
    });
    renderSlot(<HighlightTeasersModule module={mod('highlight_teasers', { headline: 'Highlights', categories: [3, 1, 2, 4] })} />);
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Die Werkstatt', 'Der Einbaum']);
    expect(calls).toHaveBeenCalledTimes(4);
  });
});
