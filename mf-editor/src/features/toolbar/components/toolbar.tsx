import { roleAllows } from 'shared-contracts/roles';
import { type MouseEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoggedUser } from 'shared-contracts/site';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { withEditFlag, withoutPanel } from '../../../lib/use-location';
import { PublishControls } from '../../publishing/components/publish-controls';
import { VersionBar } from '../../versions/components/version-bar';
import { PreviewBar, PreviewSwitch } from '../../publishing/components/preview-bar';
import { adminEditLink } from '../hooks/use-admin-edit-link';
import { OfflineMark } from './offline-mark';
import { DockSlot } from './dock-slot';
import { EntityDialog } from './entity-dialog';
import { ADMIN_ENTITY_TYPES, type AdminEntityType } from 'shared-contracts/site';
import { useBarHeight } from '../hooks/use-bar-height';
import styles from './toolbar.module.css';

export function displayName(user: LoggedUser): string {
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return full || user.username;
}

/** Edit mode while the address has `edit`; the whole toolbar hides with `noToolbar`. */
export function Toolbar({ user, pathname }: { user: LoggedUser; pathname: string }) {
  const { t } = useTranslation();
  const { query, host } = useSlot();
  const ref = useRef<HTMLDivElement>(null);
  useBarHeight(ref);
  // Phones get one row: the tools fold behind one button, so the bar and header leave the page its screen.
  const [toolsOpen, setToolsOpen] = useState(false);
  const toolsId = useId();
  if ('noToolbar' in query) return null;
  // Only roles that edit content get the edit switch, publishing and the entity links; the box office gets its menu.
  const edits = roleAllows(user.role, ['editor']);
  const editing = edits && 'edit' in query;
  // Looking as a visitor: the published page without the editor's own tools; leaving it goes back to the page.
  const preview = 'preview' in query;
  const adminLink = edits ? adminEditLink(user, pathname) : null;
  const versionId = Number(query.v) || 0;
  const entity =
    query.panel === 'entity' && ADMIN_ENTITY_TYPES.includes(query.type as AdminEntityType) && Number(query.id) > 0
      ? { type: query.type as AdminEntityType, id: Number(query.id) }
      : null;
  // Screens of the site open through the host's router (no reload); the logout page is the server's own.
  const openInSite = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    if (url.includes('/logout')) return;
    event.preventDefault();
    (event.currentTarget.closest('details') as HTMLDetailsElement | null)?.removeAttribute('open');
    host.navigate(url);
  };
  return (
    <div ref={ref}>
    <div id={toolsId} className={`${styles.bar} ${toolsOpen ? styles.open : ''}`} role="region" aria-label={t('toolbar.label')}>
      <p className={styles.user}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className={styles.userName}>{t('toolbar.loggedInAs', { name: displayName(user) })}</span>
      </p>
      <button type="button" className={styles.more} aria-expanded={toolsOpen} aria-controls={toolsId} onClick={() => setToolsOpen((open) => !open)}>
        {t('toolbar.tools')}
      </button>
      <div className={styles.actions}>
        {edits && !preview && <PublishControls pathname={pathname} />}
        {edits && <PreviewSwitch pathname={pathname} on={preview} />}
        {edits && (
        <button
          type="button"
          className={`${styles.toggle} ${editing ? styles.on : ''}`}
          aria-pressed={editing}
          title={t('toolbar.editHint')}
          onClick={() => host.navigate(preview ? withEditFlag(pathname, {}, true) : withEditFlag(pathname, query, !editing))}
        >
          <span className={styles.switch} aria-hidden="true" />
          {t('toolbar.editMode')}
        </button>
        )}
        {adminLink && (
          <a className={styles.link} href={adminLink.url} onClick={(e) => (e.preventDefault(), host.navigate(adminLink.url))}>
            {t('toolbar.editInAdmin', { type: t(`types.${adminLink.type}`, { defaultValue: adminLink.type }) })}
          </a>
        )}
        {user.admin_menus.length > 0 && (
          <details className={styles.menu}>
            <summary className={styles.link} aria-label={t('toolbar.adminMenu')}>
              {t('toolbar.admin')}
            </summary>
            <ul className={styles.menuList}>
              {user.admin_menus.map((item) => (
                <li key={item.url}>
                  <a href={item.url} onClick={(e) => openInSite(e, item.url)}>
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
      <DockSlot />
    </div>
    <OfflineMark pathname={pathname} />
    {preview && <PreviewBar pathname={pathname} />}
    {versionId > 0 && !preview && <VersionBar pathname={pathname} versionId={versionId} />}
    {edits && entity && <EntityDialog type={entity.type} id={entity.id} onClose={() => host.navigate(withoutPanel(pathname, query))} />}
    </div>
  );
}
