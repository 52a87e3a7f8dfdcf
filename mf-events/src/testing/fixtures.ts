import type { Event, EventDetail, Paginated, SeatGroup, Teaser } from 'shared-contracts/entities';

let nextId = 1;

export function seatGroup(overrides: Partial<SeatGroup> = {}): SeatGroup {
  return { id: 1, seat_group: 'SAAL', text: 'Saal', status: '1', available: 100, prices: [], timeslots: [], ...overrides };
}

/** An event as GET /api/events/ answers it; the test names what it relies on. */
export function event(overrides: Partial<Event> = {}): Event {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `event-${id}`,
    title: `Event ${id}`,
    subtitle: '',
    preline: '',
    description: '',
    date_start: '2030-05-04T19:30:00+02:00',
    date_end: null,
    event_type_new: 'Konzert',
    mark: 'show',
    id_jet: 9000 + id,
    ticket_url: null,
    is_free: false,
    is_sold_out: false,
    sales_stopped: false,
    room: null,
    venue: null,
    exhibition_type: null,
    tags: [],
    series: null,
    genre: null,
    production: null,
    image_obj: null,
    image_thumbnails: null,
    prices: [],
    seat_groups: [seatGroup()],
    urls: { de: `/de/veranstaltungen/event-${id}/${id}`, en: `/en/events/event-${id}/${id}` },
    ...overrides,
  };
}

/** An event as GET /api/events/{id}/ answers it: every detail part empty unless the test gives it. */
export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    ...event(overrides),
    children: [],
    important_info: '',
    opening_hours: [],
    images: [],
    programs: [],
    video: null,
    contributors: [],
    articles: [],
    sponsors: [],
    promoters: [],
    ...overrides,
  };
}

export function page<T>(results: T[], next: string | null = null): Paginated<T> {
  return { count: results.length, next, previous: null, results };
}

export function teaser(overrides: Partial<Teaser> = {}): Teaser {
  return {
    id: 1,
    name: 'teaser',
    link: '/de/mediathek-de',
    preline: 'Mediathek',
    subline: '',
    headline: 'Hinter den Kulissen',
    link_text: 'Jetzt lesen',
    image_obj: null,
    image_thumbnails: null,
    position: '2030-05-04',
    ...overrides,
  };
}
