import type { KeyboardEvent, RefObject } from 'react';
import styles from './search-box.module.css';

/** Marks the typed part of a suggestion. */
function Highlight({ text, term }: { text: string; term: string }) {
  const at = text.toLowerCase().indexOf(term.trim().toLowerCase());
  if (!term.trim() || at < 0) return <>{text}</>;
  const end = at + term.trim().length;
  return (
    <>
      {text.slice(0, at)}
      <mark className={styles.mark}>{text.slice(at, end)}</mark>
      {text.slice(end)}
    </>
  );
}

/** Autocomplete list: arrow keys move between suggestions, Escape returns to the field, a click submits. */
export function Suggestions({
  id,
  listRef,
  label,
  items,
  term,
  onChoose,
  onExit,
}: {
  id: string;
  listRef: RefObject<HTMLUListElement>;
  label: string;
  items: string[];
  term: string;
  onChoose: (value: string) => void;
  onExit: () => void;
}) {
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const buttons = listRef.current?.querySelectorAll('button');
    if (!buttons) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      buttons[Math.min(index + 1, buttons.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index === 0) onExit();
      else buttons[index - 1]?.focus();
    } else if (event.key === 'Escape') {
      onExit();
    }
  };
  return (
    <ul ref={listRef} id={id} className={styles.suggestions} aria-label={label} hidden={items.length === 0}>
      {items.map((item, index) => (
        <li key={item}>
          <button type="button" className={styles.suggestion} aria-label={item} onClick={() => onChoose(item)} onKeyDown={(event) => move(event, index)}>
            <Highlight text={item} term={term} />
          </button>
        </li>
      ))}
    </ul>
  );
}
