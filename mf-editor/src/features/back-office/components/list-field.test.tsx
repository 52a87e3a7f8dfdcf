import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldSpec } from 'shared-contracts/back-office/descriptor';
import { detailSectionSpecs } from 'shared-contracts/back-office/detail-sections';
import { jsonResponse, renderSlot } from 'site-config/jest/render-slot';
import { FieldInput } from './field-input';

type Item = Record<string, string>;

/** The list as the generic form holds it: the value lives outside, every change is recorded. */
function Harness({ spec, initial, changes, errors }: { spec: FieldSpec; initial: Item[]; changes: Item[][]; errors?: Record<string, string> }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <FieldInput
      name="slider_images"
      spec={spec}
      value={value}
      errors={errors}
      onChange={(v) => {
        changes.push(v as Item[]);
        setValue(v);
      }}
    />
  );
}

const slider = detailSectionSpecs().slider_images;
const programme = detailSectionSpecs().programs;
const library = [
  { url: '/media/halle-1.jpg', title: '', alt: 'Die große Halle', width: 1600, height: 900, thumbnail: '/media/halle-1-small.jpg' },
  { url: '/media/kuratorin-2.jpg', title: 'Kuratorin', alt: '', width: 800, height: 1000, thumbnail: '/media/kuratorin-2-small.jpg' },
];
const last = <T,>(changes: T[]) => changes[changes.length - 1];

beforeEach(() => {
  global.fetch = jest.fn(async () => jsonResponse(library)) as unknown as typeof fetch;
});

describe('ListField', () => {
  it('adds two slider images through the image finder, with captions, in the order added', async () => {
    const changes: Item[][] = [];
    renderSlot(<Harness spec={slider} initial={[]} changes={changes} />);
    const list = screen.getByRole('group', { name: 'Bildergalerie' });
    expect(within(list).getByText('Noch keine Einträge.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Bild hinzufügen' }));
    expect(last(changes)).toEqual([{ image: '', caption_de: '', caption_en: '' }]);
    const first = screen.getByRole('group', { name: 'Bild 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Bild auswählen (Bild 1)' }));
    const finder = await screen.findByRole('dialog', { name: 'Bild auswählen' });
    await userEvent.click(await within(finder).findByRole('button', { name: 'Bild wählen: Kuratorin' }));
    await userEvent.type(within(first).getByLabelText('Bildunterschrift (deutsch)'), 'Kreuzgang');

    await userEvent.click(screen.getByRole('button', { name: 'Bild hinzufügen' }));
    const second = screen.getByRole('group', { name: 'Bild 2' });
    await userEvent.click(within(second).getByRole('button', { name: /^Bild auswählen/ }));
    const again = await screen.findByRole('dialog', { name: 'Bild auswählen' });
    await userEvent.click(await within(again).findByRole('button', { name: /Die große Halle/ }));

    expect(last(changes)).toEqual([
      { image: '/media/kuratorin-2.jpg', caption_de: 'Kreuzgang', caption_en: '' },
      { image: '/media/halle-1.jpg', caption_de: '', caption_en: '' },
    ]);
    // The item's caption names it on its buttons.
    expect(screen.getByRole('group', { name: 'Bild 1: Kreuzgang' })).toBeInTheDocument();
  });

  it('moves items with the keyboard, the focus following the moved item, and removes one', async () => {
    const changes: Item[][] = [];
    const items = ['Begrüßung', 'Konzert', 'Ausklang'].map((title_de) => ({ time_label: '', title_de, title_en: title_de, text_de: '', text_en: '' }));
    renderSlot(<Harness spec={programme} initial={items} changes={changes} />);
    const up = screen.getByRole('button', { name: 'Programmpunkt 1: Begrüßung nach oben' });
    expect(up).toBeDisabled();
    screen.getByRole('button', { name: 'Programmpunkt 1: Begrüßung nach unten' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(last(changes).map((i) => i.title_de)).toEqual(['Konzert', 'Begrüßung', 'Ausklang']);
    expect(screen.getByRole('button', { name: 'Programmpunkt 2: Begrüßung nach unten' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(last(changes).map((i) => i.title_de)).toEqual(['Konzert', 'Ausklang', 'Begrüßung']);
    // At the end of the list its down button is off, so the focus stays on the item's other move button.
    expect(screen.getByRole('button', { name: 'Programmpunkt 3: Begrüßung nach oben' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Programmpunkt 1: Konzert entfernen' }));
    expect(last(changes).map((i) => i.title_de)).toEqual(['Ausklang', 'Begrüßung']);
    expect(screen.getByRole('button', { name: 'Programmpunkt hinzufügen' })).toHaveFocus();
  });

  it('drags an item by its handle onto another item\'s place, as menu entries move; the buttons stay', async () => {
    const changes: Item[][] = [];
    const items = ['Begrüßung', 'Konzert', 'Ausklang'].map((title_de) => ({ time_label: '', title_de, title_en: title_de, text_de: '', text_en: '' }));
    renderSlot(<Harness spec={programme} initial={items} changes={changes} />);
    const item = (name: string) => screen.getByRole('group', { name }).closest('li')!;
    const handle = (name: string) => item(name).querySelector('[data-drag-handle]')!;
    const dataTransfer = { setData: jest.fn(), setDragImage: jest.fn(), effectAllowed: '' };
    // The item itself is not draggable (its inputs keep their text selection); its handle is, out of the name.
    expect(item('Programmpunkt 1: Begrüßung')).not.toHaveAttribute('draggable');
    expect(handle('Programmpunkt 1: Begrüßung')).toHaveAttribute('draggable', 'true');

    fireEvent.dragStart(handle('Programmpunkt 3: Ausklang'), { dataTransfer });
    expect(fireEvent.dragOver(item('Programmpunkt 1: Begrüßung'), { dataTransfer })).toBe(false);
    fireEvent.drop(item('Programmpunkt 1: Begrüßung'), { dataTransfer });
    expect(last(changes).map((i) => i.title_de)).toEqual(['Ausklang', 'Begrüßung', 'Konzert']);
    expect(dataTransfer.setDragImage).toHaveBeenCalledWith(expect.any(HTMLLIElement), 16, 16);

    // Down the list: the first item takes the last place.
    fireEvent.dragStart(handle('Programmpunkt 1: Ausklang'), { dataTransfer });
    fireEvent.drop(item('Programmpunkt 3: Konzert'), { dataTransfer });
    expect(last(changes).map((i) => i.title_de)).toEqual(['Begrüßung', 'Konzert', 'Ausklang']);
    // Dropped on itself, or with nothing picked up, nothing changes.
    const before = changes.length;
    fireEvent.dragStart(handle('Programmpunkt 2: Konzert'), { dataTransfer });
    fireEvent.drop(item('Programmpunkt 2: Konzert'), { dataTransfer });
    fireEvent.drop(item('Programmpunkt 1: Begrüßung'), { dataTransfer });
    expect(changes.length).toBe(before);
    expect(screen.getByRole('button', { name: 'Programmpunkt 1: Begrüßung nach unten' })).toBeEnabled();
  });

  it("shows the server's message at the item's field, and a read-only list offers no buttons", async () => {
    const items = [{ time_label: '', title_de: 'Begrüßung', title_en: '', text_de: '', text_en: '' }];
    const { unmount } = renderSlot(<Harness spec={programme} initial={items} changes={[]} errors={{ 'slider_images.0.title_en': 'required' }} />, { locale: 'en' });
    const title = screen.getByLabelText('Title (English)');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('required');
    unmount();
    renderSlot(<Harness spec={{ ...programme, readOnly: true }} initial={items} changes={[]} />, { locale: 'en' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('[data-drag-handle]')).toBeNull();
    expect(screen.getByLabelText('Title (German)')).toHaveAttribute('readonly');
  });
});
