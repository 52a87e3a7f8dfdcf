import { act, screen } from '@testing-library/react';
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
