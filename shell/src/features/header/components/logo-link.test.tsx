import { screen } from '@testing-library/react';
import { renderShell } from '../../../testing/render-shell';
import { LogoLink } from './logo-link';

const settings = (link: string) => ({ design: { header_logo_link: link } }) as never;

describe('LogoLink', () => {
  it("leads to the home page of the page's language without a design setting", () => {
    renderShell(<LogoLink className="logo" />, { path: '/en/events', locale: 'en', shell: { settings: settings('') } });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
  });

  it('leads where design settings say: a page of this site or another site', () => {
    const { unmount } = renderShell(<LogoLink className="logo" />, { shell: { settings: settings('/de/besuch') } });
    expect(screen.getByRole('link', { name: 'Landesausstellung 2026 – Logo' })).toHaveAttribute('href', '/de/besuch');
    unmount();
    renderShell(<LogoLink className="logo" />, { shell: { settings: settings('https://museum.example/') } });
    expect(screen.getByRole('link', { name: 'Landesausstellung 2026 – Logo' })).toHaveAttribute('href', 'https://museum.example/');
  });
});
