import { useCallback, useRef, useState } from 'react';

export interface Backup {
  moduleId: number;
  data: Record<string, unknown>;
}

/** Content edits keep a backup stack per section; undo restores the last backup of that section. */
export function useBackups() {
  const stacks = useRef(new Map<number, Backup[]>());
  const [, setVersion] = useState(0);
  const push = useCallback((sectionId: number, backup: Backup) => {
    stacks.current.set(sectionId, [...(stacks.current.get(sectionId) ?? []), backup]);
    setVersion((v) => v + 1);
  }, []);
  const pop = useCallback((sectionId: number): Backup | undefined => {
    const stack = stacks.current.get(sectionId) ?? [];
    const last = stack[stack.length - 1];
    stacks.current.set(sectionId, stack.slice(0, -1));
    setVersion((v) => v + 1);
    return last;
  }, []);
  const size = useCallback((sectionId: number) => stacks.current.get(sectionId)?.length ?? 0, []);
  return { push, pop, size };
}
