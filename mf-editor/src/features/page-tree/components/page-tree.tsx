import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from 'shared-contracts/routes';
import { HttpError } from 'site-config/remote-kit/http';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { pageTreeQueryKey, usePageTree } from '../api/get-page-tree';
import { deleteTreePage, duplicateTreePage, moveTreePage, publishTreePage, takeTreePageOffline } from '../api/write-page-tree';
import { DeletedPages } from '../../page-trash/components/deleted-pages';
import { CreatePageForm } from './create-page-form';
import { PageRow, type RowAction } from './page-row';
import { type TreeRow, moveTarget, treeRows } from './tree-shape';
import styles from './page-tree.module.css';

/**
 * The site's pages as a tree: create a page under a parent, move pages with buttons (up, down, into the page above,
 * out a level), duplicate, publish, take offline, delete with a 301 (into the trash below, where a page is put back).
 * After each action the focus returns to the page's actions, so a keyboard user keeps their place.
 */
export function PageTree() {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const tree = usePageTree(locale);
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [parent, setParent] = useState<number | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const createRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusId || tree.isFetching) return;
    const target = document.getElementById(focusId);
    if (target) {
      target.focus();
      setFocusId(null);
    }
  }, [focusId, tree.isFetching, tree.data]);

  // The trash shows what the tree lost, so both are loaded again after every action.
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: pageTreeQueryKey(locale) }), queryClient.invalidateQueries({ queryKey: ['editor', 'deleted-pages'] })]);
  const nodes = tree.data ?? [];
  const rows = treeRows(nodes);

  const act = async (row: TreeRow, action: RowAction) => {
    const { node } = row;
    if (action.kind === 'add-child') {
      setParent(node.id);
      createRef.current?.querySelector<HTMLInputElement>('#page-tree-title-de')?.focus();
      return;
    }
    setBusy(true);
    try {
      let message = '';
      let focus = `page-tree-actions-${node.id}`;
      if (action.kind === 'move') {
        const move = moveTarget(row, action.move, nodes);
        if (!move) return;
        await moveTreePage(locale, node, move);
        message = t(`pageTree.moved.${action.move}`, { title: node.title });
      } else if (action.kind === 'duplicate') {
        const { id } = await duplicateTreePage(locale, node);
        focus = `page-tree-actions-${id}`;
        message = t('pageTree.duplicated', { title: node.title });
      } else if (action.kind === 'offline') {
        await takeTreePageOffline(locale, node);
        message = t('pageTree.wentOffline', { title: node.title });
      } else if (action.kind === 'publish') {
        await publishTreePage(locale, node);
        message = t('pageTree.published', { title: node.title });
      } else if (action.kind === 'delete') {
        await deleteTreePage(locale, node, { redirect_to: action.redirectTo });
        focus = 'page-tree-heading';
        message = action.redirectTo === null ? t('pageTree.deleted', { title: node.title }) : t('pageTree.deletedWithRedirect', { title: node.title, url: node.url });
      }
      setStatus(message);
      setFocusId(focus);
    } catch (error) {
      const body = (error instanceof HttpError ? error.body : null) as { field?: string; message?: string; changed_by?: string } | null;
      if (error instanceof HttpError && error.status === 409 && body?.field === 'version') setStatus(t('pageTree.conflict', { who: body.changed_by ?? '?' }));
      else if (error instanceof HttpError && (error.status === 400 || error.status === 409)) setStatus(t('pageTree.refused', { reason: body?.message ?? '' }));
      else setStatus(t('pageTree.failed'));
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const branch = (parentId: number | null) => {
    const children = rows.filter((r) => (parentId === null ? r.depth === 0 : r.node.parent_id === parentId));
    if (!children.length) return null;
    return (
      <ul className={styles.tree}>
        {children.map((row) => (
          <PageRow key={row.node.id} row={row} nodes={nodes} busy={busy} onAction={act}>
            {branch(row.node.id)}
          </PageRow>
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby="page-tree-heading" className={styles.screen}>
      <p>
        <SiteLink href={buildPath('cms-hub', locale)}>{t('pageTree.back')}</SiteLink>
      </p>
      <h1 id="page-tree-heading" tabIndex={-1}>
        {t('pageTree.title')}
      </h1>
      <p>{t('pageTree.intro')}</p>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {tree.isPending && <p aria-busy="true">{t('pageTree.loading')}</p>}
      {tree.isError && (
        <p role="alert">
          {t('pageTree.loadFailed')} <button type="button" onClick={() => void tree.refetch()}>{t('pageTree.retry')}</button>
        </p>
      )}
      {tree.data && <nav aria-label={t('pageTree.treeLabel')}>{branch(null)}</nav>}
      {tree.data && (
        <div ref={createRef}>
          <CreatePageForm
            rows={rows}
            parent={parent}
            onParent={setParent}
            onCreated={(id, title) => {
              setStatus(t('pageTree.created', { title }));
              setFocusId(`page-tree-actions-${id}`);
              void refresh();
            }}
          />
        </div>
      )}
      {tree.data && <DeletedPages onRestored={() => void refresh()} />}
    </section>
  );
}
