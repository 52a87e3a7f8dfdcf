import { useSyncExternalStore } from 'react';

/** How far a single-spa application got: the shell's frame shows its own chrome and message when it failed. */
export type ApplicationStatus = 'idle' | 'loading' | 'ready' | 'failed';

const statuses = new Map<string, ApplicationStatus>();
const listeners = new Set<() => void>();

export function setApplicationStatus(name: string, status: ApplicationStatus) {
  if (statuses.get(name) === status) return;
  statuses.set(name, status);
  for (const listener of listeners) listener();
}

export function applicationStatus(name: string): ApplicationStatus {
  return statuses.get(name) ?? 'idle';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useApplicationStatus(name: string): ApplicationStatus {
  return useSyncExternalStore(subscribe, () => applicationStatus(name), () => 'idle');
}
