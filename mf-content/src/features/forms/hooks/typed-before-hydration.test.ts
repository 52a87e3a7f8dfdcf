import { FIELD_TYPES } from 'shared-contracts/constants';
import type { FormField } from 'shared-contracts/entities';
import { typedBeforeHydration } from './typed-before-hydration';
import { initialValues } from './validate-form';

const field = (slug: string, field_type: FormField['field_type'], extra: Partial<FormField> = {}): FormField => ({
  id: 1, label: slug, slug, field_type, required: false, visible: true, choices: [], default: null, placeholder_text: '', help_text: '', min_value: null, max_value: null, ...extra,
});
const choices = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }, { value: 'c', label: 'C' }];
const fields = [
  field('name', FIELD_TYPES.singleLine),
  field('message', FIELD_TYPES.multiLine),
  field('topic', FIELD_TYPES.dropdown, { choices }),
  field('kind', FIELD_TYPES.radio, { choices }),
  field('topics', FIELD_TYPES.checkboxes, { choices }),
  field('languages', FIELD_TYPES.multiSelect, { choices, default: ['a'] }),
  field('newsletter', FIELD_TYPES.checkbox),
  field('upload', FIELD_TYPES.file),
  field('source', FIELD_TYPES.hidden, { visible: false, default: 'website' }),
];

/** The server's markup of such a form, as the visitor sees it before the script runs. */
function serverForm(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input name="source" type="hidden" value="website">
    <input name="name" value="">
    <textarea name="message"></textarea>
    <select name="topic"><option value="">–</option><option value="a">A</option><option value="b">B</option></select>
    <input type="radio" name="kind" value="a"><input type="radio" name="kind" value="b">
    <input type="checkbox" name="topics" value="a"><input type="checkbox" name="topics" value="b"><input type="checkbox" name="topics" value="c">
    <select name="languages" multiple><option value="a" selected>A</option><option value="b">B</option></select>
    <input type="checkbox" name="newsletter">
    <input type="file" name="upload">
  </form>`;
  return document.querySelector('form')!;
}

describe('typedBeforeHydration', () => {
  it('finds nothing new in an untouched form, so the defaults stay', () => {
    expect(typedBeforeHydration(serverForm(), fields, initialValues(fields))).toEqual({});
  });

  it('reads every kind of control the visitor used before the script came, and only those', () => {
    const form = serverForm();
    (form.elements.namedItem('name') as HTMLInputElement).value = 'Erika Muster';
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Zwei Zeilen\nText';
    (form.elements.namedItem('topic') as HTMLSelectElement).value = 'b';
    form.querySelectorAll<HTMLInputElement>('[name="kind"]')[1].checked = true;
    form.querySelectorAll<HTMLInputElement>('[name="topics"]').forEach((box, i) => (box.checked = i !== 1));
    (form.elements.namedItem('languages') as HTMLSelectElement).options[1].selected = true;
    (form.elements.namedItem('newsletter') as HTMLInputElement).checked = true;
    expect(typedBeforeHydration(form, fields, initialValues(fields))).toEqual({
      name: 'Erika Muster',
      message: 'Zwei Zeilen\nText',
      topic: 'b',
      kind: 'b',
      topics: ['a', 'c'],
      languages: ['a', 'b'],
      newsletter: true,
    });
  });
});
