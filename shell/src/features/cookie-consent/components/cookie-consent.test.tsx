import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie, removeCookie, writeCookie } from 'site-config/remote-kit/cookies';
import { renderShell } from '../../../testing/render-shell';
import { bus } from '../../../lib/bus';
import { CONSENT_COOKIE } from '../consent';
import { CookieConsent } from './cookie-consent';

describe('CookieConsent', () => {
  afterEach(() => removeCookie(CONSENT_COOKIE));

  it('shows after load without stored consent, stores the choice and publishes it', async () => {
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
