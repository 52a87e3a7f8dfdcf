import { screen, within } from '@testing-library/react';
import type { Event, ProductionDetail as Detail } from 'shared-contracts/entities';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { ProductionDetail } from './production-detail';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ options: { remotes: [] } }),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => {
    throw new Error('offline');
  }),
}));

const event = { id: 6, slug: 'fuehrung', title: 'Kuratorenführung', date_start: '2026-11-22T15:00:00+01:00', event_type_new: 'Führung', mark: 'show', id_jet: 70005, ticket_url: '/webshop/event/70005', venue: { id: 1, name: 'Kloster' }, room: null, urls: { de: '/de/veranstaltungen/fuehrung/6', en: '/en/events/tour/6' } } as unknown as Event;
const production = (events: Event[], ticket_url: string | null): Detail => ({
  id: 1,
  slug: 'flussland',
  title: 'Flussland',
  subtitle: 'Die Hauptausstellung',
  description: '<p>Über 400 Objekte.</p>',
  season: { id: 1, name: 'Saison 2025/26' },
  exhibition_type: { slug: 'exhibition', name: 'Ausstellung' },
  tags: [],
  date_from: '2026-10-13',
  date_to: '2027-04-21',
  image_obj: null,
  image_thumbnails: null,
  ticket_url,
  urls: { de: '/de/produktionen/flussland/1', en: '/en/productions/flussland/1' },
  important_info: '',
  opening_hours: [],
  images: [],
  programs: [],
  video: null,
  contributors: [],
  articles: [],
  promoters: [],
  events,
});

describe('ProductionDetail', () => {
  it("links 'Dates and Tickets' to #datesAndTickets when dates exist, in the spec's section order", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/en/api/productions/1/': production([event], '/webshop/production/flussland') });
    renderSlot(<ProductionDetail id="1" />, { locale: 'en' });
    const button = await screen.findByRole('link', { name: 'Dates and Tickets' });
    expect(button).toHaveAttribute('href', '#datesAndTickets');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Description', 'Dates']);
    expect(document.getElementById('datesAndTickets')).toContainElement(screen.getByRole('link', { name: 'Kuratorenführung' }));
  });

  it("falls back to 'Book tickets' with the ticket_url without dates, and shows the booking fallback when mf-booking fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/de/api/productions/1/': production([], '/webshop/production/flussland') });
    renderSlot(<ProductionDetail id="1" />);
    expect(await screen.findByRole('link', { name: 'Tickets buchen' })).toHaveAttribute('href', '/webshop/production/flussland');
    expect(screen.getByText('Leider gibt es keine kommenden Veranstaltungen.')).toBeInTheDocument();
  });

  it('shows every part it has, in the order OpeningHours … Promoter, with the hours as the day groups say', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const image = { id: 1, url: '/media/a.jpg', webp: '/media/a.webp', avif: '/media/a.avif', alt: 'Kreuzgang', width: 1200, height: 800 };
    mockFetch({
      '/de/api/productions/1/': {
        ...production([event], null),
        opening_hours: [
          { days: 'Mo', time_from: null, time_to: null, closed: true },
          { days: 'Di–Fr', time_from: '10:00:00', time_to: '18:00:00', closed: false },
        ],
        images: [{ caption: 'Der Kreuzgang', image_obj: image, image_thumbnails: null }],
        programs: [{ time_label: 'Raum 1–3', title: 'Der Strom entsteht', text: 'Geologie.' }],
        video: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Ein Rundgang', image_obj: null },
        contributors: [{ name: 'Dr. Helene Vogt', role: 'Kuratorin', urls: { de: '/de/team/helene-vogt/4', en: '/en/team/helene-vogt/4' } }],
        articles: [
          {
            id: 7,
            slug: 'einbaum',
            title: 'Der Einbaum',
            teaser_text: 'Ein Fund.',
            date: '2026-04-01',
            category: { id: 1, name: 'Geschichte', slug: 'geschichte' },
            tags: [],
            image_obj: null,
            image_thumbnails: null,
            urls: { de: '/de/mediathek-de/einbaum/7', en: '/en/mediathek-en/dugout/7' },
          },
        ],
        promoters: [{ name: 'Ministerium für Kultur', logo_url: '/media/partner-land.svg', link: 'https://example.org/ministerium' }],
      },
    });
    const { container } = renderSlot(<ProductionDetail id="1" />);
    await screen.findByRole('heading', { level: 1, name: 'Flussland' });
    const order = [...container.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));
    expect(order).toEqual(['OpeningHours', 'Description', 'ImageSlider', 'Programs', 'Video', 'Contributors', 'Events', 'Blog', 'Promoter']);
    expect(screen.getByText('10:00–18:00 Uhr')).toBeInTheDocument();
    expect(screen.getByText('geschlossen')).toBeInTheDocument();
    expect(screen.getByText('Der Kreuzgang')).toBeInTheDocument();
    expect(screen.getByText('Der Strom entsteht')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dr. Helene Vogt' })).toHaveAttribute('href', '/de/team/helene-vogt/4');
    expect(screen.getByRole('link', { name: /Der Einbaum/ })).toHaveAttribute('href', '/de/mediathek-de/einbaum/7');
    // The magazine's own card: its "Weiterlesen" and a machine-readable date, as in the magazine and the blog module.
    const blog = container.querySelector('[data-section="Blog"]') as HTMLElement;
    expect(within(blog).getByText('Weiterlesen →')).toBeInTheDocument();
    expect(blog.querySelector('time')).toHaveAttribute('datetime', '2026-04-01');
    expect(screen.getByRole('link', { name: 'Ministerium für Kultur' })).toHaveAttribute('href', 'https://example.org/ministerium');
  });

  it('mounts the booking widget slot and shows a localized fallback when it cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/de/api/productions/1/': production([event], null) });
    renderSlot(<ProductionDetail id="1" />);
    expect(await screen.findByText(/Die Buchung ist gerade nicht verfügbar/)).toBeInTheDocument();
  });
});
