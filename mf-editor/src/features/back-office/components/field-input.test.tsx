import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldSpec } from 'shared-contracts/back-office/descriptor';
import { jsonResponse, renderSlot } from 'site-config/jest/render-slot';
import { FieldInput } from './field-input';

/** The field as the generic form holds it: the value lives outside, every change is recorded. */
function Harness({ spec, initial, changes, error }: { spec: FieldSpec; initial: unknown; changes: unknown[]; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <FieldInput
      name="field"
      spec={spec}
      value={value}
      error={error}
      onChange={(v) => {
        changes.push(v);
        setValue(v);
      }}
    />
  );
}

/** A form that replaces the value or locks the field from outside, as loading the current version or a role does. */
function Outside({ spec, first, second }: { spec: FieldSpec; first: string; second: string }) {
  const [value, setValue] = useState(first);
  const [locked, setLocked] = useState(false);
  return (
    <>
      <FieldInput name="f" spec={{ ...spec, readOnly: locked }} value={value} onChange={(v) => setValue(String(v))} />
      <button type="button" onClick={() => setValue(second)}>
        replace
      </button>
      <button type="button" onClick={() => setLocked(true)}>
        lock
      </button>
    </>
  );
}

const body: FieldSpec = { label: { de: 'Text (deutsch)', en: 'Body (German)' }, widget: { type: 'richtext' }, help: { de: 'Erscheint unter dem Vorspann', en: 'Shown below the lead' } };
const portrait: FieldSpec = { label: { de: 'Porträt', en: 'Portrait' }, widget: { type: 'image' } };
const last = (changes: unknown[]) => changes[changes.length - 1];

describe('FieldInput: rich text', () => {
  // jsdom lays nothing out; the editor asks where the caret is after every step.
  beforeAll(() => {
    const none = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
    document.elementFromPoint = () => null;
    Range.prototype.getBoundingClientRect = none;
    Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  });

  it('is the formatting editor, named by its label and described by its help and error', async () => {
    renderSlot(<Harness spec={body} initial="<p>Alt</p>" changes={[]} error="too long" />);
    const box = await screen.findByRole('textbox', { name: 'Text (deutsch)' });
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveAccessibleDescription('Erscheint unter dem Vorspann too long');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(within(box).getByText('Alt')).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'Textformatierung' });
    const names = within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Fett', 'Kursiv', 'Link', 'Aufzählung', 'Nummerierte Liste', 'Rückgängig', 'Wiederholen']);
  });

  it('takes typing, and bold from the toolbar by keyboard alone', async () => {
    const changes: unknown[] = [];
    renderSlot(<Harness spec={body} initial="" changes={changes} />, { locale: 'en' });
    const box = await screen.findByRole('textbox', { name: 'Body (German)' });
    // Into the text by Tab alone: bold, italic, link, the two lists, then the text (undo and redo are off so far).
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard('Plain ');
    await waitFor(() => expect(last(changes)).toBe('<p>Plain </p>'));
    // Back from the text to the toolbar: Shift+Tab passes the disabled redo, lands on undo, then on the lists, italic, bold.
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    for (let i = 0; i < 5; i += 1) await userEvent.tab({ shift: true });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('strong');
    await waitFor(() => expect(last(changes)).toBe('<p>Plain <strong>strong</strong></p>'));
    expect(bold).toHaveAttribute('aria-pressed', 'true');
  }, 30_000);

  it('shows a value replaced from outside, and is read-only where the server owns the field', async () => {
    renderSlot(<Outside spec={body} first="<p>Eins</p>" second="<p>Zwei</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Text (deutsch)' });
    await userEvent.click(screen.getByRole('button', { name: 'replace' }));
    await waitFor(() => expect(within(box).getByText('Zwei')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'lock' }));
    await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'false'));
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

const library = [
  { url: '/media/halle-1.jpg', title: '', alt: 'Die große Halle', width: 1600, height: 900, thumbnail: '/media/halle-1-small.jpg' },
  { url: '/media/kuratorin-2.jpg', title: 'Kuratorin', alt: '', width: 800, height: 1000, thumbnail: '/media/kuratorin-2-small.jpg' },
];

describe('FieldInput: image', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async () => jsonResponse(library)) as unknown as typeof fetch;
  });

  it('chooses an image from the library with the keyboard, shows its thumbnail, and clears it', async () => {
    const changes: unknown[] = [];
    renderSlot(<Harness spec={portrait} initial="" changes={changes} />);
    const group = screen.getByRole('group', { name: 'Porträt' });
    expect(within(group).getByText('Kein Bild gewählt.')).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: /entfernen/ })).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Bild auswählen (Porträt)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const finder = await screen.findByRole('dialog', { name: 'Bild auswählen' });
    const tile = await within(finder).findByRole('button', { name: 'Bild wählen: Kuratorin' });
    tile.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Bild auswählen' })).toBeNull();
    expect(last(changes)).toBe('/media/kuratorin-2.jpg');
    expect(group.querySelector('img')).toHaveAttribute('src', '/media/kuratorin-2.jpg');
    expect(within(group).getByText('Gewählt: kuratorin-2.jpg')).toBeInTheDocument();
    const change = within(group).getByRole('button', { name: 'Anderes Bild wählen (Porträt)' });
    expect(change).toHaveFocus();

    await userEvent.click(within(group).getByRole('button', { name: 'Bild entfernen (Porträt)' }));
    expect(last(changes)).toBe('');
    expect(group.querySelector('img')).toBeNull();
    expect(within(group).getByText('Kein Bild gewählt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bild auswählen (Porträt)' })).toHaveFocus();
  });

  it('closing the finder keeps the image, and a read-only field offers no buttons', async () => {
    const changes: unknown[] = [];
    renderSlot(
      <>
        <Harness spec={portrait} initial="/media/halle-1.jpg" changes={changes} />
        <Outside spec={{ ...portrait, label: { de: 'Bild', en: 'Picture' } }} first="/media/halle-1.jpg" second="/media/halle-1.jpg" />
      </>,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose another image (Portrait)' }));
    const finder = await screen.findByRole('dialog', { name: /image/i });
    await userEvent.click(within(finder).getByRole('button', { name: /close/i }));
    expect(changes).toEqual([]);
    expect(screen.getByRole('group', { name: 'Portrait' }).querySelector('img')).toHaveAttribute('src', '/media/halle-1.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'lock' }));
    expect(within(screen.getByRole('group', { name: 'Picture' })).queryByRole('button')).toBeNull();
  });
});
