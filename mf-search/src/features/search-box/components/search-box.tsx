import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBus } from 'shared-contracts/events';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useAutocomplete } from '../api/get-autocomplete';
import { useSearchBox } from '../hooks/use-search-box';
import { Suggestions } from './suggestions';
import styles from './search-box.module.css';

/** The search route with q; a route category and page 1 are carried over. */
export function searchUrl(locale: 'de' | 'en', query: string, routeCategory?: string): string {
  const params = routeCategory ? { category: routeCategory, page: '1' } : {};
  return `${buildPath('search', locale, params)}?q=${encodeURIComponent(query)}`;
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function SearchBox({
  routeCategory,
  onSubmitted,
  initiallyExpanded = false,
}: {
  routeCategory?: string;
  onSubmitted?: () => void;
  /** Read at mount only: the visitor already pressed the host's collapsed stand-in. */
  initiallyExpanded?: boolean;
}) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const listId = useId();
  const inputId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const onSubmit = useCallback(
    (query: string) => {
      host.navigate(searchUrl(locale, query, routeCategory));
      createBus().emit('search.submitted', { query });
      onSubmitted?.();
    },
    [host, locale, onSubmitted, routeCategory],
  );
  const box = useSearchBox(onSubmit, initiallyExpanded);
  const term = useDebounced(box.open ? box.text : '', 150);
  const { data: suggestions = [] } = useAutocomplete(locale, term);
  const showList = box.open && term.trim().length > 0 && suggestions.length > 0;

  // Outside click closes (the field may be expanded without holding focus).
  useEffect(() => {
    if (!box.expanded) return;
    const onDown = (event: MouseEvent) => {
      if (boxRef.current && !boxRef.current.contains(event.target as Node)) box.collapse();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [box.expanded, box.collapse, box]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (boxRef.current?.contains(event.relatedTarget as Node | null)) return;
    box.blurOut();
  };
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && showList) {
      event.preventDefault();
      listRef.current?.querySelector('button')?.focus();
    } else if (event.key === 'Escape') {
      if (box.open) box.setOpen(false);
      else box.collapse();
    }
  };

  const buttonLabel = !box.expanded ? t('box.open') : box.text.trim() ? t('box.submit') : t('box.close');

  return (
    <div ref={boxRef} className={`${styles.box} ${box.expanded ? styles.expanded : ''}`} onFocus={box.focusWithin} onBlur={onBlur}>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          box.submit();
        }}
      >
        <div className={styles.field} hidden={!box.expanded}>
          <label htmlFor={inputId} className={styles.visuallyHidden}>
            {t('box.label')}
          </label>
          <input
            ref={box.inputRef}
            id={inputId}
            className={styles.input}
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-controls={listId}
            aria-expanded={showList}
            placeholder={t('box.placeholder')}
            value={box.text}
            onChange={(event) => box.change(event.target.value)}
            onKeyDown={onInputKey}
          />
          {box.text && (
            <button type="button" className={styles.clear} onClick={box.clear} aria-label={t('box.clear')}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <button type="button" className={styles.toggle} onClick={box.toggle} aria-label={buttonLabel} aria-expanded={box.expanded}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      <Suggestions
        id={listId}
        listRef={listRef}
        label={t('box.suggestions')}
        items={showList ? suggestions : []}
        term={term}
        onChoose={box.choose}
        onExit={() => box.inputRef.current?.focus()}
      />
    </div>
  );
}
