import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_TYPES } from 'shared-contracts/constants';
import type { FormField as Field } from 'shared-contracts/entities';
import type { FieldValue } from '../hooks/validate-form';
import { FileField } from './file-field';
import styles from './form-page.module.css';

const INPUT_TYPES: Record<number, string> = {
  [FIELD_TYPES.singleLine]: 'text',
  [FIELD_TYPES.email]: 'email',
  [FIELD_TYPES.number]: 'number',
  [FIELD_TYPES.date]: 'date',
  [FIELD_TYPES.url]: 'url',
};

/** One form field by field_type; errors are announced and tied to the control. */
export function FormField({ field, value, error, onChange }: { field: Field; value: FieldValue; error?: string; onChange: (value: FieldValue) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [field.help_text ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, name: field.slug, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined };
  const type = field.field_type;
  const label = (
    <>
      {type === 'emailconfirm' ? field.label || t('form.emailConfirm') : field.label}
      {field.required && (
        <span className={styles.required} aria-hidden="true">
          {' '}*
        </span>
      )}
    </>
  );
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const toggle = (choice: string) => onChange(list.includes(choice) ? list.filter((v) => v !== choice) : [...list, choice]);
  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(event.target.value);

  let control;
  if (type === FIELD_TYPES.checkboxes || type === FIELD_TYPES.radio) {
    const multi = type === FIELD_TYPES.checkboxes;
    return (
      <fieldset className={styles.field} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className={styles.label}>{label}</legend>
        <div className={styles.options}>
          {field.choices.map((choice) => (
            <label key={choice.value} className={styles.option}>
              <input
                type={multi ? 'checkbox' : 'radio'}
                name={field.slug}
                value={choice.value}
                checked={multi ? list.includes(choice.value) : text === choice.value}
                onChange={() => (multi ? toggle(choice.value) : onChange(choice.value))}
              />
              {choice.label}
            </label>
          ))}
        </div>
        {field.help_text && <p id={helpId} className={styles.help}>{field.help_text}</p>}
        {error && <p id={errorId} className={styles.error}>{error}</p>}
      </fieldset>
    );
  }
  if (type === FIELD_TYPES.checkbox) {
    return (
      <div className={styles.field}>
        <label className={styles.option}>
          <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          <span>{label}</span>
        </label>
        {field.help_text && <p id={helpId} className={styles.help}>{field.help_text}</p>}
        {error && <p id={errorId} className={styles.error}>{error}</p>}
      </div>
    );
  }
  if (type === FIELD_TYPES.multiLine) control = <textarea {...common} className={styles.input} rows={6} value={text} placeholder={field.placeholder_text || undefined} onChange={onText} />;
  else if (type === FIELD_TYPES.dropdown)
    control = (
      <select {...common} className={styles.input} value={text} onChange={onText}>
        <option value="">{t('form.choose')}</option>
        {field.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    );
  else if (type === FIELD_TYPES.multiSelect)
    control = (
      <select {...common} className={styles.input} multiple value={list} onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value))}>
        {field.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    );
  else if (type === FIELD_TYPES.file) control = <FileField inputProps={common} onUploaded={(fileId) => onChange(fileId)} />;
  else
    control = (
      <input
        {...common}
        className={styles.input}
        type={type === 'emailconfirm' ? 'email' : (INPUT_TYPES[type] ?? 'text')}
        autoComplete={type === FIELD_TYPES.email ? 'email' : type === 'emailconfirm' ? 'off' : undefined}
        value={text}
        placeholder={field.placeholder_text || undefined}
        onChange={onText}
      />
    );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {control}
      {field.help_text && <p id={helpId} className={styles.help}>{field.help_text}</p>}
      {error && <p id={errorId} className={styles.error}>{error}</p>}
    </div>
  );
}
