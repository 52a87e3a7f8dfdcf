import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { createBus } from 'shared-contracts/events';
import type { ModuleKind, PageModule } from 'shared-contracts/site';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { TIME_ZONE as SITE_TIME_ZONE } from 'shared-contracts/locales';
import { describeChange } from '../../../lib/describe-change';
import { HttpError } from 'site-config/remote-kit/http';
import { type Placement, type StructureWrite, useStructureWrite } from '../../structure/api/structure-writes';
import { StructurePanel } from '../../structure/components/structure-panel';
import { VersionsPanel } from '../../versions/components/versions-panel';
import { PageSettingsDialog } from '../../page-settings/components/page-settings-dialog';
import { PageListDialog } from '../../page-settings/components/page-list-dialog';
import type { PageSettings } from 'shared-contracts/editor/page-settings';
import { useEditorPage } from '../api/get-editor-page';
import { conflictOf, noteVersion } from '../api/page-version';
import { useUpdateModule } from '../api/update-module';
import { useAlert } from '../hooks/use-alert';
import { type UndoEntry, useUndoHistory } from '../hooks/use-undo-history';
import { isTyping, sameData } from '../hooks/undo-keys';
import { indexModules } from '../hooks/module-index';
import { useModuleBoxes } from '../hooks/use-module-boxes';
import { editLabels } from '../hooks/edit-labels';
import { buttonShifts } from '../hooks/button-shifts';
import { LoginModal } from './login-modal';
import { ModuleDialog } from './module-dialog';
import { MODULE_FIELDS } from './module-fields';
import { LIST_CHILD_KINDS } from 'shared-contracts/modules';
import { EDITOR_DOCK_ID } from '../../toolbar/components/dock-slot';
import styles from './page-editor.module.css';

/** An open dialog: an existing module, or a new one with the place it will be created at. */
interface Editing {
  module: PageModule;
  placement?: Placement;
}

/** Below these sizes (px) a module's edit button would cover its content. */
const COMPACT_WIDTH = 200;
const COMPACT_HEIGHT = 40;

type Panel = 'structure' | 'versions' | 'settings' | 'pages';
const PANELS: Panel[] = ['structure', 'versions', 'settings', 'pages'];

const newModule = (kind: ModuleKind): PageModule => ({ id: 0, content_type: kind, slug: null, parent: null, object_id: null, position: 0, data: {} }) as unknown as PageModule;

/**
 * In-place editing (edit mode): an edit button over every module mf-content rendered, the module's form in a
 * dialog, save through the editor API, undo and redo per section (kept across reloads), the structure panel, alerts, and
 * the login on 401.
 */
export function PageEditor({ pathname, loginUrl }: { pathname: string; loginUrl: string }) {
  const { t } = useTranslation();
  const { locale, query, host } = useSlot();
  const page = useEditorPage(locale, pathname, true);
  const index = useMemo(() => indexModules(page.data?.modules ?? []), [page.data]);
  const boxes = useModuleBoxes(Boolean(page.data));
  const update = useUpdateModule(locale);
  const pageId = page.data?.id ?? null;
  const structure = useStructureWrite(locale, pageId);
  useEffect(() => {
    if (page.data) noteVersion(page.data.id, page.data.version_id);
  }, [page.data]);
  const history = useUndoHistory(locale, pageId);
  const { alert, show, hide } = useAlert();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [loginOpen, setLoginOpen] = useState(false);
  const [needsLogin, setNeedsLogin] = useState(false);
  // Admin-menu entries and "edit in backend" links open a panel through the address (?edit&panel=settings).
  const asked = PANELS.includes(query.panel as Panel) ? (query.panel as Panel) : null;
  const [panel, setPanel] = useState<Panel | null>(asked);
  // A link to another page's panel keeps this editor mounted: follow the address.
  useEffect(() => {
    if (asked) setPanel(asked);
  }, [asked, pathname]);
  const [notice, setNotice] = useState('');
  // An old version shown through `?v=N` is for looking only: its edit buttons would change today's draft instead.
  const viewingVersion = Number(query.v) > 0;
  const busy = update.isPending || structure.isPending;
  // The page tools sit in the toolbar's own row, so they stay in reach with it and never cover the sticky navigation.
  const [dockTarget, setDockTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setDockTarget(document.getElementById(EDITOR_DOCK_ID) ?? document.body), []);

  const fail = (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) return editing ? setNeedsLogin(true) : setLoginOpen(true);
    const conflict = conflictOf(error);
    if (conflict) {
      // Someone else saved the page: say who and when, load their version, and keep this editor's input.
      const when = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { timeStyle: 'short', dateStyle: 'short', timeZone: SITE_TIME_ZONE }).format(new Date(conflict.changed_at));
      const message = t('editor.conflict', { user: conflict.changed_by ?? t('versions.unknownUser'), date: when, what: describeChange(t, conflict.change) });
      setNotice(message);
      show({ kind: 'error', message });
      void page.refetch();
      changed();
      return;
    }
    const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | null) : null;
    setServerErrors(body?.errors ?? {});
    show({ kind: 'error', message: t('editor.failed') });
  };

  const changed = () => {
    if (page.data) createBus().emit('page.updated', { pageId: page.data.id, path: pathname });
  };
  const saved = () => {
    setEditing(null);
    setNotice('');
    setNeedsLogin(false);
    setServerErrors({});
    show({ kind: 'success', message: t('editor.saved') });
    changed();
  };

  /** Structure changes; a reorder is the one save without an alert. */
  const write = (change: StructureWrite, after?: () => void) =>
    structure.mutate(change, {
      onSuccess: () => {
        if (change.type === 'reorder') changed();
        else saved();
        after?.();
      },
      onError: fail,
    });

  const save = ({ module, placement }: Editing, data: Record<string, unknown>) => {
    if (placement) return write({ type: 'create', content_type: module.content_type, placement, data });
    const sectionId = index.get(module.id)?.sectionId ?? module.id;
    update.mutate(
      { id: module.id, pageId, before: module.data, data },
      {
        onSuccess: (stored) => {
          // The server's copy (with the image parts it derives) is what undo later expects to find.
          history.record(sectionId, module.id, module.data, stored?.data ?? data);
          saved();
        },
        onError: fail,
      },
    );
  };

  /**
   * Undo puts a module's data back as it was before the edit, redo as it was after. Only when the module still holds
   * what this editor left there: another editor's later change (or a deleted module) drops the step instead of
   * being overwritten.
   */
  const step = (direction: 'undo' | 'redo', sectionId?: number) => {
    const entry: UndoEntry | undefined = direction === 'undo' ? history.nextUndo(sectionId) : history.nextRedo(sectionId);
    if (!entry || busy) return;
    const now = index.get(entry.moduleId)?.module.data;
    if (!now || !sameData(now, direction === 'undo' ? entry.after : entry.before)) {
      history.forget(entry);
      show({ kind: 'error', message: t('editor.undoStale') });
      return;
    }
    update.mutate(
      { id: entry.moduleId, pageId, before: {}, data: direction === 'undo' ? entry.before : entry.after, mode: 'replace' },
      {
        onSuccess: () => {
          if (direction === 'undo') history.undone(entry);
          else history.redone(entry);
          show({ kind: 'success', message: t(direction === 'undo' ? 'editor.undone' : 'editor.redone') });
          changed();
        },
        onError: fail,
      },
    );
  };
  // Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) on the page; inside a field or an open dialog they stay the field's own.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || editing || viewingVersion || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      event.preventDefault();
      step(key === 'y' || event.shiftKey ? 'redo' : 'undo');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const openEditor = (module: PageModule) => (setServerErrors({}), setEditing({ module }));
  const add = (kind: ModuleKind, placement: Placement) => {
    setServerErrors({});
    // Sections need no form: they are created with their layout, and filled from the structure panel.
    if (kind === 'container' || kind === 'section') return write({ type: 'create', content_type: kind, placement, data: {} });
    setEditing({ module: newModule(kind), placement });
  };

  // Modules of named sections are not in the page's tree: they have no draft, and their form says so.
  const isOutsidePage = ({ module, placement }: Editing) =>
    placement ? !placement.page && !index.has(placement.parent ?? -1) : !index.has(module.id);
  const sections = new Set(page.data?.modules.map((m) => m.id) ?? []);
  const placementOf = (box: { id: number; width: number; height: number }) => {
    const entry = index.get(box.id);
    const isSection = sections.has(box.id);
    // A module smaller than its button (an anchor, a short link) gets a pencil above its corner, so the
    // button never lies over the text it edits.
    const compact = !isSection && (box.width < COMPACT_WIDTH || box.height < COMPACT_HEIGHT);
    // A list's own button goes above it too: inside, it would lie over its first items and their buttons.
    const above = compact || (!isSection && Boolean(entry && LIST_CHILD_KINDS[entry.module.content_type]));
    return { compact, above };
  };
  const shifts = buttonShifts(boxes.filter((box) => MODULE_FIELDS[index.get(box.id)?.module.content_type as ModuleKind]), placementOf);
  const labels = editLabels(boxes.map((box) => index.get(box.id)?.module).filter((m): m is PageModule => Boolean(m && MODULE_FIELDS[m.content_type])), t);
  return (
    <>
      {!viewingVersion && createPortal(
        <div className={styles.overlay}>
          {boxes.map((box) => {
            const entry = index.get(box.id);
            if (!entry || !MODULE_FIELDS[entry.module.content_type]) return null;
            const isSection = sections.has(box.id);
            const { compact, above } = placementOf(box);
            const shift = shifts.get(box.id);
            const label = labels.get(box.id) ?? t('editor.edit', { kind: t(`kinds.${entry.module.content_type}`) });
            return (
              <div key={box.id} className={`${styles.box} ${isSection ? styles.sectionBox : ''} ${above ? styles.aboveBox : ''} ${compact ? styles.compactBox : ''}`} style={{ top: box.top, left: box.left, width: box.width, height: box.height, ...(shift ? { ['--button-shift' as string]: `${shift}px` } : {}) }}>
                <div className={styles.boxActions}>
                  <button type="button" className={styles.editButton} onClick={() => openEditor(entry.module)} aria-label={compact ? label : undefined} title={compact ? label : undefined}>
                    {compact ? <span aria-hidden="true">✎</span> : label}
                  </button>
                  {isSection && history.nextUndo(box.id) && (
                    <button type="button" className={styles.undoButton} onClick={() => step('undo', box.id)} disabled={busy} title={t('editor.undoKeys')}>
                      {t('editor.undo')}
                    </button>
                  )}
                  {isSection && history.nextRedo(box.id) && (
                    <button type="button" className={styles.undoButton} onClick={() => step('redo', box.id)} disabled={busy} title={t('editor.redoKeys')}>
                      {t('editor.redo')}
                    </button>
                  )}
                </div>
              </div>
            );
          })}
        </div>,
        document.body,
      )}
      {page.data && dockTarget && createPortal(
        <div className={dockTarget.id === EDITOR_DOCK_ID ? styles.dockInBar : styles.dock} role="group" aria-label={t('editor.pageTools')}>
          {!viewingVersion && (
            <button type="button" className={styles.dockButton} aria-expanded={panel === 'structure'} onClick={() => setPanel((p) => (p === 'structure' ? null : 'structure'))}>
              {t('structure.open')}
            </button>
          )}
          <button type="button" className={styles.dockButton} aria-expanded={panel === 'versions'} onClick={() => setPanel((p) => (p === 'versions' ? null : 'versions'))}>
            {t('versions.open')}
          </button>
          {!viewingVersion && (
            <button type="button" className={styles.dockButton} aria-haspopup="dialog" onClick={() => setPanel('settings')}>
              {t('settings.open')}
            </button>
          )}
          <button type="button" className={styles.dockButton} aria-haspopup="dialog" onClick={() => setPanel('pages')}>
            {t('pages.open')}
          </button>
        </div>,
        dockTarget,
      )}
      {panel === 'structure' && !viewingVersion && page.data && (
        <StructurePanel page={page.data} actions={{ busy, onEdit: openEditor, onAdd: add, onWrite: (change) => write(change) }} onClose={() => setPanel(null)} onSectionCreated={() => show({ kind: 'success', message: t('editor.saved') })} />
      )}
      {panel === 'versions' && page.data && (
        <VersionsPanel page={page.data} pathname={pathname} onClose={() => setPanel(null)} onRestored={() => show({ kind: 'success', message: t('versions.restored') })} />
      )}
      {panel === 'settings' && !viewingVersion && page.data && (
        <PageSettingsDialog
          pageId={page.data.id}
          onClose={() => setPanel(null)}
          onSaved={(settings: PageSettings) => {
            setPanel(null);
            show({ kind: 'success', message: t('editor.saved') });
            // A new address of this page in this language: go there first, then tell the shell, which fetches the page
            // at the address named (the old one keeps working for visitors until Publish).
            const url = settings.translations[locale].path ? `/${locale}/${settings.translations[locale].path}` : `/${locale}`;
            if (url !== pathname) host.navigate(`${url}?edit`);
            if (page.data) createBus().emit('page.updated', { pageId: page.data.id, path: url });
          }}
        />
      )}
      {panel === 'pages' && <PageListDialog onClose={() => setPanel(null)} />}
      {editing && (
        <ModuleDialog
          key={editing.module.id || `new-${editing.module.content_type}`}
          module={editing.module}
          saving={busy}
          serverErrors={serverErrors}
          needsLogin={needsLogin}
          notice={notice}
          live={isOutsidePage(editing)}
          loginUrl={loginUrl}
          onSave={(data) => save(editing, data)}
          onClose={() => (setEditing(null), setNeedsLogin(false), setNotice(''))}
        />
      )}
      {loginOpen && <LoginModal loginUrl={loginUrl} onClose={() => setLoginOpen(false)} onLoggedIn={() => (setLoginOpen(false), void page.refetch())} />}
      <div className={styles.alertRegion} aria-live="polite">
        {alert && (
          <p className={`${styles.alert} ${alert.kind === 'error' ? styles.alertError : styles.alertSuccess}`} role={alert.kind === 'error' ? 'alert' : 'status'} onClick={hide}>
            {alert.message}
          </p>
        )}
      </div>
      {page.isError && page.error instanceof HttpError && page.error.status === 401 && !loginOpen && <LoginModal loginUrl={loginUrl} onClose={() => undefined} onLoggedIn={() => void page.refetch()} />}
    </>
  );
}
