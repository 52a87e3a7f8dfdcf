import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageTreeNode } from 'shared-contracts/page-tree';
import styles from './page-tree.module.css';

interface Props {
  node: PageTreeNode;
  /** The pages a 301 may lead to (not the page itself). */
  targets: PageTreeNode[];
  onDelete: (redirectTo: number | null) => Promise<void>;
  onCancel: () => void;
}

/** Deleting asks where visitors of the old address should go: another page (301) or nowhere (404). */
export function DeletePageForm({ node, targets, onDelete, onCancel }: Props) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await onDelete(target ? Number(target) : null).finally(() => setBusy(false));
  };
  const selectId = `page-tree-redirect-${node.id}`;
  return (
    <form className={styles.deleteForm} onSubmit={submit} aria-label={t('pageTree.deleteTitle', { title: node.title })}>
      <div className={styles.field}>
        <label htmlFor={selectId}>{t('pageTree.redirectTo', { url: node.url })}</label>
        <select id={selectId} value={target} onChange={(e) => setTarget(e.target.value)} autoFocus>
          <option value="">{t('pageTree.noRedirect')}</option>
          {targets.map((p) => (
            <option key={p.id} value={p.id}>
              {`${p.title} (${p.url})`}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.buttons}>
        <button type="submit" className={styles.danger} disabled={busy}>
          {t('pageTree.confirmDelete', { title: node.title })}
        </button>
        <button type="button" onClick={onCancel}>
          {t('pageTree.cancel')}
        </button>
      </div>
    </form>
  );
}
