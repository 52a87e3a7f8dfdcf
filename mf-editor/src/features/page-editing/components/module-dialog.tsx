import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageModule } from 'shared-contracts/site';
import { validateModule } from '../hooks/validate-module';
import { type FieldSpec, MODULE_FIELDS } from './module-fields';
import { RichTextEditor } from './rich-text-editor';
import styles from './page-editor.module.css';

type Data = Record<string, unknown>;

/** Form value ⇄ stored value for the field types that differ (ids lists, numbers, date-times). */
function toForm(spec: FieldSpec, value: unknown): string | boolean {
  if (spec.type === 'checkbox') return value === true;
  if (spec.type === 'ids') return Array.isArray(value) ? value.join(', ') : '';
  if (spec.type === 'datetime') return typeof value === 'string' && value ? value.slice(0, 16) : '';
  return value === undefined || value === null ? '' : String(value);
}
function fromForm(spec: FieldSpec, value: string | boolean): unknown {
  if (spec.type === 'checkbox') return value === true;
  const text = String(value).trim();
  if (spec.type === 'ids') return text ? text.split(/[\s,;]+/).filter(Boolean).map(Number) : [];
  if (spec.type === 'number' || spec.name === 'headline_level') return text ? Number(text) : undefined;
  if (spec.type === 'datetime') return text ? new Date(text).toISOString() : undefined;
  return text === '' && spec.type !== 'rich' && spec.type !== 'textarea' ? undefined : String(value);
}

/** The edit form of one module, validated like the server before anything is sent. */
export function ModuleDialog({ module, saving, serverErrors, onSave, onClose }: { module: PageModule; saving: boolean; serverErrors: Record<string, string>; onSave: (data: Data) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const specs = MODULE_FIELDS[module.content_type] ?? [];
  const [values, setValues] = useState<Record<string, string | boolean>>(() => Object.fromEntries(specs.map((s) => [s.name, toForm(s, module.data[s.name])])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };

  useEffect(() => {
    const dialog = ref.current;
    // jsdom and old browsers lack showModal: fall back to an open, non-modal dialog.
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog?.setAttribute('open', '');
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data: Data = { ...module.data };
    for (const spec of specs) {
      const value = fromForm(spec, values[spec.name]);
      if (value === undefined) delete data[spec.name];
      else data[spec.name] = value;
    }
    const found = validateModule(module.content_type, data, t);
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSave(data);
  };

  const kind = t(`kinds.${module.content_type}`);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onCancel={(e) => (e.preventDefault(), onClose())}>
      <form id={formId} onSubmit={submit} noValidate className={styles.dialogForm}>
        <header className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {t('editor.dialog', { kind })}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('editor.close')}>
            ×
          </button>
        </header>
        <div className={styles.fields}>
          {specs.map((spec) => (
            <Field key={spec.name} spec={spec} value={values[spec.name]} error={shown[spec.name] ?? shown[`data.${spec.name}`]} onChange={(v) => setValues((c) => ({ ...c, [spec.name]: v }))} />
          ))}
        </div>
        <footer className={styles.dialogFooter}>
          <button type="submit" className={styles.primary} disabled={saving} aria-busy={saving}>
            {saving ? t('editor.saving') : t('editor.save')}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('editor.cancel')}
          </button>
        </footer>
      </form>
    </dialog>
  );
}

function Field({ spec, value, error, onChange }: { spec: FieldSpec; value: string | boolean; error?: string; onChange: (value: string | boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const label = t(`fields.${spec.name}`, { defaultValue: spec.name });
  const a11y = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  let control;
  if (spec.type === 'checkbox') {
    return (
      <div className={styles.field}>
        <label className={styles.checkbox}>
          <input type="checkbox" {...a11y} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          {label}
        </label>
        {error && <p id={errorId} className={styles.error}>{error}</p>}
      </div>
    );
  }
  if (spec.type === 'rich') control = <RichTextEditor id={id} labelledBy={labelId} value={String(value)} onChange={onChange} invalid={Boolean(error)} />;
  else if (spec.type === 'textarea') control = <textarea {...a11y} className={styles.input} rows={6} value={String(value)} onChange={(e) => onChange(e.target.value)} />;
  else if (spec.type === 'select')
    control = (
      <select {...a11y} className={styles.input} value={String(value)} onChange={(e) => onChange(e.target.value)}>
        <option value="">—</option>
        {spec.options?.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  else {
    const type = spec.type === 'number' ? 'number' : spec.type === 'datetime' ? 'datetime-local' : spec.type === 'date' ? 'date' : 'text';
    control = <input {...a11y} type={type} className={styles.input} value={String(value)} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div className={styles.field}>
      <label id={labelId} htmlFor={id} className={styles.label}>
        {label}
      </label>
      {control}
      {error && <p id={errorId} className={styles.error}>{error}</p>}
    </div>
  );
}
