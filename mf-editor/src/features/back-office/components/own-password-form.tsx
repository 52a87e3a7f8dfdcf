import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { changeOwnPassword } from '../api/change-password';
import { screenPath } from '../api/resource-paths';
import { type WriteFailure, writeFailure } from '../api/write-resource';
import { FieldInput } from './field-input';
import styles from './back-office.module.css';

const LABELS = {
  current_password: { de: 'Aktuelles Passwort', en: 'Current password' },
  new_password: { de: 'Neues Passwort (mindestens 10 Zeichen, kein gängiges)', en: 'New password (at least 10 characters, not a common one)' },
};

interface Props {
  /** A one-time password is pending: the form stands alone, open, and leads on to the back office once replaced. */
  required?: boolean;
}

/** The user's own password, on the back office's start screen (folded), or alone while a one-time password is pending. */
export function OwnPasswordForm({ required = false }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const [values, setValues] = useState({ current_password: '', new_password: '' });
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    try {
      await changeOwnPassword(locale, values.current_password, values.new_password);
      setValues({ current_password: '', new_password: '' });
      setFailure(null);
      setDone(true);
    } catch (error) {
      setFailure(writeFailure(error));
    }
  };
  const errors = failure?.kind === 'fields' ? failure.errors : {};
  const form = (
    <form onSubmit={submit} noValidate className={styles.form} aria-label={t(required ? 'backOffice.password.requiredTitle' : 'backOffice.password.title')}>
      {(['current_password', 'new_password'] as const).map((name) => (
        <FieldInput key={name} name={name} spec={{ label: LABELS[name], widget: { type: 'password' } }} value={values[name]} error={errors[name]} onChange={(v) => setValues((old) => ({ ...old, [name]: String(v ?? '') }))} />
      ))}
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary}>
          {t('backOffice.password.save')}
        </button>
      </div>
      {done && <p role="status">{t('backOffice.password.done')}</p>}
      {failure && failure.kind !== 'fields' && <p role="alert">{t('backOffice.failed')}</p>}
    </form>
  );
  if (required) {
    return (
      <section aria-labelledby="own-password-required" className={styles.hub}>
        <h2 id="own-password-required">{t('backOffice.password.requiredTitle')}</h2>
        <p>{t('backOffice.password.requiredIntro')}</p>
        {form}
        {/* A whole page load, so the shell and the toolbar fetch the user's menus afresh. */}
        {done && <a href={screenPath(locale)}>{t('backOffice.password.continue')}</a>}
      </section>
    );
  }
  return (
    <details className={styles.history}>
      <summary>{t('backOffice.password.title')}</summary>
      {form}
    </details>
  );
}
