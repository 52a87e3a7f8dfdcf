import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { noteVersion } from '../../page-editing/api/page-version';
import { PageSettingsDialog } from './page-settings-dialog';

const texts = (path: string, title: string) => ({ path, url: `/x/${path}`, title, headline: '', meta_title: '', meta_description: '', og_title: '', og_description: '' });
const SETTINGS = {
  id: 12,
  is_online: true,
  in_menu: false,
  in_footer: true,
  is_landing_page: false,
  og_type: 'website',
  og_image: null,
  translations: { de: texts('mitmachen', 'Mitmachen'), en: texts('join-in', 'Join in') },
};

function serve(answer: (body: unknown) => { status: number; body: unknown } = () => ({ status: 200, body: {} })) {
  const writes: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  mockFetch({
    '/pageeditor-api/': (url, init) => {
      if (init?.method !== 'PATCH') return { status: 200, body: SETTINGS };
      const body = JSON.parse(String(init.body));
      writes.push({ url, body, headers: init.headers as Record<string, string> });
      return answer(body);
    },
  });
  return writes;
}

describe('PageSettingsDialog', () => {
  it('edits both languages and the flags, and sends only what changed through the page update, with the page version', async () => {
    const writes = serve();
    noteVersion(12, 41);
    const onSaved = jest.fn();
    renderSlot(<PageSettingsDialog pageId={12} onSaved={onSaved} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Seiteneinstellungen' });
    const german = await within(dialog).findByRole('group', { name: 'Deutsch' });
    const english = within(dialog).getByRole('group', { name: 'Englisch' });
    expect(within(german).getByLabelText('Adresse')).toHaveValue('mitmachen');
    await userEvent.click(within(dialog).getByLabelText('Im Hauptmenü'));
    await userEvent.click(within(dialog).getByLabelText('Online (für Besucher sichtbar)'));
    await userEvent.clear(within(english).getByLabelText('Adresse'));
    await userEvent.type(within(english).getByLabelText('Adresse'), 'get-involved');
    await userEvent.type(within(german).getByLabelText('Meta-Beschreibung'), 'Ehrenamt und Schulklassen');
    await userEvent.selectOptions(within(dialog).getByLabelText('Art beim Teilen'), 'article');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes).toHaveLength(1);
    expect(writes[0].url).toBe('/de/pageeditor-api/pages/12/');
    expect(writes[0].headers['X-Page-Version']).toBe('41');
    expect(writes[0].body).toEqual({
      is_online: false,
      in_menu: true,
      og_type: 'article',
      translations: { de: { meta_description: 'Ehrenamt und Schulklassen' }, en: { path: 'get-involved' } },
    });
  });

  it('checks the address and the title before sending, and shows a 400 of the server at the field it names', async () => {
    const writes = serve(() => ({ status: 400, body: { message: 'translations.de.path: another page already has this path', field: 'translations.de.path' } }));
    renderSlot(<PageSettingsDialog pageId={12} onSaved={jest.fn()} onClose={jest.fn()} />, { locale: 'en' });
    const dialog = screen.getByRole('dialog', { name: 'Page settings' });
    const german = await within(dialog).findByRole('group', { name: 'German' });
    await userEvent.clear(within(german).getByLabelText('Address'));
    await userEvent.type(within(german).getByLabelText('Address'), 'Mit Machen');
    await userEvent.clear(within(german).getByLabelText('Title'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(writes).toHaveLength(0);
    expect(within(german).getByLabelText('Address')).toHaveAccessibleDescription(expect.stringContaining('Only lower-case letters, digits and hyphens'));
    expect(within(german).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(within(german).getByLabelText('Address'));
    await userEvent.type(within(german).getByLabelText('Address'), 'besuch');
    await userEvent.type(within(german).getByLabelText('Title'), 'Mitmachen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(german).getByLabelText('Address')).toHaveAccessibleDescription(expect.stringContaining('another page already has this path')));
    expect(writes).toHaveLength(1);
  });
});
