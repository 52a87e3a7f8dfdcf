import styles from './toolbar.module.css';

/** Where edit mode puts its page tools (structure, versions, settings, pages): a row of the sticky toolbar. */
export const EDITOR_DOCK_ID = 'editor-dock';

export function DockSlot() {
  return <div id={EDITOR_DOCK_ID} className={styles.dockRow} />;
}
