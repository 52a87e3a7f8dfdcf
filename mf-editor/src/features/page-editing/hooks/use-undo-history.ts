import { useCallback, useState } from 'react';

type Data = Record<string, unknown>;

/** One content edit: the module's data before and after it (as the server stored it), in the section it belongs to. */
export interface UndoEntry {
  seq: number;
  sectionId: number;
  moduleId: number;
  before: Data;
  after: Data;
}
interface History {
  undo: UndoEntry[];
  redo: UndoEntry[];
}

/** Enough for a working session; older entries fall off so the tab's storage never fills up. */
const LIMIT = 50;
const EMPTY: History = { undo: [], redo: [] };
export const historyKey = (locale: string, pageId: number) => `mf-editor.undo.${locale}.${pageId}`;

function read(key: string | null): History {
  if (!key) return EMPTY;
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as History | null;
    return parsed && Array.isArray(parsed.undo) && Array.isArray(parsed.redo) ? parsed : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(key: string | null, history: History): void {
  if (!key) return;
  try {
    window.sessionStorage.setItem(key, JSON.stringify(history));
  } catch {
    /* storage full or blocked: undo still works until the next reload */
  }
}

/**
 * The step on top of a stack: the one pushed last. Not the highest `seq`: after two undos the redo stack holds the
 * newer edit below the older one, and redo must bring back the older one first.
 */
const latest = (entries: UndoEntry[], sectionId?: number) => entries.filter((e) => sectionId === undefined || e.sectionId === sectionId).at(-1);

/**
 * Undo and redo per section, kept in the tab's sessionStorage per page and language, so a reload (or the login
 * round trip) keeps them. An entry moves between the two stacks only after the server took the write.
 */
export function useUndoHistory(locale: string, pageId: number | null) {
  const key = pageId === null ? null : historyKey(locale, pageId);
  const [history, setHistory] = useState<{ key: string | null; value: History }>(() => ({ key, value: read(key) }));
  // A different page (client-side navigation) reads its own history.
  const current = history.key === key ? history.value : read(key);
  if (history.key !== key) setHistory({ key, value: current });

  const update = useCallback(
    (change: (h: History) => History) =>
      setHistory((state) => {
        const value = change(state.key === key ? state.value : read(key));
        write(key, value);
        return { key, value };
      }),
    [key],
  );

  const record = useCallback(
    (sectionId: number, moduleId: number, before: Data, after: Data) =>
      update((h) => {
        const seq = Math.max(0, ...h.undo.map((e) => e.seq), ...h.redo.map((e) => e.seq)) + 1;
        // A new edit in a section ends what could be redone there, as in any editor.
        return { undo: [...h.undo, { seq, sectionId, moduleId, before, after }].slice(-LIMIT), redo: h.redo.filter((e) => e.sectionId !== sectionId) };
      }),
    [update],
  );
  const undone = useCallback((entry: UndoEntry) => update((h) => ({ undo: h.undo.filter((e) => e.seq !== entry.seq), redo: [...h.redo, entry] })), [update]);
  const redone = useCallback((entry: UndoEntry) => update((h) => ({ undo: [...h.undo, entry], redo: h.redo.filter((e) => e.seq !== entry.seq) })), [update]);
  const forget = useCallback((entry: UndoEntry) => update((h) => ({ undo: h.undo.filter((e) => e.seq !== entry.seq), redo: h.redo.filter((e) => e.seq !== entry.seq) })), [update]);

  return {
    record,
    undone,
    redone,
    forget,
    /** The entry undo (redo) would apply: the section's last one, or the page's last one without a section. */
    nextUndo: (sectionId?: number) => latest(current.undo, sectionId),
    nextRedo: (sectionId?: number) => latest(current.redo, sectionId),
  };
}
