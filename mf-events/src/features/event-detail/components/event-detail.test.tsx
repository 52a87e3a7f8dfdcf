import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { event, page } from '../../../testing/fixtures';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { EventDetail } from './event-detail';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const wassermusik = event({
  id: 32,
  title: 'Wassermusik',
  preline: 'Konzert',
  subtitle: 'Händel am Fluss',
  description: '<p>Ein Abend am Wasser.</p><img src="x" onerror="alert(1)">',
  date_start: '2030-05-04T19:30:00+02:00',
  ticket_url: '/webshop/event/7032',
  room: { id: 3, name: 'Werfthalle' },
  series: { id: 4, name: 'Flussmusik', slug: 'flussmusik' },
  tags: [{ id: 1, name: 'Für Familien' }],
});

it('shows the event with Book tickets, the booking widget and the sections in the specification order', async () => {
  jest.mocked(loadRemote).mockResolvedValue({
    bootstrap: async () => undefined,
    mount: async (props: { domElement: HTMLElement; eventId: number }) => {
      props.domElement.textContent = `booking ${props.eventId}`;
    },
    unmount: async () => undefined,
    update: async () => undefined,
  });
  mockFetch({ '/api/events/32/': wassermusik, '/api/events/': page([wassermusik, event({ title: 'Wassermusik II', series: wassermusik.series })]) });
  const { container } = renderSlot(<EventDetail id="32" />, { locale: 'en' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Wassermusik' })).toBeInTheDocument();
  expect(screen.getByText('4 May 2030, 19:30')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Book tickets' })).toHaveAttribute('href', '/webshop/event/7032');
  expect(await screen.findByText('booking 32')).toBeInTheDocument();
  expect(screen.getByText('Ein Abend am Wasser.')).toBeInTheDocument();
  // Sanitized: the handler is gone.
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(screen.getByRole('link', { name: 'Flussmusik' })).toHaveAttribute('href', '/en/series/flussmusik/4');
  expect(await screen.findByText('Wassermusik II')).toBeInTheDocument();
  const order = [...container.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));
  expect(order).toEqual(['Description', 'Series', 'Events']);
});

it('says so when the event does not exist', async () => {
  mockFetch({});
  renderSlot(<EventDetail id="999" />);
  expect(await screen.findByText('Diese Veranstaltung wurde nicht gefunden.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück zum Programm' })).toHaveAttribute('href', '/de/veranstaltungen');
});
