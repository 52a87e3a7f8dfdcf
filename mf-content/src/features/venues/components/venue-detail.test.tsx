import { screen } from '@testing-library/react';
import type { VenueDetail as Detail } from 'shared-contracts/entities';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { VenueDetail } from './venue-detail';

const venue = (accessibility: string): Detail => ({
  id: 1,
  slug: 'kloster-auenstein',
  name: 'Kloster Auenstein',
  description: '<p>Zisterzienserkloster.</p>',
  street: 'Klosterhof 1',
  zip: '94000',
  city: 'Auenstein',
  lat: 48.5,
  lng: 13.4,
  accessibility,
  rooms: [],
  image_obj: null,
  urls: { de: '/de/spielorte/kloster-auenstein/1', en: '/en/venues/kloster-auenstein/1' },
  events: [],
});

describe('VenueDetail', () => {
  it('shows the accessibility text staff wrote, a paragraph per blank line, under its own heading', async () => {
    mockFetch({ '/de/api/venues/1/': venue('Stufenloser Zugang über den Klosterhof.\n\nAufzug zur Galerie; Rollstuhl zum Ausleihen an der Kasse.') });
    renderSlot(<VenueDetail id="1" />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Barrierefreiheit' });
    const section = heading.closest('section')!;
    expect(section).toHaveAccessibleName('Barrierefreiheit');
    expect([...section.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Stufenloser Zugang über den Klosterhof.',
      'Aufzug zur Galerie; Rollstuhl zum Ausleihen an der Kasse.',
    ]);
  });

  it('in English under an English heading', async () => {
    mockFetch({ '/en/api/venues/1/': venue('Step-free entrance from the courtyard.') });
    renderSlot(<VenueDetail id="1" />, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Accessibility' })).toBeInTheDocument();
    expect(screen.getByText('Step-free entrance from the courtyard.')).toBeInTheDocument();
  });

  it('leaves the section out when the venue has no text', async () => {
    mockFetch({ '/de/api/venues/1/': venue('  ') });
    renderSlot(<VenueDetail id="1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kloster Auenstein' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Barrierefreiheit' })).toBeNull();
  });
});
