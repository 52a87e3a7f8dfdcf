import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { createBus } from 'shared-contracts/events';
import type { PageModule } from 'shared-contracts/site';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { HttpError } from 'site-config/remote-kit/http';
import { useEditorPage } from '../api/get-editor-page';
import { useUpdateModule } from '../api/update-module';
import { useAlert } from '../hooks/use-alert';
import { useBackups } from '../hooks/use-backups';
import { indexModules } from '../hooks/module-index';
import { useModuleBoxes } from '../hooks/use-module-boxes';
import { LoginModal } from './login-modal';
import { ModuleDialog } from './module-dialog';
import { MODULE_FIELDS } from './module-fields';
import styles from './page-editor.module.css';

/**
 * In-place editing (edit mode): an edit button over every module mf-content rendered, the module's form in a
 * dialog, save through the editor API, an undo per section from its backup stack, alerts, and the login modal on 401.
 */
export function PageEditor({ pathname, loginUrl }: { pathname: string; loginUrl: string }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const page = useEditorPage(locale, pathname, true);
  const index = useMemo(() => indexModules(page.data?.modules ?? []), [page.data]);
  const boxes = useModuleBoxes(Boolean(page.data));
  const update = useUpdateModule(locale);
  const backups = useBackups();
  const { alert, show, hide } = useAlert();
  const [editing, setEditing] = useState<PageModule | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [loginOpen, setLoginOpen] = useState(false);

  const fail = (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) return setLoginOpen(true);
    const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | null) : null;
    setServerErrors(body?.errors ?? {});
    show({ kind: 'error', message: t('editor.failed') });
  };

  const changed = () => {
    if (page.data) createBus().emit('page.updated', { pageId: page.data.id, path: pathname });
  };

  const save = (module: PageModule, data: Record<string, unknown>) => {
    const sectionId = index.get(module.id)?.sectionId ?? module.id;
    update.mutate(
      { id: module.id, data },
      {
        onSuccess: () => {
          backups.push(sectionId, { moduleId: module.id, data: module.data });
          setEditing(null);
          setServerErrors({});
          show({ kind: 'success', message: t('editor.saved') });
          changed();
        },
        onError: fail,
      },
    );
  };

  const undo = (sectionId: number) => {
    const last = backups.pop(sectionId);
    if (!last) return;
    update.mutate({ id: last.moduleId, data: last.data }, { onSuccess: () => (show({ kind: 'success', message: t('editor.saved') }), changed()), onError: fail });
  };

  const sections = new Set(page.data?.modules.map((m) => m.id) ?? []);
  return (
    <>
      {createPortal(
        <div className={styles.overlay}>
          {boxes.map((box) => {
            const entry = index.get(box.id);
            if (!entry || !MODULE_FIELDS[entry.module.content_type]) return null;
            const isSection = sections.has(box.id);
            return (
              <div key={box.id} className={`${styles.box} ${isSection ? styles.sectionBox : ''}`} style={{ top: box.top, left: box.left, width: box.width, height: box.height }}>
                <div className={styles.boxActions}>
                  <button type="button" className={styles.editButton} onClick={() => (setServerErrors({}), setEditing(entry.module))}>
                    {t('editor.edit', { kind: t(`kinds.${entry.module.content_type}`) })}
                  </button>
                  {isSection && backups.size(box.id) > 0 && (
                    <button type="button" className={styles.undoButton} onClick={() => undo(box.id)} disabled={update.isPending}>
                      {t('editor.undo')}
                    </button>
                  )}
                </div>
              </div>
            );
          })}
        </div>,
        document.body,
      )}
      {editing && (
        <ModuleDialog key={editing.id} module={editing} saving={update.isPending} serverErrors={serverErrors} onSave={(data) => save(editing, data)} onClose={() => setEditing(null)} />
      )}
      {loginOpen && <LoginModal loginUrl={loginUrl} onClose={() => setLoginOpen(false)} />}
      <div className={styles.alertRegion} aria-live="polite">
        {alert && (
          <p className={`${styles.alert} ${alert.kind === 'error' ? styles.alertError : styles.alertSuccess}`} role={alert.kind === 'error' ? 'alert' : 'status'} onClick={hide}>
            {alert.message}
          </p>
        )}
      </div>
      {page.isError && page.error instanceof HttpError && page.error.status === 401 && !loginOpen && <LoginModal loginUrl={loginUrl} onClose={() => undefined} />}
    </>
  );
}
