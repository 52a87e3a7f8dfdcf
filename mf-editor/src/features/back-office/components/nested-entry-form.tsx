import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, type ResourceDescriptor, type ResourceEntry, formFields } from 'shared-contracts/back-office/descriptor';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { type WriteFailure, createResource, deleteResource, updateResource, writeFailure } from '../api/write-resource';
import { FieldInput } from './field-input';
import { emptyValues } from './resource-form';
import styles from './back-office.module.css';

interface Props {
  descriptor: ResourceDescriptor;
  /** The field naming the entry this one belongs to (a seat group's event): fixed, so not shown. */
  parentField: string;
  parentId: number;
  /** null: a new entry. */
  entry: ResourceEntry | null;
  /** What the buttons name the entry by ("Parkett"), so each of many forms on the screen is told apart. */
  name: string;
  canWrite: boolean;
  onDone(text: string): void;
  onCancel?(): void;
}

function failureText(failure: WriteFailure, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (failure.kind === 'fields') return t('backOffice.fieldErrors');
  if (failure.kind === 'conflict') return t('backOffice.nested.conflict', { who: failure.changedBy ?? '?' });
  if (failure.kind === 'forbidden') return t('backOffice.forbidden');
  return t('backOffice.failed');
}

/** One entry of a nested list, edited in place: its fields (not the parent it belongs to), save, delete. */
export function NestedEntryForm({ descriptor: d, parentField, parentId, entry, name, canWrite, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, unknown>>(() => entry ?? { ...emptyValues(d), [parentField]: parentId });
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = d.fields as Record<string, FieldSpec>;
  // The server owns the read-only ones (cart numbers); a list inside the event's screen shows what staff decide.
  const names = formFields(d, entry === null).filter((n) => n !== parentField && !fields[n].readOnly);
  const errors = failure?.kind === 'fields' ? failure.errors : {};

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'list', d.kind] });
      onDone(done);
    } catch (error) {
      setFailure(writeFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = { ...Object.fromEntries(names.map((n) => [n, values[n]])), [parentField]: parentId };
    void run(
      () => (entry === null ? createResource(locale, d.kind, data) : updateResource(locale, d.kind, entry.id, entry.version, data)),
      entry === null ? t('backOffice.nested.created', { what: d.singular[locale] }) : t('backOffice.nested.saved', { name }),
    );
  };

  const remove = () => {
    if (entry === null || !window.confirm(t('backOffice.confirmDelete', { title: name }))) return;
    void run(() => deleteResource(locale, d.kind, entry.id, entry.version), t('backOffice.nested.deleted', { name }));
  };

  return (
    <form onSubmit={submit} noValidate className={styles.nestedForm}>
      <fieldset disabled={!canWrite || busy} className={styles.plain}>
        <div className={styles.nestedFields}>
          {names.map((n) => (
            <FieldInput key={n} name={n} spec={fields[n]} value={values[n]} error={errors[n]} errors={errors} onChange={(v) => setValues((old) => ({ ...old, [n]: v }))} />
          ))}
        </div>
        {failure && (
          <p role="alert" className={styles.error}>
            {failureText(failure, t)}
          </p>
        )}
        {canWrite && (
          <div className={styles.buttons}>
            <button type="submit" className={styles.primary} aria-label={`${t('backOffice.save')}: ${name}`}>
              {busy ? t('backOffice.saving') : t('backOffice.save')}
            </button>
            {entry !== null && d.deletable && (
              <button type="button" className={styles.danger} onClick={remove} aria-label={`${t('backOffice.delete')}: ${name}`}>
                {t('backOffice.delete')}
              </button>
            )}
            {onCancel && (
              <button type="button" onClick={onCancel}>
                {t('backOffice.nested.cancel')}
              </button>
            )}
          </div>
        )}
      </fieldset>
    </form>
  );
}
