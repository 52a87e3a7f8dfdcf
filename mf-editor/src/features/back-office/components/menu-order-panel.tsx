import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_NAMES } from 'shared-contracts/back-office/site-settings-kinds';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { type MenuEntry, menuOrderKey, moveMenuEntry, useMenuEntries } from '../api/menu-order';
import { writeFailure } from '../api/write-resource';
import { useDragReorder } from '../hooks/use-drag-reorder';
import styles from './back-office.module.css';

/**
 * The order of one menu in one language: entries are dragged to another place among their siblings, or moved with
 * their "up" and "down" buttons (the keyboard's way, each naming its entry). Every move is one call; a stale list
 * (someone else moved meanwhile) is reloaded with a message, never overwritten.
 */
export function MenuOrderPanel({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<string>(locale);
  const [menu, setMenu] = useState<string>('menu');
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusAfter = useRef<string | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const entries = useMenuEntries(locale, language, menu);
  const items = entries.data?.items ?? [];
  const top = items.filter((e) => e.parent_id === null);
  const below = (id: number) => items.filter((e) => e.parent_id === id);

  useEffect(() => {
    if (!focusAfter.current) return;
    panelRef.current?.querySelector<HTMLElement>(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const move = async (entry: MenuEntry, siblings: MenuEntry[], to: number, button?: 'up' | 'down') => {
    const from = siblings.findIndex((s) => s.id === entry.id);
    if (to === from || to < 0 || to >= siblings.length) return;
    setBusy(true);
    try {
      await moveMenuEntry(locale, entry.id, { version: entry.version, to });
      setStatus(t('backOffice.menuOrder.moved', { title: entry.title, place: to + 1 }));
      if (button) {
        const edge = (button === 'up' && to === 0) || (button === 'down' && to === siblings.length - 1);
        focusAfter.current = `[data-entry="${entry.id}"] [data-move="${edge ? (button === 'up' ? 'down' : 'up') : button}"]`;
      }
    } catch (error) {
      const failure = writeFailure(error);
      setStatus(failure.kind === 'conflict' ? t('backOffice.menuOrder.stale', { who: failure.changedBy ?? '?' }) : t('backOffice.failed'));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: menuOrderKey(language, menu) });
    }
  };

  const siblingsOf = (entry: MenuEntry) => items.filter((e) => e.parent_id === entry.parent_id);
  const dragProps = useDragReorder<MenuEntry>({
    enabled: canWrite && !busy,
    accepts: (entry, target) => entry.parent_id === target.parent_id,
    onMove: (entry, target) => {
      const siblings = siblingsOf(entry);
      void move(entry, siblings, siblings.findIndex((s) => s.id === target.id));
    },
  });

  const list = (siblings: MenuEntry[], nested: boolean) => (
    <ol className={nested ? styles.menuOrderNested : styles.menuOrder}>
      {siblings.map((entry, index) => (
        <li
          key={entry.id}
          data-entry={entry.id}
          {...dragProps(entry)}
        >
          <span className={styles.menuOrderRow}>
            {canWrite && <span aria-hidden="true" className={styles.dragHandle}>⠿</span>}
            <span data-title="">{entry.title}</span> <span className={styles.help}>{entry.url}</span>
            {canWrite && (
              <span className={styles.moveButtons}>
                <button type="button" data-move="up" disabled={busy || index === 0} onClick={() => void move(entry, siblings, index - 1, 'up')} aria-label={t('backOffice.menuOrder.up', { title: entry.title })}>
                  ↑
                </button>
                <button type="button" data-move="down" disabled={busy || index === siblings.length - 1} onClick={() => void move(entry, siblings, index + 1, 'down')} aria-label={t('backOffice.menuOrder.down', { title: entry.title })}>
                  ↓
                </button>
              </span>
            )}
          </span>
          {!nested && below(entry.id).length > 0 && list(below(entry.id), true)}
        </li>
      ))}
    </ol>
  );

  return (
    <section ref={panelRef} aria-labelledby="menu-order-title" className={styles.panel}>
      <h2 id="menu-order-title">{t('backOffice.menuOrder.title')}</h2>
      <p className={styles.help}>{t('backOffice.menuOrder.help')}</p>
      <div className={styles.listBar}>
        <label>
          {t('backOffice.menuOrder.language')}{' '}
          <select value={language} onChange={(e) => setLanguage(e.target.value)}>
            <option value="de">{t('backOffice.menuOrder.de')}</option>
            <option value="en">{t('backOffice.menuOrder.en')}</option>
          </select>
        </label>
        <label>
          {t('backOffice.menuOrder.menu')}{' '}
          <select value={menu} onChange={(e) => setMenu(e.target.value)}>
            {MENU_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`backOffice.menuOrder.menus.${name}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p role="status">{status}</p>
      {entries.isError && <p role="alert">{t('backOffice.loadFailed')}</p>}
      {entries.data && top.length === 0 && <p>{t('backOffice.empty')}</p>}
      {top.length > 0 && list(top, false)}
    </section>
  );
}
