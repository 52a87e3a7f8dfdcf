import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { HttpError } from 'site-config/remote-kit/http';
import { logIn } from '../api/login';
import styles from './page-editor.module.css';

/**
 * A 401 while editing asks for the login right where the editor is, so the text typed so far stays in the
 * open dialog and the save is retried after the login.
 */
export function InlineLogin({ loginUrl, onLoggedIn }: { loginUrl: string; onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return setError(t('editor.required'));
    setBusy(true);
    try {
      await logIn(locale, username, password);
      setError('');
      onLoggedIn();
    } catch (e) {
      setError(e instanceof HttpError && e.status === 429 ? t('login.limited') : t('login.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.login} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.loginTitle}>
        {t('login.title')}
      </h3>
      <p>{t('login.text')}</p>
      <label className={styles.label} htmlFor={`${id}-user`}>
        {t('login.username')}
      </label>
      <input ref={first} id={`${id}-user`} className={styles.input} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <label className={styles.label} htmlFor={`${id}-password`}>
        {t('login.password')}
      </label>
      <input id={`${id}-password`} type="password" className={styles.input} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.dialogFooter}>
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
          {t('login.submit')}
        </button>
        <a className={styles.secondary} href={loginUrl}>
          {t('login.action')}
        </a>
      </div>
    </form>
  );
}
