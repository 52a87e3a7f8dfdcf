import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuOption } from '../api/filter-option';
import styles from './filter-menu.module.css';

interface FilterMenuProps {
  label: string;
  options: MenuOption[];
  selected: string | null;
  open: boolean;
  loading?: boolean;
  onOpenChange(open: boolean): void;
  /** Selecting the current option clears it: the caller receives null then. */
  onSelect(id: string | null): void;
}

/** One filter of the bar: a disclosure button and a list of toggle buttons. Escape and outside click close it. */
export function FilterMenu({ label, options, selected, open, loading = false, onOpenChange, onSelect }: FilterMenuProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const current = options.find((option) => option.id === selected);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onOpenChange]);

  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={triggerRef}
        type="button"
        className={current ? styles.triggerActive : styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <span className={styles.label}>{label}</span>
        <span className={styles.value}>{current?.name ?? t('filter.all')}</span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {loading ? <p className={styles.loading}>{t('list.loading')}</p> : null}
        <ul className={styles.options} aria-label={label}>
          {options.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={option.id === selected}
                onClick={() => {
                  onSelect(option.id === selected ? null : option.id);
                  onOpenChange(false);
                }}
              >
                {option.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
