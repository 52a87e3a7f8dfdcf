import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageModule } from 'shared-contracts/site';
import { renderSlot } from 'site-config/jest/render-slot';
import { ModuleDialog } from './module-dialog';

const teaser = (data: Record<string, unknown>) =>
  ({ id: 9, content_type: 'teaser_item', slug: null, parent: 8, object_id: null, position: 0, data }) as unknown as PageModule;

function open(module: PageModule, locale: 'de' | 'en' = 'de') {
  const onSave = jest.fn();
  const onClose = jest.fn();
  renderSlot(<ModuleDialog module={module} saving={false} serverErrors={{}} needsLogin={false} loginUrl="/de/login/" onSave={onSave} onClose={onClose} />, { locale });
  return { onSave, onClose };
}

describe('ModuleDialog', () => {
  it('shows date-times in Berlin time and saves them unchanged when untouched', async () => {
    const stored = { headline: 'Sommer', online_from: '2026-07-01T08:00:00Z', online_to: '2026-01-01T00:00:00+01:00' };
    const { onSave } = open(teaser(stored));
    expect(screen.getByLabelText('Online ab')).toHaveValue('2026-07-01T10:00');
    expect(screen.getByLabelText('Online bis')).toHaveValue('2026-01-01T00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledWith(stored);
  });

  it('saves an edited date-time as Berlin wall time with the offset of that day', async () => {
    const { onSave } = open(teaser({ headline: 'Sommer', online_from: '2026-07-01T08:00:00Z' }));
    const from = screen.getByLabelText('Online ab');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-24T18:30');
    const to = screen.getByLabelText('Online bis');
    await userEvent.type(to, '2026-08-02T09:15');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledWith({ headline: 'Sommer', online_from: '2026-12-24T18:30:00+01:00', online_to: '2026-08-02T09:15:00+02:00' });
  });

  it("offers an alt text of the placement's own, explained as overriding the library's, and saves it", async () => {
    const { onSave } = open(teaser({ headline: 'Sommer', image: '/media/saal.jpg' }));
    const alt = screen.getByLabelText('Alternativtext an dieser Stelle');
    expect(alt).toHaveAccessibleDescription(/Leer lassen, dann gilt der Alternativtext aus der Mediathek/);
    await userEvent.type(alt, 'Der Saal bei Nacht');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ image: '/media/saal.jpg', image_alt: 'Der Saal bei Nacht' }));
  });

  it("names the event list's filter choices in words and saves their values", async () => {
    const list = { id: 5, content_type: 'event_list', slug: null, parent: 2, object_id: null, position: 0, data: { headline: 'Programm', filters: 'none' } } as unknown as PageModule;
    const { onSave } = open(list);
    const filter = screen.getByLabelText('Filter');
    expect(Array.from((filter as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['—', 'Kein Filter', 'Nächste drei Tage', 'Wochenende']);
    await userEvent.selectOptions(filter, 'Nächste drei Tage');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ filters: 'next_3_days' }));
  });

  it('never drops unsaved changes silently: closing asks first, a reload is intercepted', async () => {
    const { onClose } = open(teaser({ headline: 'Sommer' }), 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.type(screen.getByLabelText('Headline'), ' 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText('There are unsaved changes. Discard them?')).toBeInTheDocument();
    const unload = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(unload));
    expect(unload.defaultPrevented).toBe(true);
    const cancelNavigation = jest.fn();
    act(() => void window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { cancelNavigation, oldUrl: '/en/a?edit', newUrl: '/en/b' } })));
    expect(cancelNavigation).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Headline')).toHaveValue('Sommer 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('warns that the HTML module runs its code for visitors', () => {
    open({ ...teaser({ html_code: '<p>x</p>' }), content_type: 'html' } as PageModule, 'en');
    expect(screen.getByRole('note')).toHaveTextContent('this HTML code runs in the browser of every visitor');
  });

  it('refuses look-alike hosts for videos and embeds in the dialog too', async () => {
    const { onSave } = open({ ...teaser({}), content_type: 'video' } as PageModule, 'en');
    await userEvent.type(screen.getByLabelText('Video link'), 'https://youtube.com.evil.example/watch?v=1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a valid YouTube or Vimeo link.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
