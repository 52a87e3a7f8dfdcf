import { FIELD_TYPES, MULTI_VALUE_FIELD_TYPES } from 'shared-contracts/constants';
import type { FormField } from 'shared-contracts/entities';
import type { Values } from './validate-form';

/**
 * What the visitor entered into the server-rendered form before its script took over. Hydration keeps what the
 * controls show but starts the form's state from the defaults; read right after it, these values become the state,
 * so a submit held back until then (the host replays it) sends what the visitor sees. File fields are left out: a
 * file is sent by its own upload, which needs the script.
 */
export function typedBeforeHydration(form: HTMLFormElement, fields: FormField[], current: Values): Values {
  const typed: Values = {};
  for (const field of fields) {
    if (!field.visible || field.field_type === FIELD_TYPES.file) continue;
    const control = form.elements.namedItem(field.slug);
    if (!control) continue;
    let value: Values[string];
    if (typeof field.field_type === 'number' && MULTI_VALUE_FIELD_TYPES.includes(field.field_type)) {
      value =
        control instanceof HTMLSelectElement
          ? [...control.selectedOptions].map((o) => o.value)
          : controlsOf(control).filter((input) => input.checked).map((input) => input.value);
    } else if (field.field_type === FIELD_TYPES.checkbox && control instanceof HTMLInputElement) {
      value = control.checked;
    } else if (field.field_type === FIELD_TYPES.radio) {
      value = controlsOf(control).find((input) => input.checked)?.value ?? '';
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) {
      value = control.value;
    } else continue;
    if (JSON.stringify(value) !== JSON.stringify(current[field.slug] ?? '')) typed[field.slug] = value;
  }
  return typed;
}

const controlsOf = (control: Element | RadioNodeList): HTMLInputElement[] =>
  (control instanceof RadioNodeList ? [...control] : [control]).filter((node): node is HTMLInputElement => node instanceof HTMLInputElement);
