import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { changeOwnPassword } from '../api/change-password';
import { type WriteFailure, writeFailure } from '../api/write-resource';
import { FieldInput } from './field-input';
import styles from './back-office.module.css';

const LABELS = {
  current_password: { de: 'Aktuelles Passwort', en: 'Current password' },
  new_password: { de: 'Neues Passwort (mindestens 8 Zeichen)', en: 'New password (at least 8 characters)' },
};

/** The user's own password, on the back office's start screen. */
export function OwnPasswordForm() {
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
  return (
    <details className={styles.history}>
      <summary>{t('backOffice.password.title')}</summary>
      <form onSubmit={submit} noValidate className={styles.form}>
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
    </details>
  );
}
