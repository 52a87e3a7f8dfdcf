import styles from './back-office.module.css';

/** The ids a field's help and error carry, and the `aria-describedby` that ties those present to its control. */
export function fieldNoteIds(fieldId: string, help: string | undefined, error: string | undefined) {
  const helpId = `${fieldId}-help`;
  const errorId = `${fieldId}-error`;
  const described = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { helpId, errorId, described };
}

/** A field's help text and error message under its control, each with the id its control names. */
export function FieldNotes({ fieldId, help, error }: { fieldId: string; help: string | undefined; error: string | undefined }) {
  const { helpId, errorId } = fieldNoteIds(fieldId, help, error);
  return (
    <>
      {help && (
        <small id={helpId} className={styles.help}>
          {help}
        </small>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </>
  );
}
