import { act, screen } from '@testing-library/react';
import type { Page } from 'shared-contracts/site';
import { CurrentPageContext } from '../../../app/shell-context';
import { renderShell } from '../../../testing/render-shell';
import { bus } from '../../../lib/bus';
import { LanguageSwitch } from './language-switch';

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>).__siteBusLastValues__;
});

it("leads a detail page to the other language's slug once the page names it", () => {
  const path = '/de/veranstaltungen/biber-zurueck-an-der-aue/39';
  renderShell(<LanguageSwitch />, { path });
  const link = screen.getByRole('link', { name: /English|Englisch|EN/ });
  // Before the page has said anything, the locale swap keeps the slug.
  expect(link).toHaveAttribute('href', '/en/events/biber-zurueck-an-der-aue/39');
  act(() => bus.emit('page.alternates', { path, urls: { de: path, en: '/en/events/the-beaver-is-back/39' } }));
  expect(link).toHaveAttribute('href', '/en/events/the-beaver-is-back/39');
});

it('ignores addresses announced for another page', () => {
  renderShell(<LanguageSwitch />, { path: '/de/produktionen/flussland/1' });
  act(() => bus.emit('page.alternates', { path: '/de/veranstaltungen/x/2', urls: { de: '/de/veranstaltungen/x/2', en: '/en/events/y/2' } }));
  expect(screen.getByRole('link', { name: /English|Englisch|EN/ })).toHaveAttribute('href', '/en/productions/flussland/1');
});

describe('the query string comes along: ids, dates and search terms mean the same in both languages', () => {
  const eventsPage = { id: 3, urls: { de: '/de/veranstaltungen', en: '/en/events' } } as unknown as Page;
  const productionsPage = { id: 4, urls: { de: '/de/produktionen', en: '/en/productions' } } as unknown as Page;
  const withPage = (page: Page) => <CurrentPageContext.Provider value={{ page, setPage: () => undefined }}><LanguageSwitch /></CurrentPageContext.Provider>;

  it.each([
    ['/de/veranstaltungen?room=1&genre=3', '/en/events?room=1&genre=3', eventsPage],
    ['/de/veranstaltungen?date=02-12-2026', '/en/events?date=02-12-2026', eventsPage],
    ['/de/produktionen?season=2', '/en/productions?season=2', productionsPage],
    ['/de/search?q=fluss', '/en/search?q=fluss', null],
    ['/de/search?q=Fl%C3%BCsse%20und%20Auen', '/en/search?q=Fl%C3%BCsse%20und%20Auen', null],
  ] as const)('%s → %s', (path, expected, page) => {
    renderShell(page ? withPage(page) : <LanguageSwitch />, { path });
    expect(screen.getByRole('link', { name: /English|Englisch|EN/ })).toHaveAttribute('href', expected);
  });

  it('on a detail page with its own English slug', () => {
    const path = '/de/veranstaltungen/biber-zurueck-an-der-aue/39';
    renderShell(<LanguageSwitch />, { path: `${path}?date=02-12-2026` });
    act(() => bus.emit('page.alternates', { path, urls: { de: path, en: '/en/events/the-beaver-is-back/39' } }));
    expect(screen.getByRole('link', { name: /English|Englisch|EN/ })).toHaveAttribute('href', '/en/events/the-beaver-is-back/39?date=02-12-2026');
  });
});
