import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageTreeNode } from 'shared-contracts/page-tree';
import { DeletePageForm } from './delete-page-form';
import { type MoveKind, type TreeRow, moveTarget } from './tree-shape';
import styles from './page-tree.module.css';

export type RowAction = { kind: 'move'; move: MoveKind } | { kind: 'duplicate' | 'offline' | 'publish' | 'add-child' } | { kind: 'delete'; redirectTo: number | null };

interface Props {
  row: TreeRow;
  nodes: PageTreeNode[];
  busy: boolean;
  onAction: (row: TreeRow, action: RowAction) => Promise<void>;
  /** The page's subpages, as a nested list. */
  children?: ReactNode;
}

const MOVES: MoveKind[] = ['up', 'down', 'into', 'out'];

/** One page of the tree: title, address, state, and its actions behind a disclosure (one tab stop per page until opened). */
export function PageRow({ row, nodes, busy, onAction, children }: Props) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const { node } = row;
  const title = node.title;
  const isHome = node.parent_id === null && /^\/[a-z]{2}$/.test(node.url);
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <a href={node.url} className={styles.title}>
          {title}
        </a>
        <span className={styles.url}>{node.url}</span>
        <span className={node.published ? styles.online : styles.draft}>
          {node.published ? (node.has_draft ? t('pageTree.state.changed') : t('pageTree.state.online')) : t('pageTree.state.draft')}
        </span>
      </div>
      <details className={styles.actions}>
        <summary id={`page-tree-actions-${node.id}`}>{t('pageTree.actionsFor', { title })}</summary>
        <div className={styles.buttons}>
          {!isHome &&
            MOVES.map((move) => (
              <button key={move} type="button" disabled={busy || !moveTarget(row, move, nodes)} onClick={() => void onAction(row, { kind: 'move', move })}>
                {t(`pageTree.move.${move}`, { title })}
              </button>
            ))}
          <button type="button" disabled={busy} onClick={() => void onAction(row, { kind: 'add-child' })}>
            {t('pageTree.addChild', { title })}
          </button>
          {node.has_draft && (
            <button type="button" disabled={busy} onClick={() => void onAction(row, { kind: 'publish' })}>
              {t('pageTree.publish', { title })}
            </button>
          )}
          {!isHome && (
            <button type="button" disabled={busy} onClick={() => void onAction(row, { kind: 'duplicate' })}>
              {t('pageTree.duplicate', { title })}
            </button>
          )}
          {node.published && !isHome && (
            <button type="button" disabled={busy} onClick={() => void onAction(row, { kind: 'offline' })}>
              {t('pageTree.offline', { title })}
            </button>
          )}
          {!isHome && !deleting && (
            <button type="button" className={styles.danger} disabled={busy} onClick={() => setDeleting(true)}>
              {t('pageTree.delete', { title })}
            </button>
          )}
        </div>
        {deleting && (
          <DeletePageForm
            node={node}
            targets={nodes.filter((n) => n.id !== node.id && n.published)}
            onCancel={() => setDeleting(false)}
            onDelete={(redirectTo) => onAction(row, { kind: 'delete', redirectTo })}
          />
        )}
      </details>
      {children}
    </li>
  );
}
