import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageModule } from 'shared-contracts/site';
import { type FormValues, dataFromForm, initialValues, isDirty } from '../hooks/form-values';
import { useGuardUnsaved } from '../hooks/use-guard-unsaved';
import { validateModule } from '../hooks/validate-module';
import { type FieldSpec, MODULE_FIELDS } from './module-fields';
import { type FaqItem, FaqItemsField } from './faq-items-field';
import { LinkFinder } from '../../links/components/link-finder';
import { ImageFinder } from '../../media/components/image-finder';
import { FileFinder } from '../../media/components/file-finder';
import { ChooserField } from '../../choosers/components/chooser-field';
import { InlineLogin } from './inline-login';
import { RichTextEditor } from './rich-text-editor';
import styles from './page-editor.module.css';

type Data = Record<string, unknown>;

export interface ModuleDialogProps {
  module: PageModule;
  saving: boolean;
  serverErrors: Record<string, string>;
  /** The last save answered 401: the dialog asks for the login and then saves the same data again. */
  needsLogin: boolean;
  /** A message about the whole save (someone else changed the page); the input stays as typed. */
  notice?: string;
  /** The module lies outside any page (a named section): it has no draft, so saving publishes at once. */
  live?: boolean;
  loginUrl: string;
  onSave: (data: Data) => void;
  onClose: () => void;
}

/** The edit form of one module, validated like the server before anything is sent. */
export function ModuleDialog({ module, saving, serverErrors, needsLogin, notice, live = false, loginUrl, onSave, onClose }: ModuleDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const specs = MODULE_FIELDS[module.content_type] ?? [];
  const [initial] = useState<FormValues>(() => initialValues(specs, module.data));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const lastSent = useRef<Data | null>(null);
  const dirty = isDirty(initial, values);
  const shown = { ...serverErrors, ...errors };
  useGuardUnsaved(dirty, () => setConfirmDiscard(true));

  useEffect(() => {
    const dialog = ref.current;
    // jsdom and old browsers lack showModal: fall back to an open, non-modal dialog.
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog?.setAttribute('open', '');
  }, []);

  const requestClose = () => (dirty ? setConfirmDiscard(true) : onClose());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = dataFromForm(specs, module.data, initial, values);
    const found = validateModule(module.content_type, data, t);
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    lastSent.current = data;
    onSave(data);
  };

  const kind = t(`kinds.${module.content_type}`);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onCancel={(e) => (e.preventDefault(), requestClose())}>
      <form id={formId} onSubmit={submit} noValidate className={styles.dialogForm}>
        <header className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {t('editor.dialog', { kind })}
          </h2>
          <button type="button" className={styles.close} onClick={requestClose} aria-label={t('editor.close')}>
            ×
          </button>
        </header>
        {live && (
          <p className={styles.warning} role="note">
            {t('editor.liveNote')}
          </p>
        )}
        {module.content_type === 'html' && (
          <p className={styles.warning} role="note">
            {t('editor.htmlWarning')}
          </p>
        )}
        <div className={styles.fields}>
          {specs.map((spec) => (
            <Field key={spec.name} spec={spec} value={values[spec.name]} error={shown[spec.name] ?? shown[`data.${spec.name}`]} onChange={(v) => setValues((c) => ({ ...c, [spec.name]: v }))} />
          ))}
        </div>
        {notice && (
          <p className={styles.warning} role="alert">
            {notice}
          </p>
        )}
        {confirmDiscard ? (
          <div className={styles.discard} role="alertdialog" aria-labelledby={`${formId}-discard`}>
            <p id={`${formId}-discard`}>{t('editor.discardQuestion')}</p>
            <div className={styles.dialogFooter}>
              <button type="button" className={styles.danger} onClick={onClose}>
                {t('editor.discard')}
              </button>
              <button type="button" className={styles.secondary} onClick={() => setConfirmDiscard(false)} autoFocus>
                {t('editor.keepEditing')}
              </button>
            </div>
          </div>
        ) : (
          <footer className={styles.dialogFooter}>
            <button type="submit" className={styles.primary} disabled={saving || needsLogin} aria-busy={saving}>
              {saving ? t('editor.saving') : t(live ? 'editor.saveLive' : 'editor.save')}
            </button>
            <button type="button" className={styles.secondary} onClick={requestClose}>
              {t('editor.cancel')}
            </button>
          </footer>
        )}
      </form>
      {needsLogin && <InlineLogin loginUrl={loginUrl} onLoggedIn={() => lastSent.current && onSave(lastSent.current)} />}
    </dialog>
  );
}

function Field({ spec, value, error, onChange }: { spec: FieldSpec; value: string | boolean; error?: string; onChange: (value: string | boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [finderOpen, setFinderOpen] = useState(false);
  const label = t(`fields.${spec.name}`, { defaultValue: spec.name });
  const hint = spec.type === 'datetime' ? t('editor.berlinTime') : spec.name === 'image_alt' ? t('editor.imageAltHint') : '';
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const a11y = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
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
  if (spec.type === 'faq_items') {
    return <FaqItemsField items={JSON.parse(String(value) || '[]') as FaqItem[]} error={error} onChange={(items) => onChange(JSON.stringify(items))} />;
  }
  if (spec.type === 'link') {
    return (
      <div className={styles.field}>
        <label id={labelId} htmlFor={id} className={styles.label}>
          {label}
        </label>
        <div className={styles.imageRow}>
          <input {...a11y} type="text" className={styles.input} value={String(value)} onChange={(e) => onChange(e.target.value)} />
          <button type="button" className={styles.secondary} onClick={() => setFinderOpen(true)}>
            {t('links.open')}
          </button>
        </div>
        {error && <p id={errorId} className={styles.error}>{error}</p>}
        {finderOpen && <LinkFinder onChoose={(url) => (onChange(url), setFinderOpen(false))} onClose={() => setFinderOpen(false)} />}
      </div>
    );
  }
  if (spec.type === 'ref' && spec.choice) {
    return <ChooserField label={label} kind={spec.choice.kind} multiple={spec.choice.multiple} max={spec.choice.max} value={String(value)} error={error} onChange={onChange} />;
  }
  if (spec.type === 'file' && spec.fileKind) {
    const kind = spec.fileKind;
    // The address is shown, not typed: a self-hosted file always comes from the library.
    return (
      <div className={styles.field}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <div className={styles.imageRow}>
          <output id={id} className={styles.fileValue} aria-labelledby={labelId} aria-describedby={describedBy}>
            {String(value) || t('files.noneChosen')}
          </output>
          <button type="button" className={styles.secondary} onClick={() => setFinderOpen(true)} aria-describedby={labelId}>
            {t(`files.open.${kind}`)}
          </button>
          {String(value) && (
            <button type="button" className={styles.secondary} onClick={() => onChange('')}>
              {t('files.clear')}
            </button>
          )}
        </div>
        {error && <p id={errorId} className={styles.error}>{error}</p>}
        {finderOpen && <FileFinder kind={kind} onChoose={(url) => (onChange(url), setFinderOpen(false))} onClose={() => setFinderOpen(false)} />}
      </div>
    );
  }
  if (spec.type === 'image') {
    return (
      <div className={styles.field}>
        <label id={labelId} htmlFor={id} className={styles.label}>
          {label}
        </label>
        <div className={styles.imageRow}>
          {String(value) && <img className={styles.preview} src={String(value)} alt="" width={96} height={64} />}
          <input {...a11y} type="text" className={styles.input} value={String(value)} onChange={(e) => onChange(e.target.value)} />
          <button type="button" className={styles.secondary} onClick={() => setFinderOpen(true)}>
            {t('media.open')}
          </button>
        </div>
        {error && <p id={errorId} className={styles.error}>{error}</p>}
        {finderOpen && <ImageFinder onChoose={(url) => (onChange(url), setFinderOpen(false))} onClose={() => setFinderOpen(false)} />}
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
            {t(`options.${spec.name}.${o}`, { defaultValue: o })}
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
      {hint && <p id={hintId} className={styles.hint}>{hint}</p>}
      {error && <p id={errorId} className={styles.error}>{error}</p>}
    </div>
  );
}
