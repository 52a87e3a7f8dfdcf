import { act, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { readCookie, removeCookie, writeCookie } from 'site-config/remote-kit/cookies';
import { renderShell } from '../../../testing/render-shell';
import { LocaleContext } from '../../../app/locale-context';
import { bus } from '../../../lib/bus';
import { CONSENT_COOKIE } from '../consent';
import { CookieConsent } from './cookie-consent';

describe('CookieConsent', () => {
  afterEach(() => removeCookie(CONSENT_COOKIE));

  it('is open from the first render without stored consent, stores the choice and publishes it', async () => {
    const heard = jest.fn();
    const off = bus.on('consent.changed', heard, { replay: false });
    renderShell(<CookieConsent />);
    expect(await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Externe Medien/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(readCookie(CONSENT_COOKIE)!)).toEqual({ tracking: false, media: true });
    expect(heard).toHaveBeenLastCalledWith({ required: true, tracking: false, media: true, decided: true });
    off();
  });

  it('reappears after a legal page when tracking was declined, and on request from the footer', async () => {
    writeCookie(CONSENT_COOKIE, JSON.stringify({ tracking: false, media: false }), 1);
    const { router } = renderShell(<CookieConsent />, { path: '/de/datenschutz' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => router.navigate('/de/veranstaltungen'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('consent.manager.requested', {}));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Statistik und Marketing/ })).toBeChecked();
  });

  it('renders open and pending on the server, as a form that posts each button\'s choice and the page to return to', () => {
    const html = renderToString(
      <StaticRouter location="/de/veranstaltungen?genre=3">
        <LocaleContext.Provider value="de">
          <CookieConsent />
        </LocaleContext.Provider>
      </StaticRouter>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/consent/');
    expect(page.querySelector('[data-consent-pending]')).not.toBeNull();
    expect((page.querySelector('input[name="next"]') as HTMLInputElement).value).toBe('/de/veranstaltungen?genre=3');
    const buttons = [...page.querySelectorAll('button[type="submit"][name="choice"]')].map((b) => [b.textContent, b.getAttribute('value')]);
    expect(buttons).toEqual([
      ['Nur notwendige', 'necessary'],
      ['Auswahl speichern', 'selection'],
      ['Alle akzeptieren', 'all'],
    ]);
    expect([...page.querySelectorAll('input[type="checkbox"][name]')].map((i) => i.getAttribute('name'))).toEqual(['tracking', 'media']);
  });

  it('closes at once for a visitor with a stored choice, and drops the pending mark for one without', async () => {
    writeCookie(CONSENT_COOKIE, JSON.stringify({ tracking: true, media: false }), 1);
    const first = renderShell(<CookieConsent />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    removeCookie(CONSENT_COOKIE);
    renderShell(<CookieConsent />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('[data-consent-pending]')).toBeNull();
  });

  it('moves the focus into the dialog when it opens', async () => {
    renderShell(<CookieConsent />);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('stores media consent given on an embed placeholder elsewhere on the page', async () => {
    writeCookie(CONSENT_COOKIE, JSON.stringify({ tracking: false, media: false }), 1);
    renderShell(<CookieConsent />);
    act(() => bus.emit('consent.changed', { required: true, tracking: false, media: true, decided: true }));
    expect(JSON.parse(readCookie(CONSENT_COOKIE)!)).toEqual({ tracking: false, media: true });
  });
});
