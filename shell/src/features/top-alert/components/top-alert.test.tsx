import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie, removeCookie, writeCookie } from 'site-config/remote-kit/cookies';
import { ALERT_COOKIE } from 'shared-contracts/api-paths';
import { renderShell } from '../../../testing/render-shell';
import { TopAlert } from './top-alert';

const news = { id: 7, title: 'Geänderte Öffnungszeiten heute', text: 'Ab 16 Uhr geschlossen', link: { url: '/de/veranstaltungen' }, link_title: 'Zum Programm' };

describe('TopAlert', () => {
  afterEach(() => removeCookie(ALERT_COOKIE));

  it('shows the news and stores its id when closed', async () => {
    const { unmount } = renderShell(<TopAlert />, { data: [[['breaking-news', 'de'], news]] });
    expect(screen.getByText('Geänderte Öffnungszeiten heute')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Programm' })).toHaveAttribute('href', '/de/veranstaltungen');
    await userEvent.click(screen.getByRole('button', { name: 'Meldung schließen' }));
    expect(screen.queryByText('Geänderte Öffnungszeiten heute')).not.toBeInTheDocument();
    expect(readCookie(ALERT_COOKIE)).toBe('7');
    unmount();
    // A reload keeps it dismissed; a new alert shows again.
    renderShell(<TopAlert />, { data: [[['breaking-news', 'de'], news]] });
    expect(screen.queryByText('Geänderte Öffnungszeiten heute')).not.toBeInTheDocument();
  });

  it('shows a different alert despite an older dismissal', () => {
    writeCookie(ALERT_COOKIE, '6', 1);
    renderShell(<TopAlert />, { locale: 'en', path: '/en', data: [[['breaking-news', 'en'], news]] });
    expect(screen.getByRole('button', { name: 'Close notice' })).toBeInTheDocument();
  });

  it('offers "mehr" to read the whole notice, which the phone layout shows on one line', async () => {
    renderShell(<TopAlert />, { data: [[['breaking-news', 'de'], news]] });
    const more = screen.getByRole('button', { name: /^mehr/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Aktuelle Meldung' })).not.toHaveAttribute('data-expanded');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: /^weniger/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Aktuelle Meldung' })).toHaveAttribute('data-expanded');
  });
});
