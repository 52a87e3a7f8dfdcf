/** Whether a key press belongs to a field (its own undo) rather than to the page's undo. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || Boolean(target.closest('[role="dialog"]'));
}

const stable = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(stable)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.keys(value as object).sort().map((k) => [k, stable((value as Record<string, unknown>)[k])]))
      : value;

/** Equal module data whatever the key order (the database and the answers may order keys differently). */
export const sameData = (a: unknown, b: unknown) => JSON.stringify(stable(a)) === JSON.stringify(stable(b));
