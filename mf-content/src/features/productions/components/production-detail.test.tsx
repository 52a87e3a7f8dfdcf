import { screen } from '@testing-library/react';
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

  it('mounts the booking widget slot and shows a localized fallback when it cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/de/api/productions/1/': production([event], null) });
    renderSlot(<ProductionDetail id="1" />);
    expect(await screen.findByText(/Die Buchung ist gerade nicht verfügbar/)).toBeInTheDocument();
  });
});
