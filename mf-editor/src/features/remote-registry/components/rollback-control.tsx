import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts/berlin-time';
import type { RemoteHistory } from 'shared-contracts/remote-registry';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { registryRefusal } from '../api/registry-refusal';
import { useRollBack } from '../api/write-remote-registry';
import { RefusalMessage } from './refusal-message';
import styles from './remote-registry.module.css';

/**
 * "Roll back" for one remote: one click asks, naming both builds (the server's own choice of the one it returns
 * to), a second switches every visitor. The outcome is said where the button was.
 */
export function RollbackControl({ label, history }: { label: string; history: RemoteHistory }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const rollBack = useRollBack();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // The question's buttons leave the page on either answer; the focus goes where the answer is read.
  const focusAfter = useRef<'button' | 'result' | null>(null);
  useEffect(() => {
    if (!focusAfter.current) return;
    (focusAfter.current === 'button' ? buttonRef : resultRef).current?.focus();
    focusAfter.current = null;
  });
  const current = history.deployments.find((d) => d.current);
  const target = history.rollback_to;
  // A remote on the start-up build has nothing to roll back; its summary line says so.
  if (!current) return null;
  const questionId = `rollback-question-${history.name}`;
  const confirm = () => {
    setNotice(null);
    rollBack.mutate(history.name, {
      onSuccess: (answer) => {
        const lines = [t('remoteRegistry.nowRunning', { label, version: answer.deployment.version })];
        if (answer.warnings.length > 0) lines.push(t('remoteRegistry.warnings', { warnings: answer.warnings.join('; ') }));
        setNotice(lines.join(' '));
      },
      onSettled: () => {
        setAsking(false);
        focusAfter.current = 'result';
      },
    });
  };
  return (
    <div className={styles.actions}>
      {asking && target ? (
        <div role="group" aria-labelledby={questionId} className={styles.confirm}>
          <p id={questionId}>{t('remoteRegistry.rollbackQuestion', { label, from: current.version, to: target.version, at: formatDateTime(target.deployed_at, locale) })}</p>
          <div className={styles.buttons}>
            <button type="button" className={styles.danger} onClick={confirm} disabled={rollBack.isPending} autoFocus>
              {rollBack.isPending ? t('remoteRegistry.rollingBack') : t('remoteRegistry.rollbackConfirm', { version: target.version })}
            </button>
            <button
              type="button"
              disabled={rollBack.isPending}
              onClick={() => {
                setAsking(false);
                focusAfter.current = 'button';
              }}
            >
              {t('remoteRegistry.cancel')}
            </button>
          </div>
        </div>
      ) : target ? (
        <button
          ref={buttonRef}
          type="button"
          onClick={() => {
            rollBack.reset();
            setNotice(null);
            setAsking(true);
          }}
        >
          {t('remoteRegistry.rollback', { label })}
        </button>
      ) : (
        <p>{t('remoteRegistry.rollbackNone')}</p>
      )}
      <div ref={resultRef} tabIndex={-1} className={styles.result}>
        {notice && <p role="status">{notice}</p>}
        {rollBack.isError && <RefusalMessage refusal={registryRefusal(rollBack.error)} failed={t('remoteRegistry.rollbackFailed')} />}
      </div>
    </div>
  );
}
